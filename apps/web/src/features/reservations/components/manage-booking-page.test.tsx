import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';
import { IDS, detailFixture } from '../testing/reservation-fixtures.ts';

const TOKEN = `${IDS.upcoming}.1790000000000.c2lnbmF0dXJl`;

describe('/reservation/manage (a guest with the signed e-mail link)', () => {
  it('opens the booking without an account and cancels it with the token header', async () => {
    const fetchMock = mockApi({
      'reservation/manage': { body: { reservation: detailFixture(), expiresAt: '2026-11-29T14:00:00.000Z' } },
      [`reservations/${IDS.upcoming}/cancel`]: {
        body: {
          cancelledSlots: [1, 2, 3],
          refund: {
            amountCents: 13_500,
            giftCertificateCents: 0,
            currencyCode: 'USD',
            paymentId: 'p',
            paymentStatus: 'refunded',
          },
          reservation: detailFixture({ status: 'cancelled' }),
        },
      },
    });
    const { user } = renderApp({ path: `/reservation/manage?alias=demo&token=${encodeURIComponent(TOKEN)}` });
    await waitForShell();
    expect(await screen.findByTestId('reservation-detail')).toHaveTextContent('HP-7Q2K9');
    expect(new URL(requestsTo(fetchMock, 'reservation/manage')[0]!.url).searchParams.get('token')).toBe(TOKEN);
    await user.click(screen.getByTestId('cancel-open'));
    await user.click(screen.getByRole('button', { name: 'Cancel the whole booking' }));
    expect(await screen.findByTestId('reservation-toast')).toHaveTextContent('$135.00 will be refunded');
    expect(requestsTo(fetchMock, `reservations/${IDS.upcoming}/cancel`)[0]!.headers.get('x-fairway-manage-token')).toBe(
      TOKEN,
    );
  });

  it('an expired link says so; a forged one says it is not valid', async () => {
    mockApi({ 'reservation/manage': errorAnswer(410, 'MANAGE_LINK_EXPIRED') });
    const first = renderApp({ path: '/reservation/manage?token=old' });
    await waitForShell();
    expect(await screen.findByTestId('manage-invalid')).toHaveTextContent(
      'This manage-booking link has expired. Please contact the course.',
    );
    first.unmount();
    mockApi({ 'reservation/manage': errorAnswer(404, 'MANAGE_LINK_INVALID') });
    renderApp({ path: '/reservation/manage?token=forged' });
    await waitForShell();
    expect(await screen.findByTestId('manage-invalid')).toHaveTextContent('This link is not valid or has expired.');
  });
});

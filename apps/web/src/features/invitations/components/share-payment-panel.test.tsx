import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokeniseInHostedFrame } from '../../../test/hosted-card.ts';
import { errorAnswer, mockApi, requestsTo } from '../../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../../test/render-app.tsx';

const INVITE_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const HASH = 'B'.repeat(43);
const SHARE = {
  slot: 2,
  amountCents: 5713,
  currencyCode: 'USD',
  status: 'open',
  paidBy: null,
  deadline: '2026-11-27T13:00:00.000Z',
  unpaidShares: 'charge-lead',
};
const ROUND = {
  invitation: { _id: INVITE_ID, name: 'Sam Friend', email: 'sam@example.com', status: 'accepted' },
  courseName: 'Harbor Pines – South Course',
  teetime: '2026-11-28T08:00',
  timeZone: 'America/New_York',
  leadFirstName: 'Grace',
  share: SHARE,
};
const base = `invitation/${INVITE_ID}/${HASH}`;
const link = `/invite?alias=demo&inviteId=${INVITE_ID}&type=accept&hash=${HASH}`;
const TOKEN = {
  ResponseResult: { IsSuccessful: true, Errors: [] },
  CheckoutUrl: '/gateway/card?token=cs_share',
  Token: 'cs_share',
  TokenTypeId: 1,
};

const tokenise = () => tokeniseInHostedFrame('cs_share', 'invitation-share-pay');

describe('an invited friend paying their share', { timeout: 20_000 }, () => {
  it('shows the share and its deadline in the course’s zone, takes the card in the hosted frame and pays once', async () => {
    const fetchMock = mockApi({
      [`${base}/`]: { body: ROUND },
      [`${base}/share/payment-token`]: { body: TOKEN },
      [`${base}/share`]: { body: { ...SHARE, status: 'paid', paidBy: 'Sam Friend' } },
    });
    const { user } = renderApp({ path: link });
    await waitForShell();
    expect(await screen.findByTestId('invitation-share-due')).toHaveTextContent(
      'Your share is $57.13, to pay by Fri, Nov 27, 8:00 AM EST.',
    );
    expect(screen.queryByTestId('invitation-accept')).not.toBeInTheDocument();
    await tokenise();
    await user.click(screen.getByTestId('invitation-share-pay'));
    expect(await screen.findByTestId('invitation-share-status')).toHaveTextContent(
      'Your share of $57.13 is paid. Thank you!',
    );
    const [payment] = requestsTo(fetchMock, `${base}/share`);
    expect(await payment!.json()).toEqual({ paymentToken: 'cs_share' });
    expect(payment!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('explains a declined card and asks for a card again', async () => {
    mockApi({
      [`${base}/`]: { body: ROUND },
      [`${base}/share/payment-token`]: { body: TOKEN },
      [`${base}/share`]: errorAnswer(402, 'PAYMENT_DECLINED'),
    });
    const { user } = renderApp({ path: link });
    await waitForShell();
    await tokenise();
    await user.click(screen.getByTestId('invitation-share-pay'));
    expect(await screen.findByTestId('invitation-share-error')).toHaveTextContent(
      'Please try again. Something went wrong and we were unable to authorize your payment',
    );
    await waitFor(() => expect(screen.getByTitle('Secure card entry')).toBeInTheDocument());
  });

  it('says who paid a share that is closed', async () => {
    mockApi({ [`${base}/`]: { body: { ...ROUND, share: { ...SHARE, status: 'lead-charged' } } } });
    renderApp({ path: link });
    await waitForShell();
    expect(await screen.findByTestId('invitation-share-status')).toHaveTextContent('Grace paid your share.');
  });
});

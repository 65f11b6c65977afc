import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessagePreview, MessageSent } from '@fairway/contract/admin-messages.contract';
import { facilityFixture } from '../../test/facility.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { courseToday } from './message-form.tsx';
import { MessagesView } from './messages-view.tsx';

const NORTH = facilityFixture();
const SOUTH = facilityFixture({ id: 2, courseId: 'harbor-pines-south', name: 'Harbor Pines South' });
const PREVIEW: MessagePreview = {
  course: { facilityId: 2, name: 'Harbor Pines South', timeZone: 'America/New_York' },
  date: '2026-07-13',
  fromTime: '06:00',
  toTime: '10:00',
  reservations: 2,
  emails: 3,
  sms: 1,
  recipients: [
    {
      name: 'Tess Golfer',
      email: 'tess@example.com',
      teetime: '2026-07-13T07:30',
      confirmationNumber: 'DEMO0101',
      role: 'booker',
      sms: 'send',
    },
    {
      name: 'Pat Partner',
      email: 'pat@example.com',
      teetime: '2026-07-13T07:30',
      confirmationNumber: 'DEMO0101',
      role: 'player',
      sms: 'not-opted-in',
    },
    {
      name: 'Stu Stop',
      email: 'stu@example.com',
      teetime: '2026-07-13T08:10',
      confirmationNumber: 'DEMO0102',
      role: 'booker',
      sms: 'stopped',
    },
  ],
};
const SENT: MessageSent = { messageId: 41, sentAt: '2026-07-13T10:00:00.000Z', reservations: 2, emails: 3, sms: 1 };

afterEach(() => vi.unstubAllGlobals());

type Call = { url: string; method: string; body: unknown; key: string | undefined };

function serve(options: { sendStatus?: number } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, method: init.method ?? 'GET', body, key: headers['idempotency-key'] });
      if (url === '/api/facilities') return json(200, [NORTH, SOUTH]);
      if (url === '/api/admin/messages/preview') return json(200, PREVIEW);
      if (url === '/api/admin/messages' && options.sendStatus === 409)
        return json(409, { error: { code: 'CONFLICT', message: 'nobody', details: { reason: 'no-recipients' } } });
      if (url === '/api/admin/messages' && options.sendStatus === 0) throw new TypeError('network down');
      if (url === '/api/admin/messages') return json(201, SENT);
      return json(404, { error: { code: 'NOT_FOUND', message: 'no' } });
    }),
  );
  return calls;
}

async function chooseRange(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Course'), 'Harbor Pines South');
  const day = screen.getByLabelText('Day');
  await user.clear(day);
  await user.type(day, '2026-07-13');
  const until = screen.getByLabelText('Until');
  await user.clear(until);
  await user.type(until, '10:00');
}

describe('MessagesView', () => {
  it('previews the recipients of a range, then sends the message once and says to how many', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<MessagesView />);
    expect(await screen.findByLabelText('Day')).toHaveValue(courseToday('America/New_York'));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Preview the recipients of this range first.');

    await chooseRange(user);
    await user.click(screen.getByRole('button', { name: 'Preview recipients' }));
    expect(await screen.findByText('3 golfers get the e-mail; text messages: 1.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/admin/messages/preview')?.body).toEqual({
      facilityId: 2,
      date: '2026-07-13',
      fromTime: '06:00',
      toTime: '10:00',
    });
    const table = screen.getByRole('table', { name: /Golfers booked at Harbor Pines South/ });
    expect(within(table).getByRole('row', { name: /Tess Golfer/ })).toHaveTextContent('Yes');
    expect(within(table).getByRole('row', { name: /Pat Partner/ })).toHaveTextContent('Named player');
    expect(within(table).getByRole('row', { name: /Stu Stop/ })).toHaveTextContent('No: replied STOP');

    await user.type(screen.getByLabelText('Subject'), 'Frost delay');
    await user.type(screen.getByLabelText('Message'), 'First tee times move by 1 hour.');
    await user.click(screen.getByRole('button', { name: 'Send to 3 golfers' }));
    expect(await screen.findByText('Sent to 3 golfers (1 by text message).')).toBeInTheDocument();
    const sends = calls.filter((call) => call.url === '/api/admin/messages');
    expect(sends).toEqual([
      {
        url: '/api/admin/messages',
        method: 'POST',
        body: {
          facilityId: 2,
          date: '2026-07-13',
          fromTime: '06:00',
          toTime: '10:00',
          subject: 'Frost delay',
          message: 'First tee times move by 1 hour.',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    // The message is sent: the form is ready for another.
    expect(screen.getByLabelText('Subject')).toHaveValue('');

    // Another range needs its own preview before Send.
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '07:00');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends a retry under the same key, explains a refusal, checks the lengths, and has no axe violations', async () => {
    const calls = serve({ sendStatus: 0 });
    const user = userEvent.setup();
    const { container } = renderConsole(<MessagesView />);
    await chooseRange(user);
    await user.click(screen.getByRole('button', { name: 'Preview recipients' }));
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('Subject'), 'x'.repeat(121));
    await user.type(screen.getByLabelText('Message'), 'Closed today.');
    await user.click(screen.getByRole('button', { name: 'Send to 3 golfers' }));
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      /Write a subject of one line, up to 120 characters\./,
    );
    expect(calls.filter((call) => call.url === '/api/admin/messages')).toEqual([]);

    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Course closed');
    const sends = () => calls.filter((call) => call.url === '/api/admin/messages');
    await user.click(screen.getByRole('button', { name: 'Send to 3 golfers' }));
    await vi.waitFor(() => expect(sends()).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    // The answer was lost: a second click is the same send, under the same key.
    await user.click(screen.getByRole('button', { name: 'Send to 3 golfers' }));
    await vi.waitFor(() => expect(sends()).toHaveLength(2));
    const keys = sends().map((call) => call.key);
    expect(keys[1]).toBe(keys[0]);

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says when nobody is booked in the range any more', async () => {
    serve({ sendStatus: 409 });
    const user = userEvent.setup();
    renderConsole(<MessagesView />, { language: 'fr' });
    await user.selectOptions(await screen.findByLabelText('Parcours'), 'Harbor Pines South');
    await user.click(screen.getByRole('button', { name: 'Aperçu des destinataires' }));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Objet'), 'Gel');
    await user.type(screen.getByLabelText('Message'), 'Départs retardés.');
    await user.click(screen.getByRole('button', { name: 'Envoyer à 3 golfeurs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Plus personne avec une adresse e-mail n’est inscrit dans cette plage.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type MessageContact, messageCounts, messageRecipients, teeTimeInRange } from './message-recipients.ts';

const contact = (overrides: Partial<MessageContact>): MessageContact => ({
  email: 'a@example.com',
  name: 'Ann Able',
  language: 'en',
  teetime: '2026-07-13T08:00',
  confirmationNumber: 'DEMO0001',
  role: 'booker',
  smsOptIn: false,
  mobile: null,
  ...overrides,
});

describe('messageRecipients', () => {
  it('writes to each address once, at its first tee time, whatever its case', () => {
    const recipients = messageRecipients(
      [
        contact({ email: 'A@Example.com', teetime: '2026-07-13T09:00', confirmationNumber: 'DEMO0002' }),
        contact({ email: 'a@example.com', teetime: '2026-07-13T08:00' }),
        contact({ email: 'b@example.com', name: 'Bo Bell', role: 'player' }),
      ],
      new Set(),
    );
    expect(recipients.map((r) => [r.email, r.confirmationNumber, r.role])).toEqual([
      ['a@example.com', 'DEMO0001', 'booker'],
      ['b@example.com', 'DEMO0001', 'player'],
    ]);
    expect(messageCounts(recipients)).toEqual({ emails: 2, sms: 0 });
  });

  it('texts only golfers opted in with a mobile, each number once, never a number that answered STOP', () => {
    const recipients = messageRecipients(
      [
        contact({ email: 'in@example.com', smsOptIn: true, mobile: '+15005550006' }),
        contact({ email: 'out@example.com', smsOptIn: false, mobile: '+15005550010' }),
        contact({ email: 'nophone@example.com', smsOptIn: true, mobile: null }),
        contact({ email: 'stop@example.com', smsOptIn: true, mobile: '+15005550004' }),
        contact({ email: 'spouse@example.com', smsOptIn: true, mobile: '+15005550006', role: 'player' }),
      ],
      new Set(['+15005550004']),
    );
    expect(recipients.map((r) => [r.email, r.sms, r.mobile])).toEqual([
      ['in@example.com', 'send', '+15005550006'],
      ['out@example.com', 'not-opted-in', null],
      ['nophone@example.com', 'no-phone', null],
      ['stop@example.com', 'stopped', null],
      ['spouse@example.com', 'same-number', null],
    ]);
    expect(messageCounts(recipients)).toEqual({ emails: 5, sms: 1 });
  });

  it('skips a contact without an address', () => {
    expect(messageRecipients([contact({ email: '  ' })], new Set())).toEqual([]);
  });
});

describe('teeTimeInRange', () => {
  const range = { date: '2026-07-13', fromTime: '07:00', toTime: '10:00' };
  it('takes the start and leaves the end out, on the day only', () => {
    expect(teeTimeInRange('2026-07-13T07:00', range)).toBe(true);
    expect(teeTimeInRange('2026-07-13T09:59', range)).toBe(true);
    expect(teeTimeInRange('2026-07-13T10:00', range)).toBe(false);
    expect(teeTimeInRange('2026-07-13T06:50', range)).toBe(false);
    expect(teeTimeInRange('2026-07-14T08:00', range)).toBe(false);
  });
});

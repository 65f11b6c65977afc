import type { EndOfDayEntry } from '@fairway/contract/admin-reports.contract';
import { describe, expect, it } from 'vitest';
import { breakdownOf, channelOf, groupOfEntry, kindOf } from './end-of-day-figures.ts';
import type { EndOfDayWithEntries } from './end-of-day.service.ts';
import { endOfDayCsv, endOfDayFileName } from './reports-csv.ts';

// The end-of-day arithmetic and CSV on entries made by hand: channels, refunds against credits,
// sums that are the entries' and nothing else.

const entry = (fields: Partial<EndOfDayEntry>): EndOfDayEntry => ({
  at: '2026-07-15T09:00:00.000-04:00',
  kind: 'payment',
  tender: 'card',
  channel: 'online',
  amountCents: 1000,
  orderNumber: 'FW-1',
  confirmationNumber: null,
  source: 'booking',
  state: 'settled',
  cardLastFour: null,
  ...fields,
});

describe('end-of-day figures', () => {
  it('takes the channel from where the money was taken', () => {
    expect(channelOf({ source: 'booking', tender: 'card' }, false)).toBe('online');
    expect(channelOf({ source: 'share', tender: 'friend-share' }, false)).toBe('online');
    expect(channelOf({ source: 'booking', tender: 'cash' }, true)).toBe('phone');
    expect(channelOf({ source: 'cancellation', tender: 'card-present' }, true)).toBe('phone');
    expect(channelOf({ source: 'check-in', tender: 'card' }, false)).toBe('counter');
    expect(channelOf({ source: 'check-in', tender: 'cash' }, true)).toBe('counter');
    expect(channelOf({ source: 'booking', tender: 'cash' }, false)).toBe('counter');
  });

  it('tells money given back from credit given back', () => {
    expect(kindOf('paid', 'gift-certificate')).toBe('payment');
    expect(kindOf('refunded', 'card')).toBe('refund');
    expect(kindOf('refunded', 'cash')).toBe('refund');
    expect(kindOf('refunded', 'gift-certificate')).toBe('credit');
    expect(kindOf('refunded', 'credit-book')).toBe('credit');
  });

  it('sums by tender and by channel, every tender and channel listed, the net paid less refunded and credited', () => {
    const entries = [
      entry({ amountCents: 5000 }),
      entry({ tender: 'gift-certificate', amountCents: 2000 }),
      entry({ kind: 'refund', amountCents: 1500, source: 'cancellation' }),
      entry({ kind: 'credit', tender: 'gift-certificate', amountCents: 700, source: 'cancellation' }),
      entry({ tender: 'cash', channel: 'phone', amountCents: 9000 }),
    ];
    const { total, byTender, byChannel } = breakdownOf(entries.map(groupOfEntry));
    expect(total).toEqual({
      payments: 3,
      paidCents: 16_000,
      refunds: 2,
      refundedCents: 1500,
      creditedCents: 700,
      rainChecks: 0,
      rainCheckCents: 0,
      netCents: 13_800,
    });
    expect(byTender.map((row) => row.tender)).toEqual([
      'card',
      'gift-certificate',
      'credit-book',
      'cash',
      'card-present',
      'friend-share',
    ]);
    expect(byTender.find((row) => row.tender === 'gift-certificate')).toMatchObject({
      paidCents: 2000,
      creditedCents: 700,
      netCents: 1300,
    });
    expect(byChannel.map((row) => [row.channel, row.netCents])).toEqual([
      ['online', 4800],
      ['phone', 9000],
      ['counter', 0],
    ]);
    expect(byTender.reduce((sum, row) => sum + row.netCents, 0)).toBe(total.netCents);
  });

  it('writes the CSV: figures, then entries, money as decimals, formula-safe, and names the file', () => {
    const entries = [entry({ amountCents: 12_345, cardLastFour: '4242' }), entry({ kind: 'refund', amountCents: 45 })];
    const report: EndOfDayWithEntries = {
      date: '2026-07-15',
      courses: [
        {
          facilityId: 1,
          name: '=Pines',
          timeZone: 'America/New_York',
          currencyCode: 'USD',
          dayStart: '2026-07-15T00:00:00.000-04:00',
          dayEnd: '2026-07-16T00:00:00.000-04:00',
          ...breakdownOf(entries.map(groupOfEntry)),
          entries,
        },
      ],
    };
    const lines = endOfDayCsv(report).split('\r\n');
    expect(lines[0]).toBe(
      'course,currency,date,row,name,payments,paid,refunds,refunded,credited,rain_checks,net,at,channel,order_number,confirmation_number,source,state,card_last_four',
    );
    expect(lines[1]).toBe("'=Pines,USD,2026-07-15,tender,card,1,123.45,1,0.45,0.00,0.00,123.00,,,,,,,");
    expect(lines).toContain("'=Pines,USD,2026-07-15,channel,online,1,123.45,1,0.45,0.00,0.00,123.00,,,,,,,");
    expect(lines).toContain("'=Pines,USD,2026-07-15,total,total,1,123.45,1,0.45,0.00,0.00,123.00,,,,,,,");
    expect(lines).toContain(
      "'=Pines,USD,2026-07-15,payment,card,1,123.45,0,0.00,0.00,0.00,123.45,2026-07-15T09:00:00.000-04:00,online,FW-1,,booking,settled,4242",
    );
    expect(lines).toContain(
      "'=Pines,USD,2026-07-15,refund,card,0,0.00,1,0.45,0.00,0.00,-0.45,2026-07-15T09:00:00.000-04:00,online,FW-1,,booking,settled,",
    );
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 6 + 3 + 1 + 2 + 1);
    expect(endOfDayFileName('de mo!', '2026-07-15')).toBe('fairway-end-of-day-demo-2026-07-15.csv');
  });
});

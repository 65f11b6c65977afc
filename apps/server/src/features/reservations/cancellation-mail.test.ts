import { describe, expect, it } from 'vitest';
import type { ReservationEventRow } from '../../db/schema/reservations.ts';
import { cancellationMail } from './cancellation-mail.ts';
import type { ReservationState } from './reservation-view.ts';

// The cancellation e-mail states the refund by tender, from the recorded cancellation:
// the card with its brand and last four, the gift certificate, the credit book, or the counter for
// a booking paid in cash — in the booker's language.

const at = new Date('2026-07-10T12:00:00Z');

function stateOf(
  language: string,
  payment: { paymentId: string | null; counter: 'cash' | 'card-present' | null; gift?: number },
  event: Partial<ReservationEventRow>,
): ReservationState {
  const cancelled = {
    id: 7,
    reservationId: 'r1',
    kind: 'cancelled',
    slots: [1, 2],
    amountCents: 10_165,
    giftCents: 0,
    creditBookCents: 0,
    reason: null,
    paymentId: payment.paymentId,
    paymentStatus: 'refunded',
    createdAt: at,
    ...event,
  } as ReservationEventRow;
  const booking = payment.counter
    ? [
        {
          tender: payment.counter,
          amountCents: 10_165,
          at: at.toISOString(),
          card: null,
          slot: null,
          source: 'booking',
          state: 'settled',
        },
      ]
    : [
        {
          tender: 'card',
          amountCents: 10_165,
          at: at.toISOString(),
          card: { brand: 'visa', lastFour: '4242' },
          slot: null,
          source: 'booking',
          state: 'settled',
        },
      ];
  return {
    record: {
      reservation: {
        id: 'r1',
        teetime: '2026-07-14T09:00',
        confirmationNumber: 'HP12345',
        players: 2,
        rateName: 'Prime',
        holes: 18,
        moves: 0,
        transportation: 'Cart',
      },
      order: {
        language,
        currencyCode: 'USD',
        email: 'ann@example.com',
        firstName: 'Ann',
        cardBrand: payment.paymentId ? 'visa' : null,
        cardLastFour: payment.paymentId ? '4242' : null,
        paymentId: payment.paymentId,
        paidNow: 10_165,
        giftCertificatePaid: payment.gift ?? 0,
        creditBookPaid: 0,
      },
      facility: {
        id: 1,
        name: 'Harbor Pines – South Course',
        timeZone: 'America/New_York',
        phone: '555',
        addressLine1: '1 Harbor Pines Drive',
        city: 'Southern Pines',
        region: 'NC',
        postalCode: '28387',
        country: 'US',
        latitude: 35.17,
        longitude: -79.39,
      },
      invoice: null,
    },
    slots: [
      { slot: 1, cancelled: true, checkedIn: false, paidAtCourse: false },
      { slot: 2, cancelled: true, checkedIn: false, paidAtCourse: false },
    ],
    events: [cancelled],
    money: {
      currencyCode: 'USD',
      paid: booking,
      refunded: [],
      paidCents: 10_165,
      refundedCents: 0,
      netCents: 10_165,
      dueAtCourseCents: 0,
      dueFromFriends: [],
      dueFromFriendsCents: 0,
    },
  } as unknown as ReservationState;
}

const engine = { id: 1, name: 'Harbor Pines Golf Club' };

describe('the cancellation e-mail’s refund', () => {
  it('names the card by brand and last four', () => {
    const mail = cancellationMail(stateOf('en', { paymentId: 'pay_1', counter: null }, {}), engine, [1, 2]);
    expect(mail.text).toContain('$101.65 was refunded to your Visa ending in 4242.');
  });

  it('says a walk-in paid in cash or on the course terminal gets it back at the pro shop, never "card", in every language', () => {
    const texts = {
      en: '$101.65 is to be given back to you at the pro shop.',
      fr: 'vous seront rendus au pro shop.',
      es: 'en la tienda del campo (pro shop).',
      de: 'erhalten Sie im Proshop zurück.',
    };
    for (const [language, text] of Object.entries(texts)) {
      for (const counter of ['cash', 'card-present'] as const) {
        const mail = cancellationMail(
          stateOf(language, { paymentId: null, counter }, { paymentStatus: 'refunded_at_counter', paymentId: null }),
          engine,
          [1, 2],
        );
        expect(mail.text, `${language} ${counter}`).toContain(text);
        expect(mail.text).not.toMatch(/card|carte|tarjeta|Karte/i);
      }
    }
  });

  it('puts the gift certificate first, then the card', () => {
    const mail = cancellationMail(
      stateOf('fr', { paymentId: 'pay_1', counter: null, gift: 3_000 }, { giftCents: 3_000 }),
      engine,
      [1, 2],
    );
    expect(mail.text).toContain('ont été recrédités sur votre chèque-cadeau.');
    expect(mail.text).toContain('ont été remboursés sur votre carte Visa se terminant par 4242.');
  });
});

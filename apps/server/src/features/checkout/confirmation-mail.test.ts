import type { Order } from '@fairway/contract/checkout.contract';
import { describe, expect, it } from 'vitest';
import { confirmationLanguage, confirmationMail, reservationCalendar } from './confirmation-mail.ts';

const reservation: Order['reservations'][number] = {
  reservationId: 'r1',
  confirmationNumber: 'ABCD2345',
  facilityId: 1,
  facilityName: 'Maple Ridge Golf Club',
  timeZone: 'America/Toronto',
  teetime: '2026-12-14T09:10',
  totalPlayers: 3,
  rateName: 'Prime',
  holes: 18,
  transportation: 'Cart',
  status: 'booked',
  notes: '',
};

const order = {
  orderId: 'o1',
  orderNumber: 'FW-ABCDEFGH',
  status: 'fulfilled',
  createdAt: '2026-12-01T10:00:00.000Z',
  currencyCode: 'CAD',
  subTotal: 24000,
  totalTaxes: 3120,
  grandTotal: 27120,
  paidNow: 1100,
  giftCertificatePaid: 0,
  creditBookPaid: 0,
  dueAtCourse: 26020,
  customer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '5550102030' },
  card: null,
  reservations: [reservation],
  invoices: [],
} satisfies Order;

describe('confirmation e-mail', () => {
  it('picks the language from Accept-Language, else English', () => {
    expect(confirmationLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(confirmationLanguage('es')).toBe('es');
    expect(confirmationLanguage('it-IT')).toBe('en');
    expect(confirmationLanguage(undefined)).toBe('en');
  });

  it('writes the tee time in the facility zone as UTC in the calendar entry (EST in December, EDT in July)', () => {
    expect(reservationCalendar(reservation, 'Maple Ridge')).toContain('DTSTART:20261214T141000Z');
    expect(reservationCalendar({ ...reservation, teetime: '2026-07-14T09:10' }, 'Maple Ridge')).toContain(
      'DTSTART:20260714T131000Z',
    );
    expect(reservationCalendar(reservation, 'Maple Ridge')).toContain('UID:ABCD2345@fairway');
  });

  it("gives each calendar entry the course's address and coordinates when the course is known, else its name", () => {
    const course = {
      name: 'Maple Ridge Golf Club',
      addressLine1: '11 Ridge Road',
      city: 'King City',
      region: 'ON',
      postalCode: 'L7B 1A3',
      country: 'CA',
      latitude: 43.9251,
      longitude: -79.5282,
    };
    const mail = confirmationMail(order, { id: 3, name: 'Maple Ridge' }, 'en', {}, { courses: new Map([[1, course]]) });
    const entry = String(mail.attachments?.[0]?.content).replace(/\r\n /g, '');
    expect(entry).toContain('LOCATION:Maple Ridge Golf Club\\, 11 Ridge Road\\, King City\\, ON L7B 1A3\\, CA');
    expect(entry).toContain('GEO:43.925100;-79.528200');
    expect(reservationCalendar(reservation, 'Maple Ridge')).toContain('LOCATION:Maple Ridge Golf Club\r\n');
  });

  it('says what was paid now and what is due at the course, in the language asked, with one .ics per reservation', () => {
    const mail = confirmationMail(order, { id: 3, name: 'Maple Ridge' }, 'fr');
    expect(mail.subject).toBe('Votre réservation est confirmée (commande FW-ABCDEFGH)');
    expect(mail.text).toContain('Numéro de confirmation ABCD2345');
    expect(mail.text).toMatch(/À régler au parcours: 260,20\s\$CA/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.filename).toBe('tee-time-ABCD2345.ics');
    // The calendar entry speaks the e-mail's language too (unfolded: the description may wrap).
    const calendar = mail.attachments![0]!.content.replace(/\r\n /g, '');
    expect(calendar).toContain('SUMMARY:Départ à Maple Ridge Golf Club');
    expect(calendar).toContain('DESCRIPTION:3 joueur(s)\\, Prime. Numéro de confirmation ABCD2345. Maple Ridge');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('writes each tee time at the course with its zone, in the language asked', () => {
    const inGerman = confirmationMail(order, { id: 3, name: 'Maple Ridge' }, 'de');
    expect(inGerman.text).toMatch(
      /Maple Ridge Golf Club: Mo\., 14\. Dez\. 2026, 09:10 (GMT|UTC)[−-]5, 3 Spieler, Prime\./,
    );
    const summer = {
      ...order,
      reservations: [{ ...reservation, teetime: '2026-07-14T16:05', timeZone: 'America/Phoenix' }],
    };
    expect(confirmationMail(summer, { id: 3, name: 'Maple Ridge' }, 'en').text).toContain(
      'Maple Ridge Golf Club: Tue, Jul 14, 2026, 4:05 PM MST, 3 player(s), Prime.',
    );
  });

  it('offers on a guest’s manage link only what the settings allow, in each language', () => {
    const links = { r1: 'https://fairway.test/reservation/manage?alias=maple-ridge&token=t' };
    const sentence = (language: 'en' | 'fr' | 'es' | 'de', checkIn: boolean, sentAt: string) => {
      const settings = {
        smartPlay: { checkIn, checkInWindow: 2, featuredProducts: false, productLineups: false },
        reservations: {
          onlineCancellationHours: 24,
          refundGreenFees: true,
          manageLinkHours: 24,
          rainChecks: { issueAs: 'gift-certificate' as const },
          counterCredits: { proShopLimitCents: null },
        },
      };
      const line = confirmationMail(order, { id: 3, name: 'Maple Ridge' }, language, links, {
        manage: { settings, now: new Date(sentAt) },
      })
        .text.split('\n')
        .find((text) => text.includes('ABCD2345'))!;
      return line.slice(line.lastIndexOf('. ') + 2, line.indexOf(': https'));
    };
    // The tee time is 2026-12-14 09:10 in Toronto: online cancellation closes 24 h before.
    expect(sentence('en', true, '2026-12-01T10:00:00Z')).toBe('View, cancel or check in');
    expect(sentence('en', false, '2026-12-01T10:00:00Z')).toBe('View or cancel');
    expect(sentence('en', true, '2026-12-14T10:00:00Z')).toBe('View or check in');
    expect(sentence('en', false, '2026-12-14T10:00:00Z')).toBe('View your booking');
    expect(sentence('fr', false, '2026-12-01T10:00:00Z')).toBe('Consulter ou annuler');
    expect(sentence('es', true, '2026-12-14T10:00:00Z')).toBe('Ver o registrarse');
    expect(sentence('de', false, '2026-12-14T10:00:00Z')).toBe('Buchung ansehen');
    // Without the settings the link is offered for viewing only, never for an action it may not allow.
    expect(confirmationMail(order, { id: 3, name: 'Maple Ridge' }, 'en', links).text).toContain(
      'View your booking: https',
    );
  });
});

// An order without a tee time is an order (memberships, gift certificates, products),
// and a mixed order says both parts.
const productInvoice: Order['invoices'][number] = {
  id: 'i1',
  facilityId: 1,
  cartItemId: 'p1',
  shoppingCartId: 'c1',
  status: 'Closed',
  referenceId: 'p1',
  playerCount: null,
  rateName: null,
  items: [
    {
      kind: 'featured-product',
      label: 'Sleeve of balls',
      quantity: 2,
      unitAmount: 750,
      amount: 1500,
      taxable: true,
      due: 'now',
    },
  ],
  subTotal: 1500,
  totalTaxes: 195,
  grandTotal: { value: 1695, currencyCode: 'CAD' },
  totalDue: { summary: { total: 1695, salesTax: 195, subTotal: 1500 } },
  dueNow: { original: { total: 1695 } },
  dueAtCourse: 0,
  sourceOrderId: 'o1',
  orderNumber: 'FW-ABCDEFGH',
};
const storeOrder: Order = {
  ...order,
  paidNow: 276323,
  dueAtCourse: 0,
  reservations: [],
  memberships: [
    {
      cartItemId: 'm1',
      facilityName: 'Maple Ridge Golf Club',
      name: 'Gold',
      frequencyType: 'monthly',
      price: 12000,
      initiationFee: 25000,
      nextInstalmentDate: '2027-01-01',
    },
    {
      cartItemId: 'm2',
      facilityName: 'Maple Ridge Golf Club',
      name: 'Range pass',
      frequencyType: 'onetime',
      price: 9900,
      initiationFee: 0,
      nextInstalmentDate: null,
    },
  ],
  giftCertificates: [
    {
      cartItemId: 'g1',
      facilityName: 'Maple Ridge Golf Club',
      value: 5000,
      recipientName: 'Sam Snead',
      recipientEmail: 'sam@example.com',
      giftMessage: 'Happy birthday!',
      deliveryDate: '2026-12-05',
      delivered: false,
    },
  ],
  invoices: [productInvoice],
};

describe('confirmation e-mail of a store purchase', () => {
  it('lists every membership, gift certificate and product of an order without a tee time, and is no booking', () => {
    const mail = confirmationMail(storeOrder, { id: 3, name: 'Maple Ridge' }, 'en');
    expect(mail.subject).toBe('Thank you for your order (order FW-ABCDEFGH)');
    expect(mail.template).toBe('order-confirmation');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('Your booking is confirmed');
      expect(body).not.toContain('Here are your tee times');
      expect(body).not.toContain('calendar entry');
    }
    expect(mail.text).toContain('Thank you for your order. Here is what you bought:');
    expect(mail.text).toContain(
      'Membership "Gold" at Maple Ridge Golf Club: CA$120.00 every month. One-time initiation fee: CA$250.00. Next instalment on Jan 1, 2027.',
    );
    expect(mail.text).toContain(
      'Membership "Range pass" at Maple Ridge Golf Club: CA$99.00 paid once. No further instalments.',
    );
    expect(mail.text).toContain(
      'Gift certificate of CA$50.00 at Maple Ridge Golf Club for Sam Snead (sam@example.com). Message: "Happy birthday!". Scheduled for Dec 5, 2026.',
    );
    expect(mail.text).toContain('Sleeve of balls × 2: CA$15.00');
    expect(mail.text).toContain('Paid now: CA$2,763.23');
    expect(mail.text).not.toContain('Due at the course');
    expect(mail.html).toContain(
      '<li>Gift certificate of CA$50.00 at Maple Ridge Golf Club for Sam Snead (sam@example.com). Message: &#34;Happy birthday!&#34;. Scheduled for Dec 5, 2026.</li>',
    );
    expect(mail.attachments).toEqual([]);
  });

  it('says a delivered gift certificate was sent', () => {
    const sent = { ...storeOrder, giftCertificates: [{ ...storeOrder.giftCertificates![0]!, delivered: true }] };
    expect(confirmationMail(sent, { id: 3, name: 'Maple Ridge' }, 'en').text).toContain('Sent on Dec 5, 2026.');
  });

  it('writes the purchases in the language asked', () => {
    const french = confirmationMail(storeOrder, { id: 3, name: 'Maple Ridge' }, 'fr');
    expect(french.subject).toBe('Merci pour votre commande (commande FW-ABCDEFGH)');
    expect(french.text).toContain('Merci pour votre commande. Voici vos achats\u00a0:');
    expect(french.text).toContain('Prochaine échéance le 1 janv. 2027.');
    expect(french.text).toContain('Envoi prévu le 5 déc. 2026.');
    const german = confirmationMail(storeOrder, { id: 3, name: 'Maple Ridge' }, 'de');
    expect(german.text).toContain('Mitgliedschaft „Gold“ bei Maple Ridge Golf Club');
    expect(german.text).toContain('Versand geplant am 5. Dez. 2026.');
    const spanish = confirmationMail(storeOrder, { id: 3, name: 'Maple Ridge' }, 'es');
    expect(spanish.text).toContain('Gracias por su pedido. Esto es lo que ha comprado:');
    expect(spanish.text).toContain('Cuota de inscripción única:');
  });

  it('shows both parts of a mixed order: the tee times with their calendar entries, then what else it bought', () => {
    const mixed = { ...storeOrder, reservations: [reservation], dueAtCourse: 26020 };
    const mail = confirmationMail(mixed, { id: 3, name: 'Maple Ridge' }, 'en');
    expect(mail.subject).toBe('Your booking is confirmed (order FW-ABCDEFGH)');
    expect(mail.template).toBe('booking-confirmation');
    const text = mail.text;
    expect(text.indexOf('Here are your tee times:')).toBeLessThan(text.indexOf('Confirmation number ABCD2345'));
    expect(text.indexOf('Confirmation number ABCD2345')).toBeLessThan(text.indexOf('Also in this order:'));
    expect(text.indexOf('Also in this order:')).toBeLessThan(text.indexOf('Membership "Gold"'));
    expect(text).toContain('Sleeve of balls × 2: CA$15.00');
    expect(text).toContain('Due at the course: CA$260.20');
    expect(mail.attachments).toHaveLength(1);
  });

  it('tells a staff booking as made by the course, with what was paid at the pro shop', () => {
    const mail = confirmationMail(
      { ...order, paidNow: 27120, dueAtCourse: 0 },
      { id: 3, name: 'Maple Ridge' },
      'es',
      {},
      { bookedBy: 'staff' },
    );
    expect(mail.template).toBe('staff-booking');
    expect(mail.text).toContain('Maple Ridge ha reservado esta salida para usted:');
    expect(mail.text).toMatch(/Pagado en la tienda del campo: 271,20\sCAD/);
    expect(mail.attachments![0]!.content).toContain('UID:ABCD2345@fairway');
  });
});

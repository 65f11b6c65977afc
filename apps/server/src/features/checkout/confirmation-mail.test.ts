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
    expect(reservationCalendar({ ...reservation, teetime: '2026-07-14T09:10' }, 'Maple Ridge')).toContain('DTSTART:20260714T131000Z');
    expect(reservationCalendar(reservation, 'Maple Ridge')).toContain('UID:ABCD2345@fairway');
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

  it('writes each tee time at the course, in the language asked', () => {
    const inGerman = confirmationMail(order, { id: 3, name: 'Maple Ridge' }, 'de');
    expect(inGerman.text).toContain('Maple Ridge Golf Club: Mo., 14. Dez. 2026, 09:10, 3 Spieler, Prime.');
    const summer = { ...order, reservations: [{ ...reservation, teetime: '2026-07-14T16:05', timeZone: 'America/Phoenix' }] };
    expect(confirmationMail(summer, { id: 3, name: 'Maple Ridge' }, 'en').text).toContain('Maple Ridge Golf Club: Tue, Jul 14, 2026, 4:05 PM, 3 player(s), Prime.');
  });
});

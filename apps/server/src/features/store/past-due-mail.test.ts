import { describe, expect, it } from 'vitest';
import { pastDueMail } from './past-due-mail.ts';

describe('the past-due membership e-mail', () => {
  it("speaks the member's language, with the amount in its currency and locale", () => {
    const mail = pastDueMail({ plan: 'Gold', priceCents: 12_500, currencyCode: 'CAD', attempts: 3, language: 'fr' });
    expect(mail.language).toBe('fr');
    expect(mail.subject).toBe('Le paiement de votre abonnement Gold est en retard');
    expect(mail.text).toContain('125,00');
    expect(mail.text).toContain('après 3 tentatives');
  });

  it('falls back to English and escapes the plan name in HTML', () => {
    const mail = pastDueMail({
      plan: 'Gold <b>&</b>',
      priceCents: 5_000,
      currencyCode: 'USD',
      attempts: 3,
      language: 'it',
    });
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('We could not charge $50.00 for your Gold <b>&</b> membership after 3 attempts.');
    expect(mail.html).toContain('Gold &#60;b&#62;&#38;&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
  });
});

import { describe, expect, it } from 'vitest';
import { mailLanguage, renderMail } from './mail-templates.ts';

describe('renderMail', () => {
  it('renders HTML and text in each language with the link', () => {
    for (const language of ['en', 'fr', 'es', 'de'] as const) {
      for (const template of ['verify-email', 'password-reset'] as const) {
        const mail = renderMail(template, language, {
          name: 'Ada',
          engineName: 'Harbor Pines',
          link: 'http://x/y?a=1&b=2',
        });
        expect(mail.text).toContain('http://x/y?a=1&b=2');
        expect(mail.html).toContain('href="http://x/y?a=1&#38;b=2"');
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.text).toContain('Harbor Pines');
      }
    }
    expect(renderMail('password-reset', 'de', { name: 'A', engineName: 'E', link: 'l' }).subject).toBe(
      'Setzen Sie Ihr Passwort zurück',
    );
  });

  it('escapes names in HTML', () => {
    expect(renderMail('verify-email', 'en', { name: '<b>', engineName: 'E', link: 'l' }).html).toContain('&#60;b&#62;');
  });

  it('falls back to English', () => {
    expect(mailLanguage('it')).toBe('en');
    expect(mailLanguage('fr')).toBe('fr');
  });
});

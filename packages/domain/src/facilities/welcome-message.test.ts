import { describe, expect, it } from 'vitest';
import { chooseWelcomeMessage, formatWelcomeMessage } from './welcome-message.ts';

const settings = {
  welcomeMessage: 'Welcome to the club',
  tempWelcomeMessage: { message: 'Course closed for aeration', from: '2026-11-20', to: '2026-11-22' },
};

describe('chooseWelcomeMessage', () => {
  it('uses the temporary message when today is within from and to', () => {
    expect(chooseWelcomeMessage(settings, new Date('2026-11-21T15:00:00Z'), 'America/New_York')).toBe(
      'Course closed for aeration',
    );
  });

  it('includes both the from and the to day', () => {
    expect(chooseWelcomeMessage(settings, new Date('2026-11-20T05:00:00Z'), 'America/New_York')).toBe(
      'Course closed for aeration',
    );
    expect(chooseWelcomeMessage(settings, new Date('2026-11-23T04:59:00Z'), 'America/New_York')).toBe(
      'Course closed for aeration',
    );
  });

  it('uses the permanent message outside the window', () => {
    expect(chooseWelcomeMessage(settings, new Date('2026-11-19T12:00:00Z'), 'America/New_York')).toBe(
      'Welcome to the club',
    );
    expect(chooseWelcomeMessage(settings, new Date('2026-11-23T12:00:00Z'), 'America/New_York')).toBe(
      'Welcome to the club',
    );
  });

  it('judges "today" in the facility time zone, not in UTC', () => {
    // 03:00 UTC on the 23rd is still the 22nd in New York (inside) and in Phoenix (inside),
    // but already the 23rd in Paris (outside).
    const now = new Date('2026-11-23T03:00:00Z');
    expect(chooseWelcomeMessage(settings, now, 'America/New_York')).toBe('Course closed for aeration');
    expect(chooseWelcomeMessage(settings, now, 'Europe/Paris')).toBe('Welcome to the club');
    // 02:00 UTC on the 20th is still the 19th in Phoenix (outside).
    expect(chooseWelcomeMessage(settings, new Date('2026-11-20T02:00:00Z'), 'America/Phoenix')).toBe(
      'Welcome to the club',
    );
  });

  it('ignores a temporary message without text or without dates', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    expect(
      chooseWelcomeMessage(
        { ...settings, tempWelcomeMessage: { ...settings.tempWelcomeMessage, message: '' } },
        now,
        'UTC',
      ),
    ).toBe('Welcome to the club');
    expect(
      chooseWelcomeMessage(
        { ...settings, tempWelcomeMessage: { ...settings.tempWelcomeMessage, to: null } },
        now,
        'UTC',
      ),
    ).toBe('Welcome to the club');
  });

  it('accepts full ISO date-times as bounds', () => {
    const withTimes = {
      tempWelcomeMessage: { message: 'Temp', from: '2026-11-21T00:00:00', to: '2026-11-21T00:00:00' },
    };
    expect(chooseWelcomeMessage(withTimes, new Date('2026-11-21T20:00:00Z'), 'UTC')).toBe('Temp');
  });

  it('returns null when there is no message at all', () => {
    expect(chooseWelcomeMessage({}, new Date(), 'UTC')).toBeNull();
  });
});

describe('formatWelcomeMessage', () => {
  it('decodes entities and turns paragraphs into spans', () => {
    expect(formatWelcomeMessage('&lt;p class=&quot;lead&quot;&gt;Fore &amp; welcome&lt;/p&gt;')).toBe(
      '<span class="lead">Fore & welcome</span>',
    );
    expect(formatWelcomeMessage('<p>One</p><P>Two</P>')).toBe('<span>One</span><span>Two</span>');
  });

  it('leaves other tags such as <pre> alone', () => {
    expect(formatWelcomeMessage('<pre>x</pre>')).toBe('<pre>x</pre>');
  });
});

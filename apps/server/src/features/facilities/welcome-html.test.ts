import { formatWelcomeMessage } from '@fairway/domain/facilities/welcome-message';
import { describe, expect, it } from 'vitest';
import { sanitizeWelcomeMessage, welcomeHtml } from './welcome-html.ts';

const show = (stored: string) => sanitizeWelcomeMessage(formatWelcomeMessage(stored));

describe('sanitizeWelcomeMessage', () => {
  it('keeps inline formatting and turns paragraphs into spans', () => {
    expect(show('<p>Welcome to <strong>Pine Valley</strong>!</p>')).toBe(
      '<span>Welcome to <strong>Pine Valley</strong>!</span>',
    );
  });

  it('removes scripts, handlers, styles, iframes and forms', () => {
    const html = show(
      '<img src=x onerror=alert(1)><script>alert(2)</script><b onclick="alert(3)" style="position:fixed">Hi</b>' +
        '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="card"></form>' +
        '<a href="javascript:alert(4)">link</a><style>body{display:none}</style>',
    );
    expect(html).toBe('<b>Hi</b>link');
  });

  it('removes markup that was entity-encoded in storage', () => {
    expect(show('&lt;img src=x onerror=alert(1)&gt;&lt;p&gt;Open today&lt;/p&gt;')).toBe('<span>Open today</span>');
  });

  it('keeps an ampersand and a lone less-than sign as text', () => {
    expect(show('Buy 2 &amp;amp; save: 1 &lt; 2')).toBe('Buy 2 &amp; save: 1 &lt; 2');
  });
});

describe('welcomeHtml', () => {
  const appearance = {
    welcomeMessage: '<p>Welcome</p>',
    tempWelcomeMessage: { message: '<p>Aeration <em>today</em></p>', from: '2026-07-10', to: '2026-07-11' },
  };

  it('shows the temporary message on its days in the course time zone, else the permanent one', () => {
    // 23:30 on the 9th in New York is already the 10th in UTC: still the permanent message.
    expect(welcomeHtml(appearance, new Date('2026-07-10T03:30:00Z'), 'America/New_York')).toBe('<span>Welcome</span>');
    expect(welcomeHtml(appearance, new Date('2026-07-10T12:00:00Z'), 'America/New_York')).toBe(
      '<span>Aeration <em>today</em></span>',
    );
    expect(welcomeHtml(appearance, new Date('2026-07-12T12:00:00Z'), 'America/New_York')).toBe('<span>Welcome</span>');
  });

  it('includes both end dates, and east of UTC the last day ends earlier', () => {
    // 02:00 UTC on the 12th is still the 11th (the last day) in New York, already the 12th in Tokyo.
    expect(welcomeHtml(appearance, new Date('2026-07-12T02:00:00Z'), 'America/New_York')).toBe(
      '<span>Aeration <em>today</em></span>',
    );
    expect(welcomeHtml(appearance, new Date('2026-07-11T16:00:00Z'), 'Asia/Tokyo')).toBe('<span>Welcome</span>');
  });

  it('is null without a message, or when nothing is left after sanitising', () => {
    expect(welcomeHtml({}, new Date(), 'UTC')).toBeNull();
    expect(welcomeHtml({ welcomeMessage: '<script>alert(1)</script>' }, new Date(), 'UTC')).toBeNull();
  });

  it('falls back to UTC for an unknown time zone', () => {
    expect(welcomeHtml(appearance, new Date('2026-07-10T12:00:00Z'), 'Mars/Olympus')).toBe(
      '<span>Aeration <em>today</em></span>',
    );
  });
});

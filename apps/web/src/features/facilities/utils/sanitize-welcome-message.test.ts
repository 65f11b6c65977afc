import { formatWelcomeMessage } from '@fairway/domain/facilities/welcome-message';
import { describe, expect, it } from 'vitest';
import { sanitizeWelcomeMessage } from './sanitize-welcome-message.ts';

const show = (stored: string) => sanitizeWelcomeMessage(formatWelcomeMessage(stored));

describe('sanitizeWelcomeMessage', () => {
  it('keeps inline formatting and turns paragraphs into spans', () => {
    expect(show('<p>Welcome to <strong>Pine Valley</strong>!</p>')).toBe('<span>Welcome to <strong>Pine Valley</strong>!</span>');
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
});

import { describe, expect, it } from 'vitest';
import { acceptHostMessage, resolveAllowedOrigins } from './message-filter.ts';
import { detectParentOrigin } from './frame-detection.ts';

const parent = {} as Window;
const allowed = resolveAllowedOrigins(['self', 'https://*.pine-valley.example'], 'https://book.fairway.example');
const preview = { ns: 'fairway', v: 1, type: 'css-preview', theme: { primaryColor: '#112233' } };

describe('acceptHostMessage', () => {
  it('accepts a valid message from the parent at an allowed origin', async () => {
    expect(
      await acceptHostMessage(
        { data: preview, origin: 'https://www.pine-valley.example', source: parent },
        allowed,
        parent,
      ),
    ).toEqual(preview);
    expect(
      await acceptHostMessage(
        { data: preview, origin: 'https://book.fairway.example', source: parent },
        allowed,
        parent,
      ),
    ).toEqual(preview);
  });

  it('rejects a foreign origin', async () => {
    expect(
      await acceptHostMessage({ data: preview, origin: 'https://evil.example', source: parent }, allowed, parent),
    ).toBeNull();
    expect(
      await acceptHostMessage(
        { data: preview, origin: 'http://www.pine-valley.example', source: parent },
        allowed,
        parent,
      ),
    ).toBeNull();
  });

  it('rejects a message from another window than the parent', async () => {
    expect(
      await acceptHostMessage(
        { data: preview, origin: 'https://www.pine-valley.example', source: {} as Window },
        allowed,
        parent,
      ),
    ).toBeNull();
  });

  it('rejects invalid payloads', async () => {
    const bad = [
      { ...preview, ns: 'other' },
      { ...preview, v: 2 },
      { ...preview, theme: { primaryColor: 'red;background:url(x)' } },
      { ...preview, theme: { headerImage: 'javascript:alert(1)' } },
      { ...preview, extra: true },
      'css-preview',
    ];
    for (const data of bad)
      expect(
        await acceptHostMessage({ data, origin: 'https://www.pine-valley.example', source: parent }, allowed, parent),
      ).toBeNull();
  });
});

describe('detectParentOrigin', () => {
  it('prefers ancestorOrigins, then the referrer', () => {
    expect(detectParentOrigin({ ancestorOrigins: ['https://a.example'], referrer: 'https://b.example/page' })).toBe(
      'https://a.example',
    );
    expect(detectParentOrigin({ ancestorOrigins: [], referrer: 'https://b.example/page?x=1' })).toBe(
      'https://b.example',
    );
    expect(detectParentOrigin({ referrer: '' })).toBeNull();
  });
});

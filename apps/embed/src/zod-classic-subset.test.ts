import { inject, describe, expect, it } from 'vitest';
import { parseAppToHostMessage, parseHostToAppMessage } from '@fairway/contract/host-bridge.contract';
import { themePatchSchema } from '@fairway/contract/theme.contract';

// embed.js bundles the contract with `zod` resolved to ./zod-classic-subset.ts (see build-options.mjs).
// This differential test loads the contract bundled that way and checks it accepts, refuses and
// explains exactly what the contract with real zod does, so the small bundle cannot drift from the contract.
interface Probe {
  parseAppToHostMessage: typeof parseAppToHostMessage;
  parseHostToAppMessage: typeof parseHostToAppMessage;
  themePatchSchema: typeof themePatchSchema;
}
const probe = new Function(inject('contractProbeBundle'))() as Probe;

const env = { ns: 'fairway', v: 1 };
const appMessages: unknown[] = [
  { ...env, type: 'ready', alias: 'demo' },
  { ...env, type: 'ready' },
  { ...env, type: 'ready', alias: 7 },
  { ...env, type: 'frame-height', height: 0 },
  { ...env, type: 'frame-height', height: 640 },
  { ...env, type: 'frame-height', height: 100_000 },
  { ...env, type: 'frame-height', height: 100_001 },
  { ...env, type: 'frame-height', height: -1 },
  { ...env, type: 'frame-height', height: 10.5 },
  { ...env, type: 'frame-height', height: Number.NaN },
  { ...env, type: 'frame-height', height: Number.POSITIVE_INFINITY },
  { ...env, type: 'frame-height', height: '640' },
  { ...env, type: 'frame-height', height: 640, extra: 1 },
  { ...env, type: 'scroll-to-top' },
  { ...env, type: 'scroll-to-top', top: 0 },
  { ...env, type: 'redirect', url: 'https://pay.example/3ds?x=1' },
  { ...env, type: 'redirect', url: 'http://pay.example/' },
  { ...env, type: 'redirect', url: 'HTTPS://pay.example/' },
  { ...env, type: 'redirect', url: 'javascript:alert(1)' },
  { ...env, type: 'redirect', url: ' https://pay.example/' },
  { ...env, type: 'redirect', url: `https://pay.example/${'a'.repeat(4100)}` },
  { ...env, type: 'iframeSaysHi' },
  { ...env, type: 'unknown' },
  { ns: 'fairway', v: 2, type: 'scroll-to-top' },
  { ns: 'other', v: 1, type: 'scroll-to-top' },
  { v: 1, type: 'scroll-to-top' },
  { type: 'scroll-to-top' },
  Object.assign(Object.create({ inherited: true }) as object, { ...env, type: 'scroll-to-top' }),
  [],
  'scroll-to-top',
  null,
  undefined,
  42,
];
const themes: unknown[] = [
  {},
  { primaryColor: '#1f5f3a', secondaryColor: '#ABC' },
  { primaryColor: '#12345' },
  { primaryColor: 'red' },
  { primaryColor: '#fff;} body{display:none' },
  { primaryColor: null },
  { noResultsColor: null },
  { headerImage: '/images/hero.jpg', backgroundImage: 'https://cdn.example/bg.png' },
  { headerImage: 'javascript:alert(1)' },
  { headerImage: 'https://x.example/a.jpg")' },
  { headerImage: `/${'a'.repeat(2048)}` },
  { salesBanner: 'Twilight rates after 3 pm' },
  { salesBanner: 'x'.repeat(501) },
  { salesBanner: null },
  { salesBanner: 5 },
  { unknownField: 1 },
  { primaryColor: '#000000', unknownField: 1 },
  null,
  'theme',
];
const hostMessages: unknown[] = [
  { ...env, type: 'iframeSaysHi' },
  ...themes.map((theme) => ({ ...env, type: 'css-preview', theme })),
  ...themes.map((theme) => ({ ...env, type: 'theme-updated', theme })),
  { ...env, type: 'frame-height', height: 1 },
];

describe('the contract bundled with the zod classic subset', () => {
  it.each(appMessages.map((data) => [data]))('parses app message %j like the contract', (data) => {
    expect(probe.parseAppToHostMessage(data)).toEqual(parseAppToHostMessage(data));
  });

  it.each(hostMessages.map((data) => [data]))('parses host message %j like the contract', (data) => {
    expect(probe.parseHostToAppMessage(data)).toEqual(parseHostToAppMessage(data));
  });

  it.each(themes.map((theme) => [theme]))('validates theme patch %j with the same issues', (theme) => {
    const expected = themePatchSchema.safeParse(theme);
    const actual = probe.themePatchSchema.safeParse(theme);
    expect(actual.success).toBe(expected.success);
    expect(actual.data).toEqual(expected.data);
    expect(actual.error?.issues).toEqual(expected.error?.issues);
  });

  it('accepts some and refuses some of each corpus, so the comparison means something', () => {
    const accepted = appMessages.filter((data) => parseAppToHostMessage(data) !== null).length;
    expect(accepted).toBeGreaterThan(4);
    expect(accepted).toBeLessThan(appMessages.length - 10);
  });
});

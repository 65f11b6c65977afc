import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import { GATEWAY_LANGUAGES, GATEWAY_TEXT, gatewayLanguageOf, type GatewayText } from './gateway-page-text.ts';
import { HOSTED_CARD_SCRIPT } from './hosted-card-script.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

let server: TestServer;
let gateway: SandboxGateway;
const clock = new Date('2026-11-21T08:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  if (!(server.app.payments instanceof SandboxGateway)) throw new Error('expected the sandbox gateway');
  gateway = server.app.payments;
});
afterAll(() => server.close());

async function checkoutToken(): Promise<string> {
  return (await gateway.createCardCheckout('page-test', 'http://127.0.0.1/account')).token;
}

async function pageText(path: string, headers: Record<string, string> = {}) {
  const response = await server.get(path, headers);
  return { status: response.status, html: await response.text() };
}

/** The JSON the hosted page hands its script, decoded from the data-text attribute. */
function scriptTextOf(html: string) {
  const encoded = /data-text="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(encoded.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))) as Pick<
    GatewayText,
    'saving' | 'saved' | 'errors' | 'cardMessages'
  >;
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('the gateway pages in the golfer’s language', () => {
  it('has every text in every language, none left empty or in English by mistake', () => {
    const english = leafKeys(GATEWAY_TEXT.en).sort();
    for (const language of GATEWAY_LANGUAGES) {
      expect(leafKeys(GATEWAY_TEXT[language]).sort()).toEqual(english);
      for (const key of english) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], GATEWAY_TEXT[language]);
        expect(typeof value === 'string' && value.trim().length > 0, `${language}.${key}`).toBe(true);
      }
    }
    expect(GATEWAY_TEXT.fr.cardMessages.number).not.toBe(GATEWAY_TEXT.en.cardMessages.number);
    expect(GATEWAY_TEXT.de.save).not.toBe(GATEWAY_TEXT.en.save);
  });

  it('starts the expiry on next month, never a past one (it started on 01/2026)', async () => {
    const { html } = await pageText(`/sandbox/gateway/card?token=${await checkoutToken()}`);
    // The clock is pinned to 2026-11-21: the form starts on 12/2026.
    expect(/<select id="expirationMonth"[^>]*>.*?<\/select>/s.exec(html)?.[0]).toMatch(/<option value="12" selected>/);
    expect(/<select id="expirationYear"[^>]*>.*?<\/select>/s.exec(html)?.[0]).toMatch(/<option value="2026" selected>/);
    expect(html.match(/ selected>/g)).toHaveLength(3); // month, year and the country
  });

  it('picks the lang parameter, then Accept-Language, then English', () => {
    expect(gatewayLanguageOf('fr', 'de-DE,de;q=0.9')).toBe('fr');
    expect(gatewayLanguageOf('es-MX', undefined)).toBe('es');
    expect(gatewayLanguageOf('zz', 'it-IT, de-CH;q=0.8')).toBe('de');
    expect(gatewayLanguageOf(undefined, undefined)).toBe('en');
  });

  it('serves the hosted card page in French with lang=fr: labels, button, §5 messages and <html lang>', async () => {
    const token = await checkoutToken();
    const { status, html } = await pageText(`/sandbox/gateway/card?token=${token}&lang=fr`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<label for="number">Numéro de carte</label>');
    expect(html).toContain('<label for="cvv">Code de sécurité</label>');
    expect(html).toContain('>Royaume-Uni</option>');
    expect(html).toContain('<button type="submit">Enregistrer la carte</button>');
    const text = scriptTextOf(html);
    expect(text.cardMessages.number).toBe('Veuillez saisir un numéro de carte de crédit valide');
    expect(text.saved).toBe('Carte se terminant par {lastFour} enregistrée.');
    expect(text.errors.RATE_LIMITED).toContain('Trop de tentatives');
  });

  it('follows Accept-Language without lang, and falls back to English', async () => {
    const german = await pageText(`/sandbox/gateway/card?token=${await checkoutToken()}`, {
      'accept-language': 'de-DE,de;q=0.9,en;q=0.5',
    });
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('<label for="postalCode">Postleitzahl</label>');
    const english = await pageText(`/sandbox/gateway/card?token=${await checkoutToken()}&lang=xx`);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<label for="number">Card number</label>');
    expect(scriptTextOf(english.html).cardMessages.cvv).toBe('Please enter a valid CVV code');
  });

  it('says in the golfer’s language that a used card entry is over (404)', async () => {
    const token = await checkoutToken();
    await gateway.tokenise(token, TEST_CARD);
    const { status, html } = await pageText(`/sandbox/gateway/card?token=${token}&lang=es`);
    expect(status).toBe(404);
    expect(html).toContain(GATEWAY_TEXT.es.sessionGone);
    expect(html).not.toContain('id="card-form"');
  });

  it('answers a malformed token with a 400 and a malformed lang in English, never a 500', async () => {
    const long = await pageText(`/sandbox/gateway/card?token=${'x'.repeat(300)}`);
    expect(long.status).toBe(400);
    const repeated = await fetch(`${server.baseUrl}/sandbox/gateway/card?token=a&token=b`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_CARD),
    });
    expect(repeated.status).toBe(400);
    const odd = await pageText(`/sandbox/gateway/card?token=${await checkoutToken()}&lang=${'fr'.repeat(40)}&lang=de`);
    expect(odd.status).toBe(200);
    expect(odd.html).toContain('<html lang="en">');
  });

  it('serves the challenge page in Spanish with the amount in Spanish format', async () => {
    const card = await gateway.tokenise(await checkoutToken(), { ...TEST_CARD, number: '4000000000003220' });
    const payment = await gateway.authorize({
      cardToken: card.token,
      amountCents: 123456,
      currency: 'USD',
      returnUrl: '/payment-authorization',
      idempotencyKey: `challenge-es-${Date.now()}`,
    });
    const { status, html } = await pageText(`${payment.redirectUrl!}?lang=es`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Autentique su pago</h1>');
    const amount = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(1234.56);
    expect(html).toContain(`Su banco le pide que confirme un pago de <strong>${amount}</strong>.`);
    expect(html).toContain('>Completar la autenticación</button>');
  });
});

describe('the hosted card page script', () => {
  it('is sent brotli- or gzip-compressed as the client accepts, with Vary, and plain otherwise', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await server.get('/sandbox/gateway/hosted-card.js', { 'accept-encoding': accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(response.headers.get('content-type'), accept).toMatch(/javascript/);
      expect(await response.text(), accept).toBe(HOSTED_CARD_SCRIPT);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { gatewayUrl } from './gateway-url.ts';

describe('gatewayUrl', () => {
  it('makes the gateway path absolute and adds the golfer’s language, keeping the token', () => {
    expect(gatewayUrl('/sandbox/gateway/card?token=cs_1', 'fr', 'http://localhost:3000')).toBe(
      'http://localhost:3000/sandbox/gateway/card?token=cs_1&lang=fr',
    );
    expect(gatewayUrl('/sandbox/gateway/challenge/pay_1', 'de-CH', 'http://localhost:3000')).toBe(
      'http://localhost:3000/sandbox/gateway/challenge/pay_1?lang=de',
    );
  });

  it('falls back to English for a language the gateway does not know, and replaces a stale lang', () => {
    expect(gatewayUrl('/sandbox/gateway/card?token=cs_1', 'it', 'http://localhost:3000')).toBe(
      'http://localhost:3000/sandbox/gateway/card?token=cs_1&lang=en',
    );
    expect(gatewayUrl('/sandbox/gateway/card?lang=es&token=cs_1', 'fr', 'http://localhost:3000')).toBe(
      'http://localhost:3000/sandbox/gateway/card?lang=fr&token=cs_1',
    );
  });

  it('leaves a processor’s page on another origin as it was given (Stripe’s 3-D Secure redirect)', () => {
    const stripe =
      'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x';
    expect(gatewayUrl(stripe, 'fr', 'http://localhost:3000')).toBe(stripe);
  });
});

// Test support only: a test server whose card processor is Stripe, pointed at a local stand-in.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import { gatewayLedger } from '../../../db/schema/payments.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { StripeProvider } from './stripe-provider.ts';
import type { StripeSettings } from './stripe-settings.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in.ts';

const TEST_SECRET_KEY = 'sk_test_fairwayStandIn0001';
const TEST_PUBLISHABLE_KEY = 'pk_test_fairwayStandIn0001';
const TEST_WEBHOOK_SECRET = 'whsec_fairwayStandIn0001';

/** A test server on Stripe, the stand-in it calls, and a client of the stand-in that plays the browser's Payment Element. */
export interface StripeTestBed {
  server: TestServer;
  standIn: StripeStandIn;
  provider: StripeProvider;
  /** The SDK as the browser's Payment Element would use it (here with the secret key: same endpoints). */
  browser: Stripe;
  db: () => Database;
  close(): Promise<void>;
}

/** The env that makes a test server use Stripe at the stand-in. */
function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: TEST_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: standIn.baseUrl,
  };
}

export async function startStripeTestBed(now?: () => Date): Promise<StripeTestBed> {
  const standIn = await startStripeStandIn();
  const server = await startTestServer({ env: stripeEnv(standIn), now });
  const provider = server.app.payments;
  if (!(provider instanceof StripeProvider)) throw new Error('expected the Stripe provider');
  const browser = new Stripe(TEST_SECRET_KEY, {
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    server,
    standIn,
    provider,
    browser,
    db: () => server.app.db,
    async close() {
      await server.close();
      await standIn.close();
    },
  };
}

/** A provider on the same database and stand-in with its own retry and timeout settings (failure tests). */
export function providerWith(bed: StripeTestBed, settings: Partial<StripeSettings>): StripeProvider {
  return new StripeProvider(bed.db(), () => new Date(), { ...bed.provider.settings, ...settings });
}

/** A card entered through the Payment Element with one of Stripe's test PaymentMethods; its vault token (pm_…). */
export async function enterCard(
  bed: StripeTestBed,
  testPaymentMethod: string,
  reference = 'stripe-test',
): Promise<string> {
  const checkout = await bed.provider.createCardCheckout(reference, 'http://127.0.0.1/account');
  await bed.browser.setupIntents.confirm(checkout.token, { payment_method: testPaymentMethod });
  const card = await bed.provider.cardOfCheckout(checkout.token, reference);
  if (!card) throw new Error('the card entry did not vault a card');
  return card.token;
}

/** A payment's ledger entries, oldest first, as `kind:amount`. */
export async function ledgerOf(db: Database, paymentId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(gatewayLedger)
    .where(eq(gatewayLedger.paymentId, paymentId))
    .orderBy(gatewayLedger.id);
  return rows.map((row) => `${row.kind}:${row.amountCents}`);
}

/** Posts an event to the webhook route signed as Stripe signs it (the SDK's test helper); `secret` to sign it wrong. */
export async function postEvent(
  bed: StripeTestBed,
  event: unknown,
  secret = TEST_WEBHOOK_SECRET,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const signature = bed.browser.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${bed.server.baseUrl}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

/** The stand-in's last event of a type about a PaymentIntent (by the object's id or payment_intent). */
export function lastEvent(standIn: StripeStandIn, type: string, paymentIntentId: string): Record<string, unknown> {
  const event = standIn.events.findLast((candidate) => {
    const object = (candidate.data as { object: Record<string, unknown> }).object;
    return candidate.type === type && (object.id === paymentIntentId || object.payment_intent === paymentIntentId);
  });
  if (!event) throw new Error(`no ${type} event for ${paymentIntentId}`);
  return event;
}

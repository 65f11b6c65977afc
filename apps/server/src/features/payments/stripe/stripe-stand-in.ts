// Test support only (never imported by production code): a local stand-in of the parts of Stripe's
// HTTP API the Stripe adapter calls, so the official SDK can be tested with no network. It answers
// with the shapes of Stripe's API reference (the SDK's generated types, from stripe/openapi) and
// keeps state: customers, SetupIntents, PaymentMethods, PaymentIntents, charges, refunds,
// disputes and the events a webhook endpoint would receive. It also does what Stripe does that
// an adapter must survive: declines by test payment method, 3-D Secure (requires_action), an
// Idempotency-Key's replay (and a 400 idempotency_error for another body), injected 429s, 500s
// and slow answers.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** What a test payment method does when a PaymentIntent is confirmed with it (Stripe's testing docs). */
type Behaviour = 'approve' | 'decline' | 'insufficient_funds' | 'expired_card' | 'authentication_required';

interface TestCard {
  brand: string;
  last4: string;
  behaviour: Behaviour;
}

/** Stripe's test PaymentMethod ids (docs.stripe.com/testing) and what each does. */
const TEST_PAYMENT_METHODS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'approve' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'approve' },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: 'approve' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_visa_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', behaviour: 'expired_card' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: 'authentication_required' },
};

const DECLINE_MESSAGES: Record<
  Exclude<Behaviour, 'approve'>,
  { code: string; decline_code: string; message: string }
> = {
  decline: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired_card: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
};

/** A failure the next matching requests get instead of their answer. */
export type InjectedFailure =
  | { kind: 'rate_limit'; shouldRetry?: boolean }
  | { kind: 'api_error' }
  /** The request is carried out, then its answer is held this long (longer than the SDK's timeout: a timeout). */
  | { kind: 'slow'; delayMs: number };

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (id: string) =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` });

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Parses Stripe's form encoding (`a[b][0]=c`) into nested objects and arrays. */
function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Json;
}

/** Objects whose keys are 0..n-1 become arrays (`expand[0]=x`). */
function arraysOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const mapped = entries.map(([key, inner]) => [key, arraysOf(inner)] as const);
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) return mapped.map(([, v]) => v);
  return Object.fromEntries(mapped);
}

const asInt = (value: unknown): number | undefined =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

interface PaymentIntentState extends Json {
  id: string;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  status: string;
  latest_charge: string | null;
  payment_method: string | null;
}

interface ChargeState extends Json {
  id: string;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
}

interface Remembered {
  requestHash: string;
  status: number;
  body: Json;
}

/** A running stand-in: its address for the SDK, its state and its failure switches for the tests. */
export class StripeStandIn {
  readonly customers = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json & { behaviour: Behaviour }>();
  readonly paymentIntents = new Map<string, PaymentIntentState>();
  readonly charges = new Map<string, ChargeState>();
  readonly refunds = new Map<string, Json>();
  /** Every event Stripe would send a webhook endpoint, oldest first. */
  readonly events: Json[] = [];
  /** Every request received (method and path), for assertions on calls. */
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  private readonly idempotency = new Map<string, Remembered>();
  private readonly failures: InjectedFailure[] = [];
  private server: Server | undefined;
  port = 0;

  /** Where the SDK is pointed: `new Stripe(key, { host, port, protocol: 'http' })`. */
  get host(): string {
    return '127.0.0.1';
  }

  get baseUrl(): string {
    return `http://${this.host}:${this.port}`;
  }

  /** Listens on loopback, on `port` (default: a free one). */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(port, this.host, resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next request(s) fail this way (one entry per request, in order). */
  failNext(...failures: InjectedFailure[]): void {
    this.failures.push(...failures);
  }

  /** The browser's visit to the 3-D Secure page: the issuer approves or refuses the challenge. */
  completeAuthentication(paymentIntentId: string, approved: boolean): PaymentIntentState {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent) throw missing(paymentIntentId);
    if (intent.status !== 'requires_action') return intent;
    intent.next_action = null;
    if (approved) this.authorise(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
      this.emit('payment_intent.payment_failed', intent);
    }
    return intent;
  }

  /** The card holder disputes a charge (as Stripe's test card 4000000000000259 would). */
  dispute(paymentIntentId: string): Json {
    const intent = this.paymentIntents.get(paymentIntentId);
    const charge = intent?.latest_charge ? this.charges.get(intent.latest_charge) : undefined;
    if (!intent || !charge) throw missing(paymentIntentId);
    charge.disputed = true;
    const dispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: charge.amount_captured,
      currency: intent.currency,
      charge: charge.id,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      created: nowSeconds(),
      livemode: false,
      metadata: {},
    };
    this.emit('charge.dispute.created', dispute);
    return dispute;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.baseUrl);
    const method = request.method ?? 'GET';
    const body =
      method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString());
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method, path: url.pathname, idempotencyKey });
    const send = (status: number, payload: Json, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
      response.end(JSON.stringify(payload));
    };
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const failure = this.failures.shift();
    if (failure?.kind === 'rate_limit') {
      send(
        429,
        {
          error: {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message:
              'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
          },
        },
        failure.shouldRetry ? { 'stripe-should-retry': 'true' } : {},
      );
      return;
    }
    if (failure?.kind === 'api_error') {
      send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      return;
    }
    const answer = this.answer(method, url.pathname, body, idempotencyKey);
    const deliver = () => send(answer.status, answer.body, answer.headers);
    if (failure?.kind === 'slow') setTimeout(deliver, failure.delayMs);
    else deliver();
  }

  /** The answer to a request; a POST with a known Idempotency-Key gets the first answer again. */
  private answer(
    method: string,
    path: string,
    body: Json,
    idempotencyKey: string | undefined,
  ): { status: number; body: Json; headers: Record<string, string> } {
    const requestHash = createHash('sha256')
      .update(`${method} ${path} ${JSON.stringify(body)}`)
      .digest('hex');
    if (method === 'POST' && idempotencyKey) {
      const first = this.idempotency.get(idempotencyKey);
      if (first && first.requestHash !== requestHash) {
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          },
          headers: {},
        };
      }
      if (first) return { status: first.status, body: first.body, headers: { 'idempotent-replayed': 'true' } };
    }
    let status = 200;
    let payload: Json;
    try {
      payload = this.route(method, path, body);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      payload = { error: error.body };
    }
    // Stripe saves the answer of a request that began executing (a decline too), not of one refused before it.
    if (method === 'POST' && idempotencyKey && status !== 404)
      this.idempotency.set(idempotencyKey, { requestHash, status, body: structuredClone(payload) });
    return { status, body: payload, headers: {} };
  }

  private route(method: string, path: string, body: Json): Json {
    const parts = path.split('/').filter(Boolean);
    const [version, resource, id, action] = parts;
    if (version !== 'v1') throw missing(path);
    const expand = asList(body.expand);
    if (resource === 'customers' && method === 'POST' && !id) return this.createCustomer(body);
    if (resource === 'customers' && method === 'GET' && id) return this.found(this.customers, id);
    if (resource === 'setup_intents' && method === 'POST' && !id) return this.createSetupIntent(body);
    if (resource === 'setup_intents' && id && method === 'GET') return this.setupIntentView(id, expand);
    if (resource === 'setup_intents' && id && action === 'confirm') return this.confirmSetupIntent(id, body);
    if (resource === 'payment_methods' && id && method === 'GET') return this.publicMethod(id);
    if (resource === 'payment_methods' && id && action === 'detach') return this.detach(id);
    if (resource === 'payment_methods' && id && method === 'POST' && !action) return this.updateMethod(id, body);
    if (resource === 'payment_intents' && method === 'POST' && !id) return this.createPaymentIntent(body);
    if (resource === 'payment_intents' && id && method === 'GET') return this.intentView(id, expand);
    if (resource === 'payment_intents' && id && action === 'capture') return this.capture(id, body);
    if (resource === 'payment_intents' && id && action === 'cancel') return this.cancel(id, body);
    if (resource === 'refunds' && method === 'POST' && !id) return this.refund(body);
    throw missing(path);
  }

  private found<T>(map: Map<string, T>, id: string): T {
    const value = map.get(id);
    if (!value) throw missing(id);
    return value;
  }

  private emit(type: string, object: Json): void {
    this.events.push({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  private createCustomer(body: Json): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: (body.email as string | undefined) ?? null,
      name: (body.name as string | undefined) ?? null,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: (body.metadata as Json | undefined) ?? {},
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSetupIntent(body: Json): Json {
    const customer = body.customer as string | undefined;
    if (customer && !this.customers.has(customer)) throw missing(customer);
    const id = newId('seti');
    const intent = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      customer: customer ?? null,
      livemode: false,
      metadata: (body.metadata as Json | undefined) ?? {},
      next_action: null,
      payment_method: null,
      allowed_payment_method_types: asList(body.allowed_payment_method_types).length
        ? asList(body.allowed_payment_method_types)
        : null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
      usage: (body.usage as string | undefined) ?? 'off_session',
    };
    this.setupIntents.set(id, intent);
    return intent;
  }

  /** What the Payment Element does in the browser: confirms the SetupIntent with the card typed (a test PaymentMethod here). */
  private confirmSetupIntent(id: string, body: Json): Json {
    const intent = this.found(this.setupIntents, id);
    if (intent.status !== 'requires_payment_method')
      throw invalid(`You cannot confirm this SetupIntent because it has a status of ${String(intent.status)}.`, {
        code: 'setup_intent_unexpected_state',
      });
    const source = String(body.payment_method ?? '');
    const card = TEST_PAYMENT_METHODS[source];
    if (!card) throw missing(source);
    const billing = (body.payment_method_data as Json | undefined)?.billing_details as Json | undefined;
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: nowSeconds(),
      customer: intent.customer,
      livemode: false,
      metadata: {},
      billing_details: {
        name: (billing?.name as string | undefined) ?? 'Pat Golfer',
        email: null,
        phone: null,
        address: {
          line1: '1 Fairway Drive',
          line2: null,
          city: 'Springfield',
          state: 'OR',
          postal_code: '97477',
          country: 'US',
          ...((billing?.address as Json | undefined) ?? {}),
        },
      },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        country: 'US',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        fingerprint: createHash('sha256').update(source).digest('hex').slice(0, 16),
        funding: 'credit',
        last4: card.last4,
      },
      behaviour: card.behaviour,
    };
    this.paymentMethods.set(method.id, method);
    Object.assign(intent, { payment_method: method.id, status: 'succeeded' });
    this.emit('setup_intent.succeeded', intent);
    return intent;
  }

  private setupIntentView(id: string, expand: string[]): Json {
    const intent = this.found(this.setupIntents, id);
    const method = intent.payment_method as string | null;
    return expand.includes('payment_method') && method
      ? { ...intent, payment_method: this.publicMethod(method) }
      : intent;
  }

  private publicMethod(id: string): Json {
    const { behaviour: _behaviour, ...method } = this.found(this.paymentMethods, id);
    return method;
  }

  private detach(id: string): Json {
    const method = this.found(this.paymentMethods, id);
    if (!method.customer)
      throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
    method.customer = null;
    return this.publicMethod(id);
  }

  private updateMethod(id: string, body: Json): Json {
    const method = this.found(this.paymentMethods, id);
    const card = method.card as Json;
    const update = (body.card as Json | undefined) ?? {};
    if (update.exp_month !== undefined) card.exp_month = asInt(update.exp_month);
    if (update.exp_year !== undefined) card.exp_year = asInt(update.exp_year);
    const billing = body.billing_details as Json | undefined;
    if (billing) {
      const details = method.billing_details as Json;
      if (billing.name !== undefined) details.name = billing.name;
      if (billing.address) details.address = { ...(details.address as Json), ...(billing.address as Json) };
    }
    return this.publicMethod(id);
  }

  private createPaymentIntent(body: Json): Json {
    const amount = asInt(body.amount);
    if (!amount || amount < 1) throw invalid('Invalid positive integer', { param: 'amount' });
    const currency = String(body.currency ?? '').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency', { param: 'currency' });
    const methodId = body.payment_method as string | undefined;
    const method = methodId ? this.paymentMethods.get(methodId) : undefined;
    if (methodId && !method) throw missing(methodId);
    if (method && body.customer && method.customer !== body.customer)
      throw invalid(
        `The provided PaymentMethod ${String(methodId)} was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.`,
      );
    const id = newId('pi');
    const intent: PaymentIntentState = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: (body.capture_method as string | undefined) ?? 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency,
      customer: (body.customer as string | undefined) ?? null,
      description: (body.description as string | undefined) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (body.metadata as Json | undefined) ?? {},
      next_action: null,
      allowed_payment_method_types: asList(body.allowed_payment_method_types).length
        ? asList(body.allowed_payment_method_types)
        : null,
      payment_method: methodId ?? null,
      payment_method_types: ['card'],
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
    };
    this.paymentIntents.set(id, intent);
    if (body.confirm === 'true' && method) this.confirm(intent, method, body);
    return this.intentView(id, asList(body.expand));
  }

  private confirm(intent: PaymentIntentState, method: { behaviour: Behaviour }, body: Json): void {
    const offSession = body.off_session === 'true';
    if (method.behaviour === 'authentication_required' && !offSession) {
      const returnUrl = String(body.return_url ?? '');
      if (!returnUrl) throw invalid('A return_url is required to confirm a PaymentIntent that may redirect.');
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.baseUrl}/3ds/authenticate/${intent.id}`, return_url: returnUrl },
      };
      this.emit('payment_intent.requires_action', intent);
      return;
    }
    if (method.behaviour !== 'approve') {
      const decline = DECLINE_MESSAGES[method.behaviour];
      const charge = this.newCharge(intent, 'failed');
      intent.status = 'requires_payment_method';
      intent.latest_charge = charge.id;
      intent.last_payment_error = { type: 'card_error', ...decline, charge: charge.id, payment_method: method };
      this.emit('payment_intent.payment_failed', intent);
      throw new StripeError(402, {
        type: 'card_error',
        ...decline,
        charge: charge.id,
        doc_url: `https://stripe.com/docs/error-codes/${decline.code.replaceAll('_', '-')}`,
        payment_intent: this.intentView(intent.id, []),
      });
    }
    this.authorise(intent);
  }

  /** An approved authorisation: a charge holds the amount until it is captured. */
  private authorise(intent: PaymentIntentState): void {
    const charge = this.newCharge(intent, 'succeeded');
    intent.latest_charge = charge.id;
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
      this.emit('payment_intent.amount_capturable_updated', intent);
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      charge.amount_captured = intent.amount;
      charge.captured = true;
      this.emit('payment_intent.succeeded', intent);
    }
  }

  private newCharge(intent: PaymentIntentState, status: 'succeeded' | 'failed'): ChargeState {
    const charge: ChargeState = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      created: nowSeconds(),
      currency: intent.currency,
      customer: intent.customer,
      disputed: false,
      livemode: false,
      metadata: {},
      paid: status === 'succeeded',
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: false,
      status,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  private intentView(id: string, expand: string[]): Json {
    const intent = this.found(this.paymentIntents, id);
    const copy = structuredClone(intent) as Json;
    if (expand.includes('latest_charge') && intent.latest_charge)
      copy.latest_charge = structuredClone(this.charges.get(intent.latest_charge));
    return copy;
  }

  private unexpectedState(intent: PaymentIntentState, action: string): StripeError {
    return invalid(
      `This PaymentIntent could not be ${action} because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${action}: ${action === 'captured' ? 'requires_capture' : 'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing'}.`,
      { code: 'payment_intent_unexpected_state', payment_intent: structuredClone(intent) },
    );
  }

  private capture(id: string, body: Json): Json {
    const intent = this.found(this.paymentIntents, id);
    if (intent.status !== 'requires_capture') throw this.unexpectedState(intent, 'captured');
    const amount = body.amount_to_capture === undefined ? intent.amount_capturable : asInt(body.amount_to_capture);
    if (!amount || amount > intent.amount_capturable)
      throw invalid('The amount to capture must be less than or equal to the amount capturable.', {
        code: 'amount_too_large',
        param: 'amount_to_capture',
      });
    const charge = this.found(this.charges, intent.latest_charge ?? '');
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    Object.assign(charge, { amount_captured: amount, captured: true });
    this.emit('charge.captured', charge);
    this.emit('payment_intent.succeeded', intent);
    return this.intentView(id, asList(body.expand));
  }

  private cancel(id: string, body: Json): Json {
    const intent = this.found(this.paymentIntents, id);
    if (['succeeded', 'canceled'].includes(intent.status)) throw this.unexpectedState(intent, 'canceled');
    Object.assign(intent, {
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: nowSeconds(),
      cancellation_reason: (body.cancellation_reason as string | undefined) ?? 'requested_by_customer',
      next_action: null,
    });
    this.emit('payment_intent.canceled', intent);
    return this.intentView(id, asList(body.expand));
  }

  private refund(body: Json): Json {
    const intentId = String(body.payment_intent ?? '');
    const intent = this.found(this.paymentIntents, intentId);
    if (intent.status !== 'succeeded')
      throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    const charge = this.found(this.charges, intent.latest_charge ?? '');
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = body.amount === undefined ? left : asInt(body.amount);
    if (left === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!amount || amount > left)
      throw invalid(`Refund amount (${String(amount)}) is greater than unrefunded amount on charge (${String(left)})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: (body.metadata as Json | undefined) ?? {},
      payment_intent: intent.id,
      reason: (body.reason as string | undefined) ?? null,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    this.emit('refund.created', refund);
    this.emit('charge.refunded', charge);
    return refund;
  }
}

/** Starts a stand-in on a free loopback port. */
export function startStripeStandIn(): Promise<StripeStandIn> {
  return new StripeStandIn().start();
}

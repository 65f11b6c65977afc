import { CARD_TOKEN_TYPE_ID, type DeclineCode, type PaymentResult } from '@fairway/contract/payments.contract';
import {
  CARD_BRANDS,
  CARD_COUNTRIES,
  type CardBrand,
  type CardCountry,
} from '@fairway/domain/payments/card-validation';
import Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import type {
  AuthorizeInput,
  CardCheckout,
  PaymentProvider,
  VaultedCard,
  VaultedCardUpdate,
} from '../payment-provider.ts';
import * as sandboxRepo from '../sandbox-gateway.repository.ts';
import { declineCodeOf, declinedIntentOf, domainErrorOf } from './stripe-errors.ts';
import * as mirror from './stripe-mirror.repository.ts';
import type { StripeSettings } from './stripe-settings.ts';

/** Where the web app shows Stripe's Payment Element for a SetupIntent (the next step: apps/web loads @stripe/stripe-js there). */
const STRIPE_CARD_ENTRY_PATH = '/payment-element';

/** How long a card-entry session (a SetupIntent) is accepted for a wallet or a cart. */
const CHECKOUT_TTL_MS = 30 * 60_000;
/** How long Stripe keeps an online card authorisation capturable (docs.stripe.com/payments/place-a-hold-on-a-payment-method). */
const AUTHORIZATION_TTL_MS = 7 * 24 * 3_600_000;
/** The metadata key naming the merchant reference (customer public id, `cart:<id>`, …) on Stripe's objects. */
const REFERENCE = 'fairway_reference';

/** The Stripe SDK pointed where the settings say (the API, or the tests' stand-in). */
function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: settings.timeoutMs ?? 20_000,
    appInfo: { name: 'Fairway' },
    ...(settings.apiBase ?? {}),
  });
}

/** A PaymentIntent's status in the sandbox's words (what the mirror and the spec's statuses are made from). */
function mirrorStatusOf(intent: Stripe.PaymentIntent): string {
  switch (intent.status) {
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'processing':
      return 'staged';
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      // Stripe cancels an authorisation left uncaptured past its window by itself ('automatic').
      return intent.cancellation_reason === 'automatic' ? 'expired' : 'voided';
    default:
      // requires_payment_method after a confirmation: the card was declined or failed its challenge.
      return 'declined';
  }
}

const SPEC_STATUS: Record<string, PaymentResult['status']> = {
  requires_action: 'redirect_required',
  staged: 'staged',
  authorized: 'authorized',
  captured: 'captured',
  voided: 'voided',
  declined: 'declined',
  expired: 'expired',
};

const chargeOf = (intent: Stripe.PaymentIntent): Stripe.Charge | null =>
  intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A PaymentIntent (its latest charge expanded) as the mirror keeps it. */
function snapshotOf(intent: Stripe.PaymentIntent, returnUrl: string | null): mirror.PaymentSnapshot {
  const status = mirrorStatusOf(intent);
  const error = intent.last_payment_error;
  const captured = intent.amount_received;
  return {
    id: intent.id,
    cardToken: idOf(intent.payment_method) ?? '',
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    status,
    declineCode: status === 'declined' ? declineCodeOf(error?.code, error?.decline_code) : null,
    capturedCents: captured,
    refundedCents: Math.min(captured, chargeOf(intent)?.amount_refunded ?? 0),
    returnUrl,
    expiresAt: new Date(intent.created * 1000 + AUTHORIZATION_TTL_MS),
  };
}

/** The spec's payment result of a mirrored payment (the redirect from the PaymentIntent's next_action). */
function resultOf(row: mirror.PaymentSnapshot, intent?: Stripe.PaymentIntent): PaymentResult {
  let status = SPEC_STATUS[row.status] ?? 'declined';
  if (row.status === 'captured' && row.refundedCents > 0)
    status = row.refundedCents >= row.capturedCents ? 'refunded' : 'partially_refunded';
  return {
    paymentId: row.id,
    status,
    amountCents: row.amountCents,
    currency: row.currency,
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    declineCode: (row.declineCode as DeclineCode | null) ?? null,
    redirectUrl: status === 'redirect_required' ? (intent?.next_action?.redirect_to_url?.url ?? null) : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const brandOf = (brand: string | undefined): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown';

/** Stripe's ISO country (GB) as the spec's card country (UK); a country the spec has no form for reads as US. */
function countryOf(country: string | null | undefined): CardCountry {
  const spec = country === 'GB' ? 'UK' : (country ?? '');
  return (CARD_COUNTRIES as readonly string[]).includes(spec) ? (spec as CardCountry) : 'US';
}

/** A PaymentMethod's public details as the vault row the wallet and checkout read. */
function cardRowOf(method: Stripe.PaymentMethod, reference: string, now: Date): sandboxRepo.GatewayCardRow {
  const address = method.billing_details.address;
  return {
    token: method.id,
    reference,
    brand: brandOf(method.card?.brand),
    lastFour: method.card?.last4 ?? '0000',
    expirationMonth: method.card?.exp_month ?? 1,
    expirationYear: (method.card?.exp_year ?? 0) % 100,
    name: method.billing_details.name ?? '',
    address: [address?.line1, address?.line2].filter(Boolean).join(', '),
    postalCode: (address?.postal_code ?? '').toUpperCase(),
    countryCode: countryOf(address?.country),
    behaviour: 'stripe',
    fingerprint: method.card?.fingerprint ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

function vaulted(row: sandboxRepo.GatewayCardRow): VaultedCard {
  return {
    token: row.token,
    brand: row.brand as CardBrand,
    lastFour: row.lastFour,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    countryCode: row.countryCode as CardCountry,
  };
}

const isWebUrl = (url: string) => /^https?:\/\//.test(url);

/**
 * The card processor on Stripe (PAYMENT_PROVIDER=stripe). Card entry is Stripe's Payment Element
 * on a SetupIntent of the reference's Customer, so no card data reaches the application; an
 * authorisation is a PaymentIntent with capture_method manual, confirmed with the saved
 * PaymentMethod; capture, cancel (void) and refunds by amount follow; 3-D Secure is the
 * PaymentIntent's redirect_to_url. Every call carries the payment workflow's Idempotency-Key,
 * and every answer is merged into the gateway tables (stripe-mirror.repository.ts), as the
 * webhook's events are (stripe-webhook.routes.ts).
 */
export class StripeProvider implements PaymentProvider {
  readonly stripe: Stripe;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    readonly settings: StripeSettings,
    stripe?: Stripe,
  ) {
    this.stripe = stripe ?? stripeClient(settings);
  }

  async createCardCheckout(reference: string, originUrl: string): Promise<CardCheckout> {
    const customer = await this.customerFor(reference);
    const intent = await this.call(false, () =>
      this.stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { [REFERENCE]: reference },
      }),
    );
    const clientSecret = intent.client_secret ?? '';
    await sandboxRepo.insertCheckoutSession(this.db, {
      token: intent.id,
      reference,
      originUrl,
      expiresAt: new Date(this.now().getTime() + CHECKOUT_TTL_MS),
    });
    // The fragment never reaches a server: the page that mounts the Payment Element reads it.
    const fragment = new URLSearchParams({
      client_secret: clientSecret,
      publishable_key: this.settings.publishableKey,
    });
    return {
      token: intent.id,
      checkoutUrl: `${STRIPE_CARD_ENTRY_PATH}?setup_intent=${encodeURIComponent(intent.id)}#${fragment.toString()}`,
      tokenTypeId: CARD_TOKEN_TYPE_ID,
      paymentElement: { publishableKey: this.settings.publishableKey, clientSecret },
    };
  }

  async cardOfCheckout(checkoutToken: string, reference: string): Promise<VaultedCard | null> {
    const session = await sandboxRepo.findCheckoutSessionCard(this.db, checkoutToken);
    if (!session || session.reference !== reference) return null;
    if (session.card) return vaulted(session.card);
    const intent = await this.call(false, () =>
      this.stripe.setupIntents.retrieve(checkoutToken, { expand: ['payment_method'] }),
    );
    const method = intent.payment_method;
    if (intent.status !== 'succeeded' || !method || typeof method === 'string') return null;
    if (intent.metadata?.[REFERENCE] !== reference) return null;
    const card = cardRowOf(method, reference, this.now());
    await mirror.saveCardOfSession(this.db, checkoutToken, card);
    return vaulted(card);
  }

  tokenise(): Promise<never> {
    // Cards are typed into Stripe's Payment Element, never into a page of this server.
    return Promise.reject(new DomainError('PAYMENT_TOKEN_INVALID'));
  }

  async authorize(input: AuthorizeInput): Promise<PaymentResult> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
      throw new DomainError('BAD_REQUEST', 'The amount must be a positive number of cents');
    const card = await sandboxRepo.findCard(this.db, input.cardToken);
    if (!card) throw new DomainError('PAYMENT_TOKEN_INVALID');
    const customer = await mirror.customerOfReference(this.db, card.reference);
    const returnUrl = isWebUrl(input.returnUrl) ? input.returnUrl : null;
    // (The CVV of a saved card is re-collected by the Payment Element in the browser, never sent here: securityCode is not used.)
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: input.currency.toLowerCase(),
      payment_method: card.token,
      allowed_payment_method_types: ['card'],
      capture_method: 'manual',
      confirm: true,
      metadata: { [REFERENCE]: card.reference },
      expand: ['latest_charge'],
      ...(customer ? { customer } : {}),
      ...(input.merchantInitiated ? { off_session: true } : returnUrl ? { return_url: returnUrl } : {}),
    };
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
    } catch (error) {
      const declined = declinedIntentOf(error);
      if (!declined) throw domainErrorOf(error, true);
      intent = declined;
    }
    return resultOf(await mirror.mirrorPayment(this.db, snapshotOf(intent, returnUrl)), intent);
  }

  async capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<PaymentResult> {
    if (input.amountCents !== undefined && (!Number.isInteger(input.amountCents) || input.amountCents <= 0))
      throw new DomainError('BAD_REQUEST', 'The capture amount exceeds the authorisation');
    const intent = await this.call(false, () =>
      this.stripe.paymentIntents.capture(
        input.paymentId,
        {
          expand: ['latest_charge'],
          ...(input.amountCents === undefined ? {} : { amount_to_capture: input.amountCents }),
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.mirrored(intent);
  }

  async void(input: { paymentId: string; idempotencyKey: string }): Promise<PaymentResult> {
    const intent = await this.call(false, () =>
      this.stripe.paymentIntents.cancel(
        input.paymentId,
        { cancellation_reason: 'abandoned', expand: ['latest_charge'] },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.mirrored(intent);
  }

  async refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<PaymentResult> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
      throw new DomainError('BAD_REQUEST', 'The refund exceeds what was captured');
    await this.call(false, () =>
      this.stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.status(input.paymentId);
  }

  async status(paymentId: string): Promise<PaymentResult> {
    return this.mirrored(await this.retrieve(paymentId));
  }

  async referenceOf(paymentId: string): Promise<string | null> {
    return sandboxRepo.referenceOfPayment(this.db, paymentId);
  }

  async cardFingerprint(cardToken: string): Promise<string | null> {
    return (await sandboxRepo.findCard(this.db, cardToken))?.fingerprint ?? null;
  }

  /** A PaymentIntent as Stripe has it now, its latest charge expanded (refunds, disputes). */
  retrieve(paymentId: string): Promise<Stripe.PaymentIntent> {
    return this.call(false, () => this.stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }));
  }

  /** Merges what Stripe answered into the mirror (ledger deltas only) and answers with the merged payment. */
  mirrored(intent: Stripe.PaymentIntent): Promise<PaymentResult> {
    return this.mirrorInto(this.db, intent);
  }

  /** `mirrored` inside the caller's transaction (the webhook's, with its event claim). */
  async mirrorInto(db: Database, intent: Stripe.PaymentIntent): Promise<PaymentResult> {
    const known = await mirror.findMirroredPayment(db, intent.id);
    return resultOf(await mirror.mirrorPayment(db, snapshotOf(intent, known?.returnUrl ?? null)), intent);
  }

  /** The wallet's edit form on Stripe's copy of the card: expiry and billing details (PaymentMethods update). */
  async updateVaultedCard(cardToken: string, values: VaultedCardUpdate): Promise<void> {
    await this.call(false, () =>
      this.stripe.paymentMethods.update(cardToken, {
        card: { exp_month: values.expirationMonth, exp_year: 2000 + (values.expirationYear % 100) },
        billing_details: {
          name: values.name,
          address: {
            line1: values.address,
            postal_code: values.postalCode,
            country: values.countryCode === 'UK' ? 'GB' : values.countryCode,
          },
        },
      }),
    );
    await mirror.updateMirroredCard(this.db, cardToken, values);
  }

  /**
   * A card deleted from the wallet is detached from its Customer: it can no longer be charged. One
   * already detached (a delete retried after the wallet's row outlived the detach) or gone at
   * Stripe is done already: Stripe refuses to detach it again, which must not block the delete.
   */
  async removeVaultedCard(cardToken: string): Promise<void> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(cardToken);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
      throw domainErrorOf(error, false);
    }
    if (!method.customer) return;
    await this.call(false, () => this.stripe.paymentMethods.detach(cardToken));
  }

  /** The reference's Stripe Customer, made on its first card entry. */
  private async customerFor(reference: string): Promise<string> {
    const known = await mirror.customerOfReference(this.db, reference);
    if (known) return known;
    const customer = await this.call(false, () =>
      this.stripe.customers.create(
        { metadata: { [REFERENCE]: reference } },
        // Two racing first entries make one Customer (Stripe keeps a key 24 hours; the mirror keeps the id after).
        { idempotencyKey: `customer:${reference}` },
      ),
    );
    return mirror.rememberCustomer(this.db, reference, customer.id);
  }

  private async call<T>(authorising: boolean, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw domainErrorOf(error, authorising);
    }
  }
}

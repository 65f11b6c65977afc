import type { HostedCardResult, HostedCardSubmission, PaymentResult } from '@fairway/contract/payments.contract';

/** A hosted card-entry session: where the golfer types the card, and the token naming it. */
export interface CardCheckout {
  token: string;
  checkoutUrl: string;
  tokenTypeId: number;
  /**
   * What Stripe's Payment Element is mounted with in the browser (a processor whose card entry is
   * its own script rather than a hosted page: stripe/stripe-provider.ts); absent for the sandbox.
   */
  paymentElement?: { publishableKey: string; clientSecret: string };
}

/** A vaulted card's public details: all the application may keep. */
export interface VaultedCard {
  token: string;
  brand: HostedCardResult['brand'];
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  name: string;
  address: string;
  postalCode: string;
  countryCode: HostedCardResult['countryCode'];
}

/** The wallet edit form's fields a processor keeps a copy of (the number never changes). */
export type VaultedCardUpdate = Pick<
  VaultedCard,
  'expirationMonth' | 'expirationYear' | 'name' | 'address' | 'postalCode' | 'countryCode'
>;

/** An authorisation request; the idempotency key makes a retry return the first answer. */
export interface AuthorizeInput {
  cardToken: string;
  amountCents: number;
  currency: string;
  /** Where the challenge page returns the browser (the SPA's /payment-authorization). */
  returnUrl: string;
  idempotencyKey: string;
  /** A saved card's CVV, checked by the processor: never stored, logged or part of the idempotency hash. */
  securityCode?: string;
  /**
   * A charge the merchant starts on a card the golfer already authenticated with (a split
   * payment's guarantee): processors exempt it from a new challenge.
   */
  merchantInitiated?: boolean;
}

/**
 * What checkout, check-in, the store and the wallet need from a card processor. The sandbox
 * gateway implements it offline; a real processor can be plugged in behind the same calls.
 */
export interface PaymentProvider {
  /** Starts hosted card entry for a merchant reference (the customer); SPEC §3 token response. */
  createCardCheckout(reference: string, originUrl: string): Promise<CardCheckout>;
  /** The card a completed checkout vaulted, if the checkout is the reference's; null otherwise. */
  cardOfCheckout(checkoutToken: string, reference: string): Promise<VaultedCard | null>;
  /** Tokenises a card typed in the hosted page (called by the gateway's own page, never by the app). */
  tokenise(checkoutToken: string, card: HostedCardSubmission): Promise<HostedCardResult>;
  authorize(input: AuthorizeInput): Promise<PaymentResult>;
  capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<PaymentResult>;
  void(input: { paymentId: string; idempotencyKey: string }): Promise<PaymentResult>;
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<PaymentResult>;
  /** The payment's current status; a staged payment settles when polled after its delay. */
  status(paymentId: string): Promise<PaymentResult>;
  /** The merchant reference whose card a payment charges, or null for an unknown payment. */
  referenceOf(paymentId: string): Promise<string | null>;
  /**
   * The processor's fingerprint of a vaulted card's number (as real processors expose it): the
   * same for the same card in every vault entry, whoever typed it, and useless for anything but
   * comparing. Null for an unknown token or a card vaulted before fingerprints existed.
   */
  cardFingerprint(cardToken: string): Promise<string | null>;
  /**
   * Copies the wallet's edit of a card (expiry, billing details) to a processor that keeps its own
   * copy (Stripe's PaymentMethod). Optional: the sandbox's vault has nothing the wallet shows, so
   * it leaves these out and the wallet's row is the only copy.
   */
  updateVaultedCard?(cardToken: string, values: VaultedCardUpdate): Promise<void>;
  /** Makes a card deleted from the wallet unchargeable at a processor that keeps it (Stripe detaches it); optional, as above. */
  removeVaultedCard?(cardToken: string): Promise<void>;
}

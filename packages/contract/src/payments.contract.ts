import type { CardBrand, CardCountry } from '@fairway/domain/payments/card-validation';
import { z } from 'zod';

/** Where the sandbox gateway's hosted card page lives (served by the server, shown in an iframe). */
export const SANDBOX_GATEWAY_PATH = '/sandbox/gateway';

/** Token type of a hosted-card token (SPEC §3 / §9 default 5). */
export const CARD_TOKEN_TYPE_ID = 5;

/** Payment statuses (SPEC §4): redirect-required sends the browser to redirectUrl; staged is polled until final. */
export const PAYMENT_STATUSES = [
  'redirect_required',
  'staged',
  'authorized',
  'captured',
  'partially_refunded',
  'refunded',
  'voided',
  'declined',
  'expired',
] as const;

/** Why a payment was declined. */
const DECLINE_CODES = ['card_declined', 'insufficient_funds', 'expired_card', 'authentication_failed'] as const;
/** One of DECLINE_CODES. */
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** A payment as the provider reports it. */
export const paymentResultSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  currency: z.string(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  declineCode: z.enum(DECLINE_CODES).nullable(),
  redirectUrl: z.string().nullable(),
  expiresAt: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * What the hosted card page posts to the gateway (never to an /api route): the card itself.
 * Only the gateway sees the number and CVV; it answers with a token.
 */
export const hostedCardSubmissionSchema = z.object({
  number: z.string().max(40),
  cvv: z.string().max(8),
  expirationMonth: z.string().max(2),
  expirationYear: z.string().max(4),
  name: z.string().max(120),
  address: z.string().max(200),
  postalCode: z.string().max(16),
  countryCode: z.string().max(2),
});
export type HostedCardSubmission = z.infer<typeof hostedCardSubmissionSchema>;

/** The gateway's answer to a hosted card submission: the card's token and its public details. */
export interface HostedCardResult {
  token: string;
  tokenTypeId: number;
  brand: CardBrand;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  countryCode: CardCountry;
}

/** Messages between the app and the hosted card iframe (SPEC §7: the app posts it the payment URL). */
export const HOSTED_CARD_MESSAGES = {
  /** app → iframe: the checkout URL the card is for. */
  paymentUrl: 'fairway:payment-url',
  /** iframe → app: the card was tokenised. */
  tokenised: 'fairway:card-tokenised',
  /** iframe → app: the page's content height in CSS pixels, so the frame can show it without inner scrolling. */
  height: 'fairway:hosted-card-height',
} as const;

import { createHmac, randomBytes } from 'node:crypto';
import {
  CARD_TOKEN_TYPE_ID,
  SANDBOX_GATEWAY_PATH,
  type DeclineCode,
  type HostedCardResult,
  type HostedCardSubmission,
  type PaymentResult,
} from '@fairway/contract/payments.contract';
import {
  cardBrandOf,
  cardDigits,
  fullYear,
  isExpiryCurrent,
  validateCardForm,
  type CardCountry,
} from '@fairway/domain/payments/card-validation';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type KeyToClaim, runIdempotent, runIdempotentWith, runIdempotentWrite } from './idempotency.ts';
import type { AuthorizeInput, CardCheckout, PaymentProvider, VaultedCard } from './payment-provider.ts';
import * as repo from './sandbox-gateway.repository.ts';
import { behaviourOf } from './test-cards.ts';

/** Timings of the sandbox gateway. */
export interface SandboxGatewayOptions {
  /** How long a hosted card-entry session stays open (default 30 minutes). */
  checkoutTtlMs?: number;
  /** How long an authorisation can be captured (default 7 days). */
  authorizationTtlMs?: number;
  /** How long an authenticated payment stays staged before it settles (default 2 s). */
  stagedMs?: number;
  /** The key card fingerprints are keyed with (default: the sandbox's own, SANDBOX_FINGERPRINT_KEY). */
  fingerprintKey?: string;
}

/** The sandbox's fingerprint key: a real processor keeps its own, per merchant account, on its side. */
const SANDBOX_FINGERPRINT_KEY = 'fairway-sandbox-card-fingerprint-v1';

/** A card number's fingerprint: HMAC-SHA256 of its digits under the key (the number cannot be recovered from it). */
function cardFingerprintOf(digits: string, key: string): string {
  return createHmac('sha256', key).update(digits).digest('base64url');
}

// Vaulted cards kept by token (oldest dropped first).
const CARD_MEMO_SIZE = 10_000;

const DECLINES: Partial<Record<string, DeclineCode>> = {
  decline: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
};

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

const STATUS_OF_ROW: Record<string, PaymentResult['status']> = {
  requires_action: 'redirect_required',
  staged: 'staged',
  authorized: 'authorized',
  captured: 'captured',
  voided: 'voided',
  declined: 'declined',
  expired: 'expired',
};

function toResult(
  row: Pick<
    repo.GatewayPaymentRow,
    'id' | 'status' | 'amountCents' | 'currency' | 'capturedCents' | 'refundedCents' | 'declineCode' | 'expiresAt'
  >,
): PaymentResult {
  let status = STATUS_OF_ROW[row.status] ?? 'declined';
  if (row.status === 'captured' && row.refundedCents > 0)
    status = row.refundedCents === row.capturedCents ? 'refunded' : 'partially_refunded';
  return {
    paymentId: row.id,
    status,
    amountCents: row.amountCents,
    currency: row.currency,
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    declineCode: (row.declineCode as DeclineCode | null) ?? null,
    redirectUrl: row.status === 'requires_action' ? `${SANDBOX_GATEWAY_PATH}/challenge/${row.id}` : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

function vaulted(row: repo.GatewayCardRow): VaultedCard {
  return {
    token: row.token,
    brand: row.brand as VaultedCard['brand'],
    lastFour: row.lastFour,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    countryCode: row.countryCode as CardCountry,
  };
}

/**
 * The built-in sandbox processor: hosted card entry, a vault of tokens, authorisations that
 * expire, 3-D Secure-style challenges, captures, voids and refunds, each recorded in its own
 * ledger and each idempotent by key.
 */
export class SandboxGateway implements PaymentProvider {
  private readonly checkoutTtlMs: number;
  private readonly authorizationTtlMs: number;
  private readonly stagedMs: number;
  private readonly fingerprintKey: string;
  private readonly cards = new Map<string, repo.GatewayCardRow>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    options: SandboxGatewayOptions = {},
  ) {
    this.checkoutTtlMs = options.checkoutTtlMs ?? 30 * 60_000;
    this.authorizationTtlMs = options.authorizationTtlMs ?? 7 * 24 * 3_600_000;
    this.stagedMs = options.stagedMs ?? 2_000;
    this.fingerprintKey = options.fingerprintKey ?? SANDBOX_FINGERPRINT_KEY;
  }

  async createCardCheckout(reference: string, originUrl: string): Promise<CardCheckout> {
    const token = randomId('cs');
    await repo.insertCheckoutSession(this.db, {
      token,
      reference,
      originUrl,
      expiresAt: new Date(this.now().getTime() + this.checkoutTtlMs),
    });
    return {
      token,
      checkoutUrl: `${SANDBOX_GATEWAY_PATH}/card?token=${encodeURIComponent(token)}`,
      tokenTypeId: CARD_TOKEN_TYPE_ID,
    };
  }

  async tokenise(checkoutToken: string, card: HostedCardSubmission): Promise<HostedCardResult> {
    const now = this.now();
    const fields = validateCardForm(card, now);
    const digits = cardDigits(card.number);
    if (Object.keys(fields).length > 0 || digits === null) throw new DomainError('CARD_INVALID', undefined, { fields });
    const vault = {
      token: randomId('card'),
      brand: cardBrandOf(digits),
      lastFour: digits.slice(-4),
      expirationMonth: Number(card.expirationMonth),
      expirationYear: fullYear(Number(card.expirationYear)) % 100,
      name: card.name.trim(),
      address: card.address.trim(),
      postalCode: card.postalCode.trim().toUpperCase(),
      countryCode: card.countryCode,
      behaviour: behaviourOf(digits),
      fingerprint: cardFingerprintOf(digits, this.fingerprintKey),
    };
    // One statement claims the session and vaults the card: one round trip, and no session claimed without its card.
    const reference = await repo.vaultCardOfSession(this.db, checkoutToken, now, vault);
    if (reference === null) throw new DomainError('PAYMENT_TOKEN_INVALID');
    const { token, brand, lastFour, expirationMonth, expirationYear, countryCode } = vaulted({
      ...vault,
      reference,
      createdAt: now,
      updatedAt: now,
    });
    return { token, tokenTypeId: CARD_TOKEN_TYPE_ID, brand, lastFour, expirationMonth, expirationYear, countryCode };
  }

  async cardOfCheckout(checkoutToken: string, reference: string): Promise<VaultedCard | null> {
    // The session and its card in one statement; the card is kept for the authorisation and fingerprint after it.
    const row = await repo.findCheckoutSessionCard(this.db, checkoutToken);
    if (!row || row.reference !== reference || !row.card) return null;
    this.remember(row.card);
    return vaulted(row.card);
  }

  async authorize(input: AuthorizeInput): Promise<PaymentResult> {
    const { idempotencyKey, securityCode, ...body } = input;
    if (!Number.isInteger(body.amountCents) || body.amountCents <= 0)
      throw new DomainError('BAD_REQUEST', 'The amount must be a positive number of cents');
    const now = this.now();
    const card = await this.card(this.db, body.cardToken);
    if (!card) throw new DomainError('PAYMENT_TOKEN_INVALID');
    // The sandbox keeps no CVV to compare with: a saved card's code must only have the brand's length.
    if (
      securityCode !== undefined &&
      !(/^\d+$/.test(securityCode) && securityCode.length === (card.brand === 'amex' ? 4 : 3))
    ) {
      throw new DomainError('CARD_INVALID', 'Please enter a valid CVV code', { fields: { cvv: 'cvv' } });
    }
    const expired = !isExpiryCurrent(card.expirationMonth, card.expirationYear, now);
    const decline = expired ? 'expired_card' : DECLINES[card.behaviour];
    const payment = {
      id: randomId('pay'),
      cardToken: card.token,
      amountCents: body.amountCents,
      currency: body.currency,
      status: decline
        ? 'declined'
        : card.behaviour === 'authentication_required' && !body.merchantInitiated
          ? 'requires_action'
          : 'authorized',
      declineCode: decline ?? null,
      returnUrl: body.returnUrl,
      expiresAt: new Date(now.getTime() + this.authorizationTtlMs),
    };
    if (payment.status === 'requires_action') {
      return runIdempotent(this.db, 'authorize', idempotencyKey, body, async (tx) =>
        toResult(await repo.insertPayment(tx, payment)),
      );
    }
    // The key, the payment, its ledger entry and the key's answer in one statement: the answer is known before the write.
    const result = toResult({ ...payment, capturedCents: 0, refundedCents: 0 });
    return runIdempotentWrite(this.db, 'authorize', idempotencyKey, body, result, (claim) =>
      repo.claimKeyAndInsertPayment(this.db, claim, payment, decline ? 'decline' : 'authorization'),
    );
  }

  /** The challenge page's answer: approved → staged (polled until authorized), else declined. */
  async completeChallenge(
    paymentId: string,
    approved: boolean,
  ): Promise<{ result: PaymentResult; returnUrl: string | null }> {
    return this.db.transaction(async (tx) => {
      const row = await repo.lockPayment(tx, paymentId);
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.status !== 'requires_action') return { result: toResult(row), returnUrl: row.returnUrl };
      const now = this.now();
      const updated = approved
        ? await repo.updatePayment(tx, paymentId, {
            status: 'staged',
            settlesAt: new Date(now.getTime() + this.stagedMs),
          })
        : await repo.updatePayment(tx, paymentId, { status: 'declined', declineCode: 'authentication_failed' });
      await repo.appendLedger(tx, paymentId, approved ? 'authorization' : 'decline', row.amountCents);
      return { result: toResult(updated), returnUrl: row.returnUrl };
    });
  }

  capture(input: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<PaymentResult> {
    const { idempotencyKey, ...body } = input;
    return runIdempotentWith(
      this.db,
      'capture',
      idempotencyKey,
      body,
      this.claimAndLock(body.paymentId),
      async (tx, { answerWith }, locked) => {
        const row = await this.settled(tx, locked);
        if (row.status !== 'authorized')
          throw new DomainError('CONFLICT', `A ${toResult(row).status} payment cannot be captured`);
        const amount = body.amountCents ?? row.amountCents;
        if (!Number.isInteger(amount) || amount <= 0 || amount > row.amountCents)
          throw new DomainError('BAD_REQUEST', 'The capture amount exceeds the authorisation');
        const set = { status: 'captured', capturedCents: amount };
        const result = toResult({ ...row, ...set });
        await repo.captureWithLedgerAndCommit(tx, row.id, amount, answerWith(result));
        return result;
      },
    );
  }

  void(input: { paymentId: string; idempotencyKey: string }): Promise<PaymentResult> {
    const { idempotencyKey, ...body } = input;
    return runIdempotentWith(
      this.db,
      'void',
      idempotencyKey,
      body,
      this.claimAndLock(body.paymentId),
      async (tx, _answer, locked) => {
        const row = await this.settled(tx, locked);
        if (row.status !== 'authorized' && row.status !== 'staged')
          throw new DomainError('CONFLICT', `A ${toResult(row).status} payment cannot be voided`);
        const updated = await repo.updatePaymentWithLedger(
          tx,
          row.id,
          { status: 'voided' },
          { kind: 'void', amountCents: row.amountCents },
        );
        return toResult(updated);
      },
    );
  }

  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<PaymentResult> {
    const { idempotencyKey, ...body } = input;
    return runIdempotentWith(
      this.db,
      'refund',
      idempotencyKey,
      body,
      this.claimAndLock(body.paymentId),
      async (tx, _answer, locked) => {
        const row = await this.settled(tx, locked);
        if (row.status !== 'captured')
          throw new DomainError('CONFLICT', `A ${toResult(row).status} payment cannot be refunded`);
        if (
          !Number.isInteger(body.amountCents) ||
          body.amountCents <= 0 ||
          row.refundedCents + body.amountCents > row.capturedCents
        ) {
          throw new DomainError('BAD_REQUEST', 'The refund exceeds what was captured');
        }
        const updated = await repo.updatePayment(tx, row.id, { refundedCents: row.refundedCents + body.amountCents });
        await repo.appendLedger(tx, row.id, 'refund', body.amountCents);
        return toResult(updated);
      },
    );
  }

  status(paymentId: string): Promise<PaymentResult> {
    return this.db.transaction(async (tx) => toResult(await this.settled(tx, await repo.lockPayment(tx, paymentId))));
  }

  async referenceOf(paymentId: string): Promise<string | null> {
    return repo.referenceOfPayment(this.db, paymentId);
  }

  async cardFingerprint(cardToken: string): Promise<string | null> {
    return (await this.card(this.db, cardToken))?.fingerprint ?? null;
  }

  /** A vaulted card: a vault entry never changes once written, so the rows read are kept (a bounded memo) and a checkout reads its card once. */
  private async card(db: Database, cardToken: string): Promise<repo.GatewayCardRow | undefined> {
    const known = this.cards.get(cardToken);
    if (known) return known;
    const row = await repo.findCard(db, cardToken);
    if (row) this.remember(row);
    return row;
  }

  private remember(card: repo.GatewayCardRow): void {
    // A Map iterates in insertion order: its first key is the oldest card remembered.
    const [oldest] = this.cards.keys();
    if (this.cards.size >= CARD_MEMO_SIZE && oldest !== undefined) this.cards.delete(oldest);
    this.cards.set(card.token, card);
  }

  /** The idempotency key's claim for an operation on a payment, with the payment's lock in the same statement. */
  private claimAndLock(paymentId: string) {
    return (tx: Database, key: KeyToClaim) => repo.claimKeyAndLockPayment(tx, key, paymentId);
  }

  /** A locked payment with time applied: a staged payment settles, an old authorisation expires. */
  private async settled(tx: Database, row: repo.GatewayPaymentRow | undefined): Promise<repo.GatewayPaymentRow> {
    if (!row) throw new DomainError('NOT_FOUND');
    const now = this.now();
    if (row.status === 'staged' && row.settlesAt && row.settlesAt <= now)
      return repo.updatePayment(tx, row.id, { status: 'authorized', settlesAt: null });
    if (row.status === 'authorized' && row.expiresAt <= now) {
      const expired = await repo.updatePayment(tx, row.id, { status: 'expired' });
      await repo.appendLedger(tx, row.id, 'expiry', row.amountCents);
      return expired;
    }
    return row;
  }
}

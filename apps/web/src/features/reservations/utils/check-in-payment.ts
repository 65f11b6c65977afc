import { isExpiryCurrent, isValidCvv, type CardBrand, type CardField } from '@fairway/domain/payments/card-validation';

/** A saved card as the check-in form needs it. */
export interface CheckInCard {
  walletOptionId: string;
  type: CardBrand;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  isDefault: boolean;
}

/** What the pay-and-check-in form holds. */
export interface CheckInPaymentValues {
  playerCount: number;
  /** A saved card, or null for a new card typed in the gateway's hosted page. */
  walletOptionId: string | null;
  securityCode: string;
  /** The hosted page's token once a new card was entered. */
  paymentToken: string | null;
}

/** The first failing check: a card-form field whose §5 message is shown, or the player count. */
export type CheckInPaymentError = { kind: 'card'; field: CardField } | { kind: 'players' };

/**
 * SPEC §5 check-in payment: one rule set for a wallet card (chosen, not expired, CVV of its
 * brand), another for a new card (entered in the hosted page); the first failure wins.
 */
export function validateCheckInPayment(
  values: CheckInPaymentValues,
  cards: readonly CheckInCard[],
  maxPlayers: number,
  now: Date,
): CheckInPaymentError | null {
  if (!Number.isInteger(values.playerCount) || values.playerCount < 1 || values.playerCount > maxPlayers)
    return { kind: 'players' };
  if (values.walletOptionId !== null) {
    const card = cards.find((candidate) => candidate.walletOptionId === values.walletOptionId);
    if (!card) return { kind: 'card', field: 'number' };
    if (!isExpiryCurrent(card.expirationMonth, card.expirationYear, now))
      return { kind: 'card', field: 'expirationMonth' };
    if (!isValidCvv(values.securityCode.trim(), card.type)) return { kind: 'card', field: 'cvv' };
    return null;
  }
  if (!values.paymentToken) return { kind: 'card', field: 'number' };
  return null;
}

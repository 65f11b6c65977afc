import { WALLET_CARDS_MAX } from '@fairway/domain/wallet/wallet-limits';
import type { AddCard, CardTokenResponse, WalletCard, WalletCardUpdate } from '@fairway/contract/wallet.contract';
import { fullYear, validateCardForm } from '@fairway/domain/payments/card-validation';
import type { FastifyInstance } from 'fastify';
import type { WalletCardRow } from '../../db/schema/wallet.ts';
import type { CustomerAuth } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { cardTokenAnswer } from '../payments/payments.public.ts';
import * as repo from './wallet.repository.ts';

/** A wallet row as SPEC §3 names it. */
export function toWalletCard(row: WalletCardRow): WalletCard {
  return {
    walletOptionId: row.publicId,
    id: row.publicId,
    type: row.brand as WalletCard['type'],
    lastFour: row.lastFour,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    isDefault: row.isDefault,
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    countryCode: row.countryCode as WalletCard['countryCode'],
  };
}

/** GET /wallet: the golfer's saved cards, default first. */
export async function listWallet(app: FastifyInstance, auth: CustomerAuth): Promise<WalletCard[]> {
  return (await repo.listWalletCards(app.db, auth.customer.id)).map(toWalletCard);
}

/**
 * POST /profile/credit-cards/token: opens hosted card entry for the golfer (SPEC §3 token
 * response). The origin URL must be the app's own origin or one of the tenant's allowed host
 * origins, since the hosted page talks to it with postMessage.
 */
export async function requestCardToken(
  app: FastifyInstance,
  auth: CustomerAuth,
  originUrl: string,
  allowed: { ownOrigin: string; allowedOrigins: readonly string[] },
): Promise<CardTokenResponse> {
  const origin = new URL(originUrl).origin;
  if (origin !== allowed.ownOrigin && !allowed.allowedOrigins.includes(origin)) {
    throw new DomainError('BAD_REQUEST', 'originUrl must be on this application or an allowed host page');
  }
  const checkout = await app.payments.createCardCheckout(auth.customer.publicId, originUrl);
  return cardTokenAnswer(checkout);
}

/**
 * POST card (SPEC §3 add-card payload): saves the card the hosted page vaulted under the
 * token. Only its token, brand, last four, expiry and billing details are kept. The first
 * card, or one sent with isDefault, becomes the default.
 */
export async function addCard(app: FastifyInstance, auth: CustomerAuth, input: AddCard): Promise<WalletCard> {
  const card = await app.payments.cardOfCheckout(input.token, auth.customer.publicId);
  if (!card) throw new DomainError('PAYMENT_TOKEN_INVALID');
  const row = await app.db.transaction(async (tx) => {
    await repo.lockWallet(tx, auth.customer.id);
    const existing = await repo.listWalletCards(tx, auth.customer.id);
    if (existing.length >= WALLET_CARDS_MAX) throw new DomainError('WALLET_FULL');
    const makeDefault = input.isDefault || existing.length === 0;
    if (makeDefault) await repo.clearDefault(tx, auth.customer.id);
    const inserted = await repo.insertWalletCard(tx, {
      customerId: auth.customer.id,
      token: card.token,
      tokenTypeId: input.tokenTypeId,
      brand: card.brand,
      lastFour: card.lastFour,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      name: card.name,
      address: card.address,
      postalCode: card.postalCode,
      countryCode: card.countryCode,
      isDefault: makeDefault,
      overrideMembershipBilling: input.overrideMembershipBilling,
    });
    if (!inserted) throw new DomainError('CONFLICT', 'This card is already in the wallet');
    return inserted;
  });
  return toWalletCard(row);
}

/** PATCH /wallet/{id}: the edit form's fields (SPEC §2, §5); the number cannot change. */
export async function updateCard(
  app: FastifyInstance,
  auth: CustomerAuth,
  id: string,
  input: WalletCardUpdate,
): Promise<WalletCard> {
  const fields = validateCardForm(input, app.accounts.now());
  if (Object.keys(fields).length > 0) throw new DomainError('CARD_INVALID', undefined, { fields });
  const values = {
    name: input.name,
    expirationMonth: input.expirationMonth,
    expirationYear: fullYear(input.expirationYear) % 100,
    address: input.address,
    postalCode: input.postalCode.toUpperCase(),
    countryCode: input.countryCode,
  };
  // The processor's copy first (Stripe's PaymentMethod): if it refuses or is away, the wallet keeps
  // what the processor has. Outside the transaction: no connection or row lock waits on its network.
  const found = await repo.findWalletCard(app.db, auth.customer.id, id);
  if (!found) throw new DomainError('NOT_FOUND');
  await app.payments.updateVaultedCard?.(found.token, values);
  const row = await app.db.transaction(async (tx) => {
    const card = await repo.findWalletCard(tx, auth.customer.id, id, true);
    if (!card) throw new DomainError('NOT_FOUND');
    if (input.isDefault === true) await repo.clearDefault(tx, auth.customer.id, card.id);
    return repo.updateWalletCard(tx, card.id, {
      ...values,
      // A default card stays default until another is chosen: the wallet always has one.
      ...(input.isDefault === true ? { isDefault: true } : {}),
    });
  });
  return toWalletCard(row);
}

/** DELETE /wallet/{id}: removes a card (and the processor's copy); the default card cannot be deleted (409). */
export async function deleteCard(app: FastifyInstance, auth: CustomerAuth, id: string): Promise<void> {
  // Detached at the processor before the row goes (outside the transaction, as above): a card the
  // golfer deleted can no longer be charged there; if the processor is away the card stays in the
  // wallet and the delete can be retried.
  const found = await repo.findWalletCard(app.db, auth.customer.id, id);
  if (!found) throw new DomainError('NOT_FOUND');
  if (found.isDefault) throw new DomainError('WALLET_DEFAULT_CARD');
  await app.payments.removeVaultedCard?.(found.token);
  await app.db.transaction(async (tx) => {
    const card = await repo.findWalletCard(tx, auth.customer.id, id, true);
    if (!card) throw new DomainError('NOT_FOUND');
    if (card.isDefault) throw new DomainError('WALLET_DEFAULT_CARD');
    await repo.deleteWalletCard(tx, card.id);
  });
}

import type { WalletCard } from '@fairway/contract/wallet.contract';
import type { Database } from '../../db/client.ts';
import type { WalletCardRow } from '../../db/schema/wallet.ts';
import { findWalletCard, listWalletCards } from './wallet.repository.ts';
import { toWalletCard } from './wallet.service.ts';

// What other areas and the composition root (app.ts) may use of the wallet: the only file of
// features/wallet/ they import (scripts/eslint/feature-boundaries.js).

export { keepCheckoutCard, membershipBillingCardToken } from './wallet.repository.ts';
export { walletRoutes } from './wallet.routes.ts';

/** The golfer's saved cards as the golfer sees them. */
export async function savedCardsOf(db: Database, customerId: number): Promise<WalletCard[]> {
  return (await listWalletCards(db, customerId)).map(toWalletCard);
}

/** The golfer's saved card by its walletOptionId, or undefined (another golfer's card, or not a card id). */
export async function savedCardOf(
  db: Database,
  customerId: number,
  walletOptionId: string,
): Promise<WalletCardRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(walletOptionId)) return undefined;
  return findWalletCard(db, customerId, walletOptionId);
}

/** A saved card another area may charge: the golfer's card by its walletOptionId, or undefined. */
export async function payingCardOf(
  db: Database,
  customerId: number,
  walletOptionId: string,
): Promise<{ id: number; token: string; brand: string; lastFour: string } | undefined> {
  const card = await savedCardOf(db, customerId, walletOptionId);
  return card && { id: card.id, token: card.token, brand: card.brand, lastFour: card.lastFour };
}

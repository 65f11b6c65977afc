import { WALLET_CARDS_MAX } from '@fairway/domain/wallet/wallet-limits';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { lockByName } from '../../db/lock-by-name.ts';
import type { Database } from '../../db/client.ts';
import { walletCards, type WalletCardRow } from '../../db/schema/wallet.ts';
import { required } from '@fairway/domain/shared/required';

/**
 * Holds the customer's wallet until the transaction ends, so two saves at once cannot both see
 * room for one more card.
 */
export async function lockWallet(tx: Database, customerId: number): Promise<void> {
  await lockByName(tx, `wallet:${customerId}`);
}

/** A customer's cards, the default first, then oldest first (at most WALLET_CARDS_MAX: the writes keep it so). */
export function listWalletCards(db: Database, customerId: number): Promise<WalletCardRow[]> {
  return db
    .select()
    .from(walletCards)
    .where(eq(walletCards.customerId, customerId))
    .orderBy(desc(walletCards.isDefault), asc(walletCards.id))
    .limit(WALLET_CARDS_MAX);
}

/** One of a customer's cards by public id (another customer's card is not found). */
export async function findWalletCard(
  db: Database,
  customerId: number,
  publicId: string,
  forUpdate = false,
): Promise<WalletCardRow | undefined> {
  const query = db
    .select()
    .from(walletCards)
    .where(and(eq(walletCards.customerId, customerId), eq(walletCards.publicId, publicId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Saves a card a golfer chose to keep at checkout (their default when it is their first); nothing
 * when it is there already or the wallet is full (WALLET_CARDS_MAX: the payment goes on, the card
 * is not kept).
 */
export async function keepCheckoutCard(
  tx: Database,
  customerId: number,
  card: Omit<typeof walletCards.$inferInsert, 'customerId' | 'isDefault'>,
): Promise<void> {
  await lockWallet(tx, customerId);
  const [kept] = await tx.select({ cards: count() }).from(walletCards).where(eq(walletCards.customerId, customerId));
  const cards = Number(kept?.cards ?? 0);
  if (cards >= WALLET_CARDS_MAX) return;
  await tx
    .insert(walletCards)
    .values({ ...card, customerId, isDefault: cards === 0 })
    .onConflictDoNothing();
}

/** Clears the default flag of a customer's other cards. */
export async function clearDefault(db: Database, customerId: number, exceptId = -1): Promise<void> {
  await db
    .update(walletCards)
    .set({ isDefault: false })
    .where(and(eq(walletCards.customerId, customerId), eq(walletCards.isDefault, true), ne(walletCards.id, exceptId)));
}

/** Inserts a card, or returns null when the customer already saved this token. */
export async function insertWalletCard(
  db: Database,
  values: typeof walletCards.$inferInsert,
): Promise<WalletCardRow | null> {
  const [row] = await db.insert(walletCards).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Updates a card. */
export async function updateWalletCard(
  db: Database,
  id: number,
  values: Partial<typeof walletCards.$inferInsert>,
): Promise<WalletCardRow> {
  const [row] = await db.update(walletCards).set(values).where(eq(walletCards.id, id)).returning();
  return required(row, 'the row updateWalletCard returned');
}

/** Deletes a card. */
export async function deleteWalletCard(db: Database, id: number): Promise<void> {
  await db.delete(walletCards).where(eq(walletCards.id, id));
}

/**
 * The card a membership instalment charges, when the golfer saved one: the card marked for
 * membership billing, else their default card, else the newest.
 */
export async function membershipBillingCardToken(db: Database, customerId: number): Promise<string | null> {
  const [card] = await db
    .select({ token: walletCards.token })
    .from(walletCards)
    .where(eq(walletCards.customerId, customerId))
    .orderBy(desc(walletCards.overrideMembershipBilling), desc(walletCards.isDefault), desc(walletCards.createdAt))
    .limit(1);
  return card?.token ?? null;
}

import { and, eq, lte, sql, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gatewayCards, gatewayCheckoutSessions, gatewayLedger, gatewayPayments } from '../../db/schema/payments.ts';

/** A gateway_payments row. */
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
/** A gateway_cards row. */
export type GatewayCardRow = typeof gatewayCards.$inferSelect;

/** Inserts a hosted card-entry session. */
export async function insertCheckoutSession(db: Database, values: typeof gatewayCheckoutSessions.$inferInsert): Promise<void> {
  await db.insert(gatewayCheckoutSessions).values(values);
}

/** A checkout session by token, locked for update when inside a transaction. */
export async function findCheckoutSession(db: Database, token: string, forUpdate = false) {
  const query = db.select().from(gatewayCheckoutSessions).where(eq(gatewayCheckoutSessions.token, token));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Records the card a checkout session vaulted. */
export async function completeCheckoutSession(db: Database, token: string, cardToken: string): Promise<void> {
  await db.update(gatewayCheckoutSessions).set({ cardToken }).where(eq(gatewayCheckoutSessions.token, token));
}

/**
 * Vaults a card for an open checkout session in one statement (issue #19): claims the session
 * (unexpired at `now`, no card yet) by setting its card token, and inserts the card under the
 * session's reference only when the claim succeeded. A concurrent submission of the same session
 * waits for the row, then finds a card token set and claims nothing. The reference, or null when
 * the session is unknown, expired or already used.
 */
export async function vaultCardOfSession(
  db: Database,
  checkoutToken: string,
  now: Date,
  card: Omit<typeof gatewayCards.$inferInsert, 'reference' | 'createdAt' | 'updatedAt'>,
): Promise<string | null> {
  const stamp = new Date().toISOString();
  const result = await db.execute(sql`with claimed as (
      update ${gatewayCheckoutSessions} set card_token = ${card.token}, updated_at = ${stamp}::timestamptz
      where token = ${checkoutToken} and card_token is null and expires_at > ${now.toISOString()}::timestamptz
      returning reference
    ), card as (
      insert into ${gatewayCards} (token, reference, brand, last_four, expiration_month, expiration_year, name, address, postal_code, country_code, behaviour, fingerprint)
      select ${card.token}, reference, ${card.brand}, ${card.lastFour}, ${card.expirationMonth}, ${card.expirationYear}, ${card.name}, ${card.address},
        ${card.postalCode}, ${card.countryCode}, ${card.behaviour}, ${card.fingerprint ?? null} from claimed
      returning reference
    )
    select reference from card`);
  const [row] = (result as unknown as { rows: { reference: string }[] }).rows;
  return row?.reference ?? null;
}

/** Inserts a vaulted card. */
export async function insertCard(db: Database, values: typeof gatewayCards.$inferInsert): Promise<GatewayCardRow> {
  const [row] = await db.insert(gatewayCards).values(values).returning();
  return row!;
}

/** A vaulted card by token. */
export async function findCard(db: Database, token: string): Promise<GatewayCardRow | undefined> {
  const [row] = await db.select().from(gatewayCards).where(eq(gatewayCards.token, token));
  return row;
}

/** The card a checkout session vaulted, with the session, in one statement (null card: none vaulted yet). */
export async function findCheckoutSessionCard(db: Database, token: string) {
  const [row] = await db
    .select({ reference: gatewayCheckoutSessions.reference, card: gatewayCards })
    .from(gatewayCheckoutSessions)
    .leftJoin(gatewayCards, eq(gatewayCards.token, gatewayCheckoutSessions.cardToken))
    .where(eq(gatewayCheckoutSessions.token, token));
  return row;
}

/** Inserts a payment. */
export async function insertPayment(db: Database, values: typeof gatewayPayments.$inferInsert): Promise<GatewayPaymentRow> {
  const [row] = await db.insert(gatewayPayments).values(values).returning();
  return row!;
}

/**
 * Writes a payment change and its ledger entry in one statement (a data-modifying CTE, issue
 * #19): a new payment (`insert`) is inserted, else the payment is updated; `also` are more
 * statements to run with it (the idempotency key's answer). The row after it.
 */
export async function writePaymentWithLedger(
  db: Database,
  change: { insert: typeof gatewayPayments.$inferInsert & { id: string } } | { id: string; set: Partial<typeof gatewayPayments.$inferInsert> },
  entry: { kind: string; amountCents: number },
  also: WithSubquery[] = [],
): Promise<GatewayPaymentRow> {
  const paymentId = 'insert' in change ? change.insert.id : change.id;
  const ledger = db.$with('ledger').as(db.insert(gatewayLedger).values({ paymentId, ...entry }).returning({ id: gatewayLedger.id }));
  const [row] =
    'insert' in change
      ? await db.with(ledger, ...also).insert(gatewayPayments).values(change.insert).returning()
      : await db.with(ledger, ...also).update(gatewayPayments).set(change.set).where(eq(gatewayPayments.id, change.id)).returning();
  return row!;
}

/** A payment by id, locked for update. */
export async function lockPayment(db: Database, id: string): Promise<GatewayPaymentRow | undefined> {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id)).for('update');
  return row;
}

/** Updates a payment. */
export async function updatePayment(db: Database, id: string, values: Partial<typeof gatewayPayments.$inferInsert>): Promise<GatewayPaymentRow> {
  const [row] = await db.update(gatewayPayments).set(values).where(eq(gatewayPayments.id, id)).returning();
  return row!;
}

/** Appends a ledger entry. */
export async function appendLedger(db: Database, paymentId: string, kind: string, amountCents: number): Promise<void> {
  await db.insert(gatewayLedger).values({ paymentId, kind, amountCents });
}

/** The reference of the card a payment charges. */
export async function referenceOfPayment(db: Database, paymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: gatewayCards.reference })
    .from(gatewayPayments)
    .innerJoin(gatewayCards, eq(gatewayCards.token, gatewayPayments.cardToken))
    .where(eq(gatewayPayments.id, paymentId));
  return row?.reference ?? null;
}

/** Settles every staged payment whose settle time has passed into authorized; their ids. */
export async function settleStagedPayments(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .update(gatewayPayments)
    .set({ status: 'authorized', settlesAt: null })
    .where(and(eq(gatewayPayments.status, 'staged'), lte(gatewayPayments.settlesAt, now)))
    .returning({ id: gatewayPayments.id });
  return rows.map((row) => row.id);
}

/** Marks every authorisation past its expiry as expired; the expired payments. */
export async function expireLapsedAuthorizations(db: Database, now: Date): Promise<{ id: string; amountCents: number }[]> {
  return db
    .update(gatewayPayments)
    .set({ status: 'expired' })
    .where(and(eq(gatewayPayments.status, 'authorized'), lte(gatewayPayments.expiresAt, now)))
    .returning({ id: gatewayPayments.id, amountCents: gatewayPayments.amountCents });
}

/** Appends many ledger entries at once. */
export async function appendLedgerEntries(db: Database, entries: { paymentId: string; kind: string; amountCents: number }[]): Promise<void> {
  if (entries.length > 0) await db.insert(gatewayLedger).values(entries);
}

import { and, eq, getTableColumns, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import { preparedQuery, preparedSql } from '../../db/statements.ts';
import { finishTransaction } from '../../db/transaction.ts';
import {
  gatewayCards,
  gatewayCheckoutSessions,
  gatewayIdempotencyKeys,
  gatewayLedger,
  gatewayPayments,
} from '../../db/schema/payments.ts';
import type { KeyAnswer, KeyClaim, KeyToClaim } from './idempotency.ts';
import { required } from '@fairway/domain/shared/required';

/** A gateway_payments row. */
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
/** A gateway_cards row. */
export type GatewayCardRow = typeof gatewayCards.$inferSelect;

/** Inserts a hosted card-entry session. */
export async function insertCheckoutSession(
  db: Database,
  values: { token: string; reference: string; originUrl: string; expiresAt: Date },
): Promise<void> {
  await insertCheckoutSessionStatement(db, values);
}
const insertCheckoutSessionStatement = preparedQuery(
  'gateway_insert_checkout_session',
  ['token', 'reference', 'originUrl', 'expiresAt'],
  (db, p) =>
    db
      .insert(gatewayCheckoutSessions)
      .values({ token: p.token, reference: p.reference, originUrl: p.originUrl, expiresAt: p.expiresAt }),
);

/** A checkout session by token, locked for update when inside a transaction. */
export async function findCheckoutSession(db: Database, token: string, forUpdate = false) {
  const query = db.select().from(gatewayCheckoutSessions).where(eq(gatewayCheckoutSessions.token, token));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Vaults a card for an open checkout session in one statement: claims the session
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
  const { rows } = await vaultCardStatement(db, {
    ...card,
    fingerprint: card.fingerprint ?? null,
    stamp: new Date().toISOString(),
    checkoutToken,
    now: now.toISOString(),
  });
  return rows[0]?.reference ?? null;
}
const vaultCardStatement = preparedSql<
  | 'token'
  | 'stamp'
  | 'checkoutToken'
  | 'now'
  | 'brand'
  | 'lastFour'
  | 'expirationMonth'
  | 'expirationYear'
  | 'name'
  | 'address'
  | 'postalCode'
  | 'countryCode'
  | 'behaviour'
  | 'fingerprint',
  { reference: string }
>(
  'gateway_vault_card',
  [
    'token',
    'stamp',
    'checkoutToken',
    'now',
    'brand',
    'lastFour',
    'expirationMonth',
    'expirationYear',
    'name',
    'address',
    'postalCode',
    'countryCode',
    'behaviour',
    'fingerprint',
  ],
  (p) => sql`with claimed as (
      update ${gatewayCheckoutSessions} set card_token = ${p.token}, updated_at = ${p.stamp}::timestamptz
      where token = ${p.checkoutToken} and card_token is null and expires_at > ${p.now}::timestamptz
      returning reference
    ), card as (
      insert into ${gatewayCards} (token, reference, brand, last_four, expiration_month, expiration_year, name, address, postal_code, country_code, behaviour, fingerprint)
      select ${p.token}, reference, ${p.brand}, ${p.lastFour}, ${p.expirationMonth}, ${p.expirationYear}, ${p.name}, ${p.address},
        ${p.postalCode}, ${p.countryCode}, ${p.behaviour}, ${p.fingerprint} from claimed
      returning reference
    )
    select reference from card`,
);

/** A vaulted card by token. */
export async function findCard(db: Database, token: string): Promise<GatewayCardRow | undefined> {
  const [row] = await db.select().from(gatewayCards).where(eq(gatewayCards.token, token));
  return row;
}

/** The card a checkout session vaulted, with the session, in one statement (null card: none vaulted yet). */
export async function findCheckoutSessionCard(db: Database, token: string) {
  const [row] = await findCheckoutSessionCardStatement(db, { token });
  return row;
}
const findCheckoutSessionCardStatement = preparedQuery('gateway_checkout_session_card', ['token'], (db, p) =>
  db
    .select({ reference: gatewayCheckoutSessions.reference, card: gatewayCards })
    .from(gatewayCheckoutSessions)
    .leftJoin(gatewayCards, eq(gatewayCards.token, gatewayCheckoutSessions.cardToken))
    .where(eq(gatewayCheckoutSessions.token, p.token)),
);

/** Inserts a payment. */
export async function insertPayment(
  db: Database,
  values: typeof gatewayPayments.$inferInsert,
): Promise<GatewayPaymentRow> {
  const [row] = await db.insert(gatewayPayments).values(values).returning();
  return required(row, 'the row insertPayment returned');
}

/**
 * Updates a payment and writes its ledger entry in one statement (a data-modifying CTE, issue
 * #19). The row after it.
 */
export async function updatePaymentWithLedger(
  db: Database,
  id: string,
  set: Partial<typeof gatewayPayments.$inferInsert>,
  entry: { kind: string; amountCents: number },
): Promise<GatewayPaymentRow> {
  const ledger = db.$with('ledger').as(
    db
      .insert(gatewayLedger)
      .values({ paymentId: id, ...entry })
      .returning({ id: gatewayLedger.id }),
  );
  const [row] = await db.with(ledger).update(gatewayPayments).set(set).where(eq(gatewayPayments.id, id)).returning();
  return required(row, 'the row updatePaymentWithLedger returned');
}

// The payment writes the checkout makes, each with its ledger entry and the idempotency key's
// answer in one statement, built once.

/** The ledger entry and the key's answer, as the CTEs of a payment write (placeholders: paymentId, kind, amountCents, operation, key, response). */
function ledgerAndAnswer(
  db: Database,
  p: Record<'paymentId' | 'kind' | 'amountCents' | 'operation' | 'key' | 'response', Placeholder>,
) {
  return [
    db
      .$with('ledger')
      .as(
        db
          .insert(gatewayLedger)
          .values({ paymentId: p.paymentId, kind: p.kind, amountCents: p.amountCents })
          .returning({ id: gatewayLedger.id }),
      ),
    db.$with('answer').as(
      db
        .update(gatewayIdempotencyKeys)
        .set({ response: sql`${p.response}::jsonb` })
        .where(and(eq(gatewayIdempotencyKeys.operation, p.operation), eq(gatewayIdempotencyKeys.key, p.key))),
    ),
  ] as const;
}

/**
 * A new payment (authorised or declined) with its ledger entry, and the idempotency key with its
 * answer, in one statement and no transaction: the key's insert waits for a concurrent insert of
 * the same key to finish, and the payment is written only when this statement inserted the key.
 * False when the key was already there (nothing written).
 */
export async function claimKeyAndInsertPayment(
  db: Database,
  claim: KeyClaim,
  payment: {
    id: string;
    cardToken: string;
    amountCents: number;
    currency: string;
    status: string;
    declineCode: string | null;
    returnUrl: string | null;
    expiresAt: Date;
  },
  kind: string,
): Promise<boolean> {
  const { id, expiresAt, ...rest } = payment;
  const { rows } = await claimKeyAndInsertPaymentStatement(db, {
    ...claim,
    ...rest,
    paymentId: id,
    expiresAt: expiresAt.toISOString(),
    kind,
  });
  return rows.length > 0;
}
const claimKeyAndInsertPaymentStatement = preparedSql(
  'gateway_claim_key_and_insert_payment',
  [
    'operation',
    'key',
    'requestHash',
    'response',
    'paymentId',
    'cardToken',
    'amountCents',
    'currency',
    'status',
    'declineCode',
    'returnUrl',
    'expiresAt',
    'kind',
  ],
  (p) => sql`with claimed as (
      insert into ${gatewayIdempotencyKeys} (operation, key, request_hash, response)
      values (${p.operation}, ${p.key}, ${p.requestHash}, ${p.response}::jsonb)
      on conflict do nothing returning key
    ), payment as (
      insert into ${gatewayPayments} (id, card_token, amount_cents, currency, status, decline_code, return_url, expires_at)
      select ${p.paymentId}, ${p.cardToken}, ${p.amountCents}::integer, ${p.currency}, ${p.status}, ${p.declineCode}::text, ${p.returnUrl}::text, ${p.expiresAt}::timestamptz
      from claimed returning id, amount_cents
    ), ledger as (
      insert into ${gatewayLedger} (payment_id, kind, amount_cents) select id, ${p.kind}, amount_cents from payment
    )
    select key from claimed`,
);

const captureWithLedgerStatement = preparedQuery(
  'gateway_capture_with_ledger',
  ['paymentId', 'kind', 'amountCents', 'operation', 'key', 'response', 'updatedAt'],
  (db, p) =>
    db
      .with(...ledgerAndAnswer(db, p))
      .update(gatewayPayments)
      // updated_at set explicitly: drizzle's $onUpdate would run once, when the statement is built.
      .set({ status: 'captured', capturedCents: sql`${p.amountCents}`, updatedAt: sql`${p.updatedAt}` })
      .where(eq(gatewayPayments.id, p.paymentId)),
);

/**
 * Captures `amountCents` of a payment, with its ledger entry and the key's answer: one statement
 * built once, the transaction's last, sent with its COMMIT (the caller returns right after it).
 */
export async function captureWithLedgerAndCommit(
  tx: Database,
  paymentId: string,
  amountCents: number,
  answer: KeyAnswer,
): Promise<void> {
  await finishTransaction(tx, () =>
    captureWithLedgerStatement(tx, {
      paymentId,
      kind: 'capture',
      amountCents,
      ...answer,
      updatedAt: new Date().toISOString(),
    }),
  );
}

/**
 * Claims an idempotency key and locks a payment in one statement (inside the operation's
 * transaction): `claimed` is false when the key was there (a concurrent insert of it is waited
 * for); `locked` is the payment, undefined when there is no such payment.
 */
export async function claimKeyAndLockPayment(
  tx: Database,
  key: KeyToClaim,
  paymentId: string,
): Promise<{ claimed: boolean; locked: GatewayPaymentRow | undefined }> {
  const [row] = await claimKeyAndLockPaymentStatement(tx, { ...key, paymentId });
  if (!row) {
    // No such payment: the key was claimed or not, the operation fails either way (NOT_FOUND) and its transaction rolls the claim back.
    return { claimed: true, locked: undefined };
  }
  const { claimed, ...payment } = row;
  return { claimed: claimed > 0, locked: payment };
}
const claimKeyAndLockPaymentStatement = preparedQuery(
  'gateway_claim_key_and_lock_payment',
  ['operation', 'key', 'requestHash', 'paymentId'],
  (tx, p) => {
    const claimed = tx
      .$with('claimed')
      .as(
        tx
          .insert(gatewayIdempotencyKeys)
          .values({ operation: p.operation, key: p.key, requestHash: p.requestHash })
          .onConflictDoNothing()
          .returning({ key: gatewayIdempotencyKeys.key }),
      );
    return tx
      .with(claimed)
      .select({
        ...getTableColumns(gatewayPayments),
        claimed: sql<number>`cast((select count(*) from ${claimed}) as integer)`.mapWith(Number),
      })
      .from(gatewayPayments)
      .where(eq(gatewayPayments.id, p.paymentId))
      .for('update', { of: gatewayPayments });
  },
);

/** A payment by id, locked for update. */
export async function lockPayment(db: Database, id: string): Promise<GatewayPaymentRow | undefined> {
  const [row] = await lockPaymentStatement(db, { id });
  return row;
}
const lockPaymentStatement = preparedQuery('gateway_lock_payment', ['id'], (db, p) =>
  db.select().from(gatewayPayments).where(eq(gatewayPayments.id, p.id)).for('update'),
);

/** Updates a payment. */
export async function updatePayment(
  db: Database,
  id: string,
  values: Partial<typeof gatewayPayments.$inferInsert>,
): Promise<GatewayPaymentRow> {
  const [row] = await db.update(gatewayPayments).set(values).where(eq(gatewayPayments.id, id)).returning();
  return required(row, 'the row updatePayment returned');
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
export async function expireLapsedAuthorizations(
  db: Database,
  now: Date,
): Promise<{ id: string; amountCents: number }[]> {
  return db
    .update(gatewayPayments)
    .set({ status: 'expired' })
    .where(and(eq(gatewayPayments.status, 'authorized'), lte(gatewayPayments.expiresAt, now)))
    .returning({ id: gatewayPayments.id, amountCents: gatewayPayments.amountCents });
}

/** Appends many ledger entries at once. */
export async function appendLedgerEntries(
  db: Database,
  entries: { paymentId: string; kind: string; amountCents: number }[],
): Promise<void> {
  if (entries.length > 0) await db.insert(gatewayLedger).values(entries);
}

/** Each payment's captures less its refunds in the sandbox processor's ledger (payments without ledger rows are absent), in one read. */
export async function ledgerNetCentsOf(db: Database, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: gatewayLedger.paymentId,
      net: sql<number>`cast(coalesce(sum(case ${gatewayLedger.kind} when 'capture' then ${gatewayLedger.amountCents} when 'refund' then -${gatewayLedger.amountCents} else 0 end), 0) as integer)`,
    })
    .from(gatewayLedger)
    .where(inArray(gatewayLedger.paymentId, paymentIds))
    .groupBy(gatewayLedger.paymentId);
  return new Map(rows.map((row) => [row.paymentId, Number(row.net)]));
}

/** What the sandbox processor captured of some payments (payments of another processor are absent), in one read. */
export async function capturedCentsOf(
  db: Database,
  paymentIds: string[],
): Promise<{ id: string; capturedCents: number }[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select({ id: gatewayPayments.id, capturedCents: gatewayPayments.capturedCents })
    .from(gatewayPayments)
    .where(inList(gatewayPayments.id, paymentIds));
}

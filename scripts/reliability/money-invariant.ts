// The money invariant for the reliability, overbooking and soak runs: for every order,
// what its ledger-backed money view (the one every screen and e-mail reads) states as settled at
// the processor equals the gateway ledger's captures less refunds of the order's payments. It runs
// the server's own reader (apps/server reservations.public.ts) on the run's database.
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { storedEntryMismatches } from '../../apps/server/src/features/admin/admin.public.ts';
import { ledgerViewMismatches } from '../../apps/server/src/features/reservations/order-money.ts';
import type { InvariantResult } from './invariants.ts';

/** The rule's name as the runs print it. */
const LEDGER_VIEW_RULE = 'every order: the ledger view states what the gateway ledger holds';

/** Checks the money invariant on a PostgreSQL database; lists up to 5 orders that break it. */
export async function checkLedgerView(databaseUrl: string): Promise<InvariantResult> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const mismatches = await ledgerViewMismatches(handle.db);
    return { rule: LEDGER_VIEW_RULE, violations: mismatches.length, examples: mismatches.slice(0, 5) };
  } finally {
    await handle.close();
  }
}

const STORED_ENTRIES_RULE = "every order: the end of day's stored entries are its money view's";

/** Checks that every order's stored end-of-day entries are its money view's, once the stale ones are stored; lists up to 5 that are not. */
export async function checkStoredEntries(databaseUrl: string): Promise<InvariantResult> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const { stale, mismatched } = await storedEntryMismatches(handle.db);
    return {
      rule: STORED_ENTRIES_RULE,
      violations: stale + mismatched.length,
      examples: [
        ...(stale > 0 ? [{ staleOrders: stale }] : []),
        ...mismatched.slice(0, 5).map((orderId) => ({ orderId })),
      ],
    };
  } finally {
    await handle.close();
  }
}

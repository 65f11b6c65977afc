// The money invariant for the reliability, overbooking and soak runs: for every order,
// what its ledger-backed money view (the one every screen and e-mail reads) states as settled at
// the processor equals the gateway ledger's captures less refunds of the order's payments, and the
// end of day's stored entries are the view's. It runs the server's own readers on the run's database.
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { storedEntryMismatches } from '../../apps/server/src/features/admin/admin.public.ts';
import { ledgerViewMismatches } from '../../apps/server/src/features/reservations/order-money.ts';
import type { InvariantResult } from './invariants.ts';

/** The rules' names as the runs print them. */
const LEDGER_VIEW_RULE = 'every order: the ledger view states what the gateway ledger holds';
const STORED_ENTRIES_RULE = "every order: the end of day's stored entries are its money view's";

/**
 * Checks the money invariant on a PostgreSQL database, and that every order's stored end-of-day
 * entries are its money view's (once the stale ones are stored); lists up to 5 orders that break each.
 */
export async function checkMoneyViews(databaseUrl: string): Promise<InvariantResult[]> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const mismatches = await ledgerViewMismatches(handle.db);
    const { stale, mismatched } = await storedEntryMismatches(handle.db);
    return [
      { rule: LEDGER_VIEW_RULE, violations: mismatches.length, examples: mismatches.slice(0, 5) },
      {
        rule: STORED_ENTRIES_RULE,
        violations: stale + mismatched.length,
        examples: [
          ...(stale > 0 ? [{ staleOrders: stale }] : []),
          ...mismatched.slice(0, 5).map((orderId) => ({ orderId })),
        ],
      },
    ];
  } finally {
    await handle.close();
  }
}

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { ADMIN_SWEEPS } from '../admin.routes.ts';
import { storedEntryMismatches } from '../end-of-day-entries.ts';

/**
 * Runs the end-of-day entries job until no order is stale, then expects every order of every
 * alias to have stored exactly the entries its money views state now (end-of-day-entries.ts).
 */
export async function expectStoredEntriesExact(server: TestServer, step: string) {
  for (let pass = 0; (await server.app.periodicJobs.runNow(ADMIN_SWEEPS.endOfDayEntries)).changed > 0; pass++)
    if (pass > 100) throw new Error('the end-of-day entries job does not catch up');
  expect(await storedEntryMismatches(server.app.db), `the stored entries after ${step}`).toEqual({
    stale: 0,
    mismatched: [],
  });
}

/** Marks an order stale as a write to it would (tests of the job's guard). */
export async function touchOrder(server: TestServer, orderId: string) {
  await server.app.db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
}

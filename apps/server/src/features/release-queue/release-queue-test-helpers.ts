import { type FacilitySettings, resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { RELEASE_TICKET_HEADER } from '@fairway/contract/release-queue.contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { releaseQueueTickets } from '../../db/schema/release-queue.ts';
import { hashTicket } from './release-queue.repository.ts';

/** Writes the demo engine's release settings (merged over what is stored) and returns its resolved settings. */
export async function setRelease(db: Database, release: Partial<FacilitySettings['release']>, alias = 'demo'): Promise<FacilitySettings> {
  const [engine] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, alias));
  const stored = (engine!.settings ?? {}) as Record<string, unknown>;
  const settings = { ...stored, release: { ...(stored.release as object), ...release } };
  await db.update(bookingEngines).set({ settings }).where(eq(bookingEngines.alias, alias));
  return resolveFacilitySettings(settings);
}

/** A test server's environment behind a proxy (TRUST_PROXY): each simulated client sends its own address. */
export const BEHIND_PROXY = { TRUST_PROXY: 'true' };

let addresses = 0;
/** Call options from a new client address (documentation range 198.18.0.0/15), as the proxy would forward it. */
export const fromNewAddress = () => {
  addresses += 1;
  return { headers: { 'x-forwarded-for': `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` } };
};

/** Call options carrying a ticket. */
export const withTicket = (ticket: string) => ({ headers: { [RELEASE_TICKET_HEADER]: ticket } });

/** The stored place of each ticket (null before the lottery). */
export async function storedPositions(db: Database, tickets: string[]): Promise<(number | null)[]> {
  const rows = await db.select({ hash: releaseQueueTickets.tokenHash, position: releaseQueueTickets.position }).from(releaseQueueTickets);
  const byHash = new Map(rows.map((row) => [row.hash, row.position]));
  return tickets.map((ticket) => byHash.get(hashTicket(ticket)) ?? null);
}

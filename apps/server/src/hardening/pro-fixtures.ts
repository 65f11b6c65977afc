import { eq } from 'drizzle-orm';
import { proAccountEntries, proMembers } from '../db/schema/pro-profile.ts';
import { customers } from '../db/schema/profile.ts';
import type { TestServer } from '../test/test-server.ts';
import type { Principal } from './access-fixtures.ts';

/**
 * Makes a fixture golfer a member: a member record at the facility (there is no API
 * to create one: the facility's staff do) with a charge on the account, so the owner can pay.
 * The member number is added to the principal's markers.
 */
export async function makeProMember<P extends Principal & { email: string }>(
  server: TestServer,
  owner: P,
  facilityId: number,
  unique: string,
): Promise<P> {
  const db = server.database?.handle.db ?? server.app.db;
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, owner.email));
  if (!customer) throw new Error(`no customer ${owner.email}`);
  const memberNumber = `MX-${unique}`;
  const [member] = await db
    .insert(proMembers)
    .values({
      customerId: customer.id,
      facilityId,
      memberNumber,
      homeClub: 'Matrix Club',
      isHome: true,
      creditLimit: 100_000,
      memberSince: '2024-01-01',
    })
    .returning();
  await db.insert(proAccountEntries).values({
    memberId: member!.id,
    kind: 'charge',
    category: 'pro-shop',
    amount: 50_000,
    description: `Matrix charge ${memberNumber}`,
    occurredAt: new Date('2026-07-01T15:00:00Z'),
  });
  return { ...owner, markers: [...owner.markers, memberNumber] };
}

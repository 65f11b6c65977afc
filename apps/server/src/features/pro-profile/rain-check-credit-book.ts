import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { proSectionEnabled } from '@fairway/domain/pro-profile/pro-sections';
import { required } from '@fairway/domain/shared/required';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proCreditBooks, proMembers } from '../../db/schema/pro-profile.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

// A rain check issued as credit-book credit: a new 'amount' book on the booker's membership at the
// course, worth the credit staff gave. Once issued it is a book like any other: the golfer pays
// with it through checkout's credit-book tender (credit-book-tender.ts). It needs a golfer account
// with a membership at the course and an engine that shows credit books (else the golfer could not
// use it): without them the reservations area issues a gift certificate instead.

/** The booker's membership at the course that a credit book can be put on, or null. */
export async function creditBookHolder(
  db: Database,
  engine: BookingEngineRow,
  customerId: number | null,
  facilityId: number,
): Promise<{ memberId: string } | null> {
  if (customerId === null) return null;
  if (!proSectionEnabled(resolveFacilitySettings(engine.settings ?? {}).proProfile, 'credit-books')) return null;
  const [member] = await db
    .select({ id: proMembers.id })
    .from(proMembers)
    .where(and(eq(proMembers.customerId, customerId), eq(proMembers.facilityId, facilityId)));
  return member ? { memberId: member.id } : null;
}

/** Puts a new amount book on the membership; its id and name. */
export async function issueRainCheckCreditBook(
  tx: Database,
  input: { memberId: string; amountCents: number; name: string; today: string; now: Date },
): Promise<{ id: string; name: string }> {
  const [row] = await tx
    .insert(proCreditBooks)
    .values({
      memberId: input.memberId,
      name: input.name,
      kind: 'amount',
      total: input.amountCents,
      purchasedOn: input.today,
      expiresOn: null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: proCreditBooks.id, name: proCreditBooks.name });
  return required(row, 'the rain check credit book inserted');
}

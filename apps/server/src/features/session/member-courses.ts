import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customerTokenOf, findCustomerAuth } from './request-session.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { activeMembershipFacilities } from '../store/store.public.ts';

// The courses where a golfer is a member, as search, cart and checkout read it: members' rates
// and the "Member" / "Member Guest" lines exist only where the engine's user.memberGuestRate is on.
// The memberships are the store's rows: it answers which courses hold an active one.

/** The answer per stored settings object: the engine row is memoised for seconds, and parsing its settings on every search cost more than the search's read. */
const memberRatesOfSettings = new WeakMap<object, boolean>();

/** Whether the engine sells members' rates at all (SPEC §3 user.memberGuestRate). */
function memberRatesEnabled(engine: BookingEngineRow): boolean {
  const stored = typeof engine.settings === 'object' && engine.settings !== null ? engine.settings : null;
  if (!stored) return resolveFacilitySettings({}).user.memberGuestRate;
  let enabled = memberRatesOfSettings.get(stored);
  if (enabled === undefined) {
    enabled = resolveFacilitySettings(stored).user.memberGuestRate;
    memberRatesOfSettings.set(stored, enabled);
  }
  return enabled;
}

/** The courses where this customer books as a member on this engine (none where the setting is off or nobody is signed in). */
export async function memberCoursesOf(
  db: Database,
  engine: BookingEngineRow,
  customerId: number | null,
): Promise<number[]> {
  if (customerId === null || !memberRatesEnabled(engine)) return [];
  return activeMembershipFacilities(db, customerId);
}

/** A short-lived store of answers by key (the search's micro-cache: tee-times/search-cache.ts). */
interface MemberCoursesCache {
  get(key: string, compute: () => Promise<number[]>): Promise<number[]>;
  peek(key: string): number[] | undefined;
}

const NO_MEMBER_COURSES: readonly number[] = [];

/** A session's entry in the member-courses cache: one key for the reader and the peek. */
const memberCoursesKey = (engine: BookingEngineRow, token: string) => `${engine.id}|${token}`;

/**
 * The member courses of the request's signed-in golfer (anonymous visitors, guests and unknown
 * tokens: none). With a `cache` (the search's, same window), one session's courses are read once
 * per window: three statements (session, customer, memberships) on every signed-in search cost
 * more than the search answer itself, which comes from the micro-cache.
 */
export async function memberCoursesOfRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  engine: BookingEngineRow,
  cache?: MemberCoursesCache,
): Promise<number[]> {
  if (!memberRatesEnabled(engine)) return [];
  const token = customerTokenOf(request, engine);
  if (!token) return [];
  const read = async () => {
    const auth = await findCustomerAuth(app, engine, token);
    return auth ? activeMembershipFacilities(app.db, auth.customer.id) : [];
  };
  return cache ? cache.get(memberCoursesKey(engine, token), read) : read();
}

/**
 * The member courses of the request's signed-in golfer when they need no statement: none for an
 * anonymous visitor or an engine without members' rates, the `cache`'s answer for a session read
 * this window, and undefined when only the database can tell.
 */
export function knownMemberCoursesOfRequest(
  request: FastifyRequest,
  engine: BookingEngineRow,
  cache: MemberCoursesCache,
): readonly number[] | undefined {
  if (!memberRatesEnabled(engine)) return NO_MEMBER_COURSES;
  const token = customerTokenOf(request, engine);
  return token ? cache.peek(memberCoursesKey(engine, token)) : NO_MEMBER_COURSES;
}

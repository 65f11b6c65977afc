import { withDynamicFees } from '@fairway/domain/tee-times/dynamic-pricing';
import { rateAppliesAt } from '@fairway/domain/tee-times/rate-bands';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { engineSettings, type FacilityRow } from '../facilities/facilities.public.ts';
import { listFacilityRates } from '../cart/cart.public.ts';
import { dynamicPricingOn } from '../tee-times/tee-times.public.ts';
import type { StaffActor } from './tee-sheet-operations.service.ts';

// The rates staff sell on the sheet, at the fees golfers' search shows now: the walk-in dialog's
// list, its price quote and the booking itself read them here.

/** Every rate of a course. */
async function ratesOf(db: Database, facilityId: number) {
  return (await listFacilityRates(db, facilityId)).map((row) => row.rate);
}

/**
 * The course's rates sold at that time (simulator bays are not booked from the sheet), at the
 * green fees search shows for that day now: a walk-in pays what the golfer would pay online.
 */
export async function ratesSoldAt(db: Database, actor: StaffActor, facility: FacilityRow, teetime: string) {
  const rates = (await ratesOf(db, facility.id)).filter((rate) => !rate.isSimulator && rateAppliesAt(rate, teetime));
  const dynamic = await dynamicPricingOn(db, {
    facility,
    settings: engineSettings(actor.engine),
    date: teetime.slice(0, 10),
    now: actor.now,
  });
  return dynamic ? rates.map((rate) => withDynamicFees(rate, dynamic.rule, dynamic.facts)) : rates;
}

/**
 * The rate a booking names, sold at that time at today's fees, with the party size and
 * transportation it allows: 404 for a rate the course does not have, 400 for one not sold then,
 * 400 PLAYERS_NOT_ALLOWED, 400 for a transportation it is not sold with.
 */
export async function rateToBook(
  db: Database,
  actor: StaffActor,
  facility: FacilityRow,
  request: { teetime: string; rateId: number; players: number; transportation?: 'Cart' | 'Walking' | undefined },
) {
  const rate = (await ratesSoldAt(db, actor, facility, request.teetime)).find(
    (candidate) => candidate.id === request.rateId,
  );
  if (!rate) {
    const known = (await ratesOf(db, facility.id)).some((candidate) => candidate.id === request.rateId);
    throw known
      ? new DomainError('VALIDATION_FAILED', 'This rate is not sold at that time', { rateId: request.rateId })
      : new DomainError('NOT_FOUND', 'Unknown rate');
  }
  if (!rate.allowedPlayers.includes(request.players))
    throw new DomainError('PLAYERS_NOT_ALLOWED', undefined, { allowedPlayers: rate.allowedPlayers });
  const transportation = request.transportation ?? (rate.transportation === 'Walking' ? 'Walking' : 'Cart');
  if (rate.transportation !== 'Both' && rate.transportation !== transportation)
    throw new DomainError('VALIDATION_FAILED', 'This rate is not sold with that transportation', {
      transportation: rate.transportation,
    });
  return { rate, transportation };
}

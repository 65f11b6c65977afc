import type { CartItem } from '@fairway/contract/cart.contract';
import type { Rate, TeeTime } from '@fairway/contract/tee-times.contract';
import { adjacentTeeTimes } from '@fairway/domain/cart/adjacent-times';
import { priceForPlayers } from '@fairway/domain/tee-times/promotion';
import { defaultPlayers } from '../hooks/use-cart-actions.ts';
import { teeTimeView } from './cart-format.ts';

/** The tee time a golfer wanted and can no longer have (SPEC §2 "Select Another Tee Time"). */
export interface LostTeeTime {
  /** Its cart item, taken out once the golfer moves on; null when the add itself was refused. */
  itemId: string | null;
  facilityId: number;
  /** Local `YYYY-MM-DDTHH:mm` in the course's zone. */
  teetime: string;
  rateName: string;
  players: number;
  transportation: 'Cart' | 'Walking';
  promotionCode: string | null;
}

/** A nearby tee time the party can have instead: its rate of the same name, and what each player pays. */
export interface RelatedChoice {
  teeTime: TeeTime;
  rate: Rate;
  transportation: 'Cart' | 'Walking';
  pricePerPlayer: number;
}

/** The lost tee time of a cart item the checkout could not book (null for an item that is not a tee time). */
export function lostFromCartItem(item: CartItem): LostTeeTime | null {
  if (item.type !== 'tee-time' || item.facilityId === null) return null;
  const view = teeTimeView(item);
  return {
    itemId: item.id,
    facilityId: item.facilityId,
    teetime: view.teetime,
    rateName: view.rate.name,
    players: view.players,
    transportation: view.transportation,
    promotionCode: item.promotionCode,
  };
}

/** The lost tee time of a Select the cart refused: its first rate, for the party the Select asked for. */
export function lostFromSearch(teeTime: TeeTime, players?: number): LostTeeTime | null {
  const rate = teeTime.rates[0];
  if (!rate) return null;
  return {
    itemId: null,
    facilityId: teeTime.facilityId,
    teetime: teeTime.teetime,
    rateName: rate.name,
    players: players ?? defaultPlayers(rate.allowedPlayers),
    transportation: rate.transportation === 'Walking' ? 'Walking' : 'Cart',
    promotionCode: null,
  };
}

/**
 * The nearby tee times SPEC §5's adjacent rule offers the party, in time order (the modal shows
 * them as a grid of times, read like the tee sheet): same course,
 * within `windowMinutes` (checkout setting adjacentRateBookingWindow), room for the party, and a
 * rate of the same name that allows its size. Times already in the cart are left out (the cart
 * would refuse them).
 */
export function relatedChoices(
  lost: LostTeeTime,
  teeTimes: readonly TeeTime[],
  windowMinutes: number,
  inCart: readonly { facilityId: number | null; teetime: string }[] = [],
): RelatedChoice[] {
  const target = { courseId: lost.facilityId, teetime: lost.teetime, rateName: lost.rateName, players: lost.players };
  const candidates = teeTimes
    .filter(
      (teeTime) => !inCart.some((item) => item.facilityId === teeTime.facilityId && item.teetime === teeTime.teetime),
    )
    .map((teeTime) => ({
      courseId: teeTime.facilityId,
      teetime: teeTime.teetime,
      bookedPlayers: teeTime.bookedPlayers,
      lockedSlots: teeTime.lockedSlots,
      rates: teeTime.rates,
      teeTime,
    }));
  const qualifying = adjacentTeeTimes(target, candidates, windowMinutes).sort((a, b) =>
    a.teetime.localeCompare(b.teetime),
  );
  return qualifying.flatMap(({ teeTime }) => {
    // adjacentTeeTimes kept only times with such a rate.
    const rate = teeTime.rates.find(
      (entry) => entry.name === lost.rateName && entry.allowedPlayers.includes(lost.players),
    );
    if (!rate) return [];
    const transportation = rate.transportation === 'Both' ? lost.transportation : rate.transportation;
    return [
      { teeTime, rate, transportation, pricePerPlayer: priceForPlayers(rate, lost.players, transportation).price },
    ];
  });
}

/** The tee-time search for the lost time's date and course. */
export function searchPathFor(lost: Pick<LostTeeTime, 'facilityId' | 'teetime'>): string {
  return `/?${new URLSearchParams({ course: String(lost.facilityId), date: lost.teetime.slice(0, 10) }).toString()}`;
}

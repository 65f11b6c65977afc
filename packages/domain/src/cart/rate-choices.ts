/** The facts of a rate that decide whether it can price a tee-time item. */
export interface RateOffer {
  daysOfWeek: readonly number[];
  /** Minutes after local midnight: the rate sells tee times from startMinute up to (not including) endMinute. */
  startMinute: number;
  endMinute: number;
  transportation: 'Cart' | 'Walking' | 'Both';
  allowedPlayers: readonly number[];
  isSimulator: boolean;
}

/** The item a rate would be switched on. */
export interface RateChoiceTarget {
  /** ISO weekday of the tee time, 1 = Monday … 7 = Sunday (facility zone). */
  weekday: number;
  /** Minutes after local midnight of the tee time. */
  minute: number;
  players: number;
  transportation: 'Cart' | 'Walking';
  isSimulator: boolean;
}

/**
 * Whether a rate can price the item as it is: it sells that day and time, the item's
 * transportation and its party size, and it is the same kind (course or simulator bay).
 */
export function canPriceItem(rate: RateOffer, target: RateChoiceTarget): boolean {
  return (
    rate.daysOfWeek.includes(target.weekday) &&
    target.minute >= rate.startMinute &&
    target.minute < rate.endMinute &&
    (rate.transportation === 'Both' || rate.transportation === target.transportation) &&
    (target.isSimulator || rate.allowedPlayers.includes(target.players)) &&
    rate.isSimulator === target.isSimulator
  );
}

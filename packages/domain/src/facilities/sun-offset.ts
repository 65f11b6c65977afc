// The sunrise and sunset settings as words: "1 hour before sunset", "30 minutes after sunrise".
// The answer is the parts of the phrase, not the phrase: each screen says it in its own language.

/** Which end of the day a minute offset is counted from. */
export type SunAnchor = 'sunrise' | 'sunset';

/** The parts of a sentence such as "1 hour before sunset" (`relation: 'at'` and `amount: 0` for "at sunset"). */
export interface SunOffsetPhrase {
  amount: number;
  unit: 'hour' | 'minute';
  relation: 'before' | 'after' | 'at';
  anchor: SunAnchor;
}

/**
 * A signed offset in minutes from sunrise or sunset (as the inventory settings store it: the tee
 * sheet starts at sunrise + startTimeMinutesAfterSunrise and ends at sunset +
 * endTimeMinutesBeforeSunset, so -60 is an hour before) as its phrase. Whole hours are counted in
 * hours, anything else in minutes (90 is "90 minutes", never "1.5 hours").
 */
export function sunOffsetPhrase(offsetMinutes: number, anchor: SunAnchor): SunOffsetPhrase {
  const minutes = Math.round(offsetMinutes);
  if (minutes === 0) return { amount: 0, unit: 'minute', relation: 'at', anchor };
  const size = Math.abs(minutes);
  const relation = minutes < 0 ? 'before' : 'after';
  return size % 60 === 0
    ? { amount: size / 60, unit: 'hour', relation, anchor }
    : { amount: size, unit: 'minute', relation, anchor };
}

/** The signed offset in minutes a phrase stands for: what a form built of amount, unit and before/after saves. */
export function sunOffsetMinutes(phrase: Pick<SunOffsetPhrase, 'amount' | 'unit' | 'relation'>): number {
  if (phrase.relation === 'at') return 0;
  const size = Math.abs(phrase.amount) * (phrase.unit === 'hour' ? 60 : 1);
  return phrase.relation === 'before' ? -size : size;
}

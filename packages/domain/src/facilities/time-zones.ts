/**
 * Whether the engine's courses lie in more than one time zone: a tee time listed
 * beside another course's then names its zone, or "3:30 PM" reads the same in Phoenix and Denver.
 */
export function spansSeveralZones(facilities: readonly { timeZone: string }[]): boolean {
  return new Set(facilities.map((facility) => facility.timeZone)).size > 1;
}

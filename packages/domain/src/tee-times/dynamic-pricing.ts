// Dynamic pricing (beyond the spec, as GolfNow, EZLinks and GolfBack sell it): a
// course's rule moves each rate's green fee by how full the day's sheet is and how many days
// out the tee time is, never below the operator's floor nor above the ceiling.

/** From this share of the day's capacity booked (percent), the green fee moves by adjustPercent. */
export interface UtilisationStep {
  atLeastPercent: number;
  adjustPercent: number;
}

/** For tee times at most withinDays days out (0 = today), the green fee moves by adjustPercent. */
export interface DaysOutStep {
  withinDays: number;
  adjustPercent: number;
}

/** A course's rule: floor and ceiling in percent of the rate's own price; steps sorted ascending. */
export interface DynamicPricingRule {
  enabled: boolean;
  floorPercent: number;
  ceilingPercent: number;
  utilisationSteps: readonly UtilisationStep[];
  daysOutSteps: readonly DaysOutStep[];
}

/** What a tee time's price moves with: the day's booked share of capacity (0–100) and its days out (≥ 0). */
export interface DemandFacts {
  utilisationPercent: number;
  daysOut: number;
}

/** A rule that changes nothing: what a course without a saved rule has. */
export const NO_DYNAMIC_PRICING: DynamicPricingRule = {
  enabled: false,
  floorPercent: 100,
  ceilingPercent: 100,
  utilisationSteps: [],
  daysOutSteps: [],
};

/** The adjustment of the highest utilisation step reached (0 below the first). */
export function utilisationAdjust(steps: readonly UtilisationStep[], utilisationPercent: number): number {
  let adjust = 0;
  for (const step of steps) if (utilisationPercent >= step.atLeastPercent) adjust = step.adjustPercent;
  return adjust;
}

/** The adjustment of the nearest days-out step that covers the tee time (0 beyond the last). */
export function daysOutAdjust(steps: readonly DaysOutStep[], daysOut: number): number {
  for (const step of steps) if (daysOut <= step.withinDays) return step.adjustPercent;
  return 0;
}

/** The lowest and highest price (cents) the rule allows for a base price: the floor rounded up, the ceiling rounded down. */
export function priceLimits(
  base: number,
  rule: Pick<DynamicPricingRule, 'floorPercent' | 'ceilingPercent'>,
): [number, number] {
  return [Math.ceil((base * rule.floorPercent) / 100), Math.floor((base * rule.ceilingPercent) / 100)];
}

/**
 * The green fee (integer cents) a golfer pays for a base price under a rule: the utilisation and
 * days-out adjustments add up (percent of the base), the result is rounded half up to the cent and
 * then kept within the floor and ceiling. A disabled rule returns the base price unchanged.
 */
export function dynamicPrice(base: number, rule: DynamicPricingRule, facts: DemandFacts): number {
  if (!rule.enabled || base <= 0) return base;
  const adjust =
    utilisationAdjust(rule.utilisationSteps, facts.utilisationPercent) +
    daysOutAdjust(rule.daysOutSteps, facts.daysOut);
  // Integer arithmetic first (base × percent is exact), one rounding at the end.
  const adjusted = Math.floor((base * (100 + adjust) + 50) / 100);
  const [low, high] = priceLimits(base, rule);
  return Math.min(high, Math.max(low, adjusted));
}

/** The share (percent, 0–100, one decimal) of a day's capacity that is booked. */
export function utilisationPercent(bookedPlayers: number, capacity: number): number {
  if (capacity <= 0) return 100;
  return Math.min(100, Math.round((bookedPlayers * 1000) / capacity) / 10);
}

/** Whole calendar days from today to a date (both YYYY-MM-DD, on the course's wall clock). */
export function daysOutOf(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A rate with both green fees moved by the rule (other fields untouched). */
export function withDynamicFees<T extends { greenFeeCart: number; greenFeeWalking: number }>(
  rate: T,
  rule: DynamicPricingRule,
  facts: DemandFacts,
): T {
  if (!rule.enabled) return rate;
  return {
    ...rate,
    greenFeeCart: dynamicPrice(rate.greenFeeCart, rule, facts),
    greenFeeWalking: dynamicPrice(rate.greenFeeWalking, rule, facts),
  };
}

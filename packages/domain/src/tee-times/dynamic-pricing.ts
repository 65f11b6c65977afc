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

/** The index of the highest utilisation step reached (-1 below the first). */
function utilisationStepIndex(steps: readonly UtilisationStep[], utilisationPercent: number): number {
  let index = -1;
  for (let at = 0; at < steps.length; at++)
    if (utilisationPercent >= (steps[at]?.atLeastPercent ?? Infinity)) index = at;
  return index;
}

/** The index of the nearest days-out step that covers the tee time (-1 beyond the last). */
function daysOutStepIndex(steps: readonly DaysOutStep[], daysOut: number): number {
  return steps.findIndex((step) => daysOut <= step.withinDays);
}

/** The adjustment of the highest utilisation step reached (0 below the first). */
export function utilisationAdjust(steps: readonly UtilisationStep[], utilisationPercent: number): number {
  return steps[utilisationStepIndex(steps, utilisationPercent)]?.adjustPercent ?? 0;
}

/** The adjustment of the nearest days-out step that covers the tee time (0 beyond the last). */
export function daysOutAdjust(steps: readonly DaysOutStep[], daysOut: number): number {
  return steps[daysOutStepIndex(steps, daysOut)]?.adjustPercent ?? 0;
}

/** The lowest and highest price (cents) the rule allows for a base price: the floor rounded up, the ceiling rounded down. */
export function priceLimits(
  base: number,
  rule: Pick<DynamicPricingRule, 'floorPercent' | 'ceilingPercent'>,
): [number, number] {
  return [Math.ceil((base * rule.floorPercent) / 100), Math.floor((base * rule.ceilingPercent) / 100)];
}

/**
 * A step of a rule that moved a price, named by its list and its position there (its id within
 * the rule), with the threshold that made it apply.
 */
type AppliedPricingStep =
  ({ kind: 'utilisation'; index: number } & UtilisationStep) | ({ kind: 'daysOut'; index: number } & DaysOutStep);

/** How a rule priced a base price: the steps that applied in order, their sum, the unclamped price and the clamp. */
interface DynamicPriceExplanation {
  /** The rate's own price (cents). */
  base: number;
  /** The utilisation step first, then the days-out step; at most one of each. */
  steps: AppliedPricingStep[];
  /** The steps' adjustments added up (percent of the base). */
  adjustPercent: number;
  /** The base moved by adjustPercent, rounded half up to the cent, before the floor and ceiling. */
  unclamped: number;
  /** The floor or the ceiling when it changed the unclamped price: its percent and the price it set. */
  clamp: { limit: 'floor' | 'ceiling'; percent: number; price: number } | null;
  /** What a golfer pays (cents). */
  price: number;
}

/** The steps of a rule that apply to a day's facts (none when the rule is off). */
export function appliedPricingSteps(rule: DynamicPricingRule, facts: DemandFacts): AppliedPricingStep[] {
  if (!rule.enabled) return [];
  const steps: AppliedPricingStep[] = [];
  const utilisation = utilisationStepIndex(rule.utilisationSteps, facts.utilisationPercent);
  const utilisationStep = rule.utilisationSteps[utilisation];
  if (utilisationStep) steps.push({ kind: 'utilisation', index: utilisation, ...utilisationStep });
  const daysOut = daysOutStepIndex(rule.daysOutSteps, facts.daysOut);
  const daysOutStep = rule.daysOutSteps[daysOut];
  if (daysOutStep) steps.push({ kind: 'daysOut', index: daysOut, ...daysOutStep });
  return steps;
}

/**
 * The green fee (integer cents) a golfer pays for a base price under a rule, with how it came
 * about: the utilisation and days-out adjustments add up (percent of the base), the result is
 * rounded half up to the cent and then kept within the floor and ceiling. A disabled rule (or a
 * free rate) leaves the base price unchanged, with no steps. Search, the cart and the console's
 * preview all price through this function, so the preview cannot disagree with what golfers pay.
 */
export function explainDynamicPrice(
  base: number,
  rule: DynamicPricingRule,
  facts: DemandFacts,
): DynamicPriceExplanation {
  if (!rule.enabled || base <= 0)
    return { base, steps: [], adjustPercent: 0, unclamped: base, clamp: null, price: base };
  const steps = appliedPricingSteps(rule, facts);
  const adjust = steps.reduce((sum, step) => sum + step.adjustPercent, 0);
  // Integer arithmetic first (base × percent is exact), one rounding at the end.
  const unclamped = Math.floor((base * (100 + adjust) + 50) / 100);
  const [low, high] = priceLimits(base, rule);
  const clamp =
    unclamped < low
      ? { limit: 'floor' as const, percent: rule.floorPercent, price: low }
      : unclamped > high
        ? { limit: 'ceiling' as const, percent: rule.ceilingPercent, price: high }
        : null;
  return { base, steps, adjustPercent: adjust, unclamped, clamp, price: clamp ? clamp.price : unclamped };
}

/** The green fee (integer cents) a golfer pays for a base price under a rule (see explainDynamicPrice). */
export function dynamicPrice(base: number, rule: DynamicPricingRule, facts: DemandFacts): number {
  return explainDynamicPrice(base, rule, facts).price;
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

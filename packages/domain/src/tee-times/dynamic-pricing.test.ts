import { describe, expect, it } from 'vitest';
import {
  daysOutAdjust,
  daysOutOf,
  dynamicPrice,
  explainDynamicPrice,
  NO_DYNAMIC_PRICING,
  priceLimits,
  utilisationAdjust,
  utilisationPercent,
  withDynamicFees,
  type DynamicPricingRule,
} from './dynamic-pricing.ts';

const rule: DynamicPricingRule = {
  enabled: true,
  floorPercent: 80,
  ceilingPercent: 125,
  utilisationSteps: [
    { atLeastPercent: 0, adjustPercent: -10 },
    { atLeastPercent: 50, adjustPercent: 0 },
    { atLeastPercent: 80, adjustPercent: 15 },
  ],
  daysOutSteps: [
    { withinDays: 0, adjustPercent: -15 },
    { withinDays: 2, adjustPercent: -5 },
    { withinDays: 14, adjustPercent: 5 },
  ],
};

describe('utilisationAdjust', () => {
  it('takes the highest step reached, 0 below the first', () => {
    expect(utilisationAdjust(rule.utilisationSteps, 0)).toBe(-10);
    expect(utilisationAdjust(rule.utilisationSteps, 49.9)).toBe(-10);
    expect(utilisationAdjust(rule.utilisationSteps, 50)).toBe(0);
    expect(utilisationAdjust(rule.utilisationSteps, 100)).toBe(15);
    expect(utilisationAdjust([{ atLeastPercent: 30, adjustPercent: 5 }], 29)).toBe(0);
  });
});

describe('daysOutAdjust', () => {
  it('takes the nearest step that covers the days out, 0 beyond the last', () => {
    expect(daysOutAdjust(rule.daysOutSteps, 0)).toBe(-15);
    expect(daysOutAdjust(rule.daysOutSteps, 1)).toBe(-5);
    expect(daysOutAdjust(rule.daysOutSteps, 2)).toBe(-5);
    expect(daysOutAdjust(rule.daysOutSteps, 3)).toBe(5);
    expect(daysOutAdjust(rule.daysOutSteps, 15)).toBe(0);
  });
});

describe('dynamicPrice', () => {
  it('leaves the base price alone when the rule is off', () => {
    expect(dynamicPrice(4500, { ...rule, enabled: false }, { utilisationPercent: 100, daysOut: 0 })).toBe(4500);
    expect(dynamicPrice(4500, NO_DYNAMIC_PRICING, { utilisationPercent: 0, daysOut: 0 })).toBe(4500);
  });

  it('adds the two adjustments as percent of the base', () => {
    // 80 % booked (+15) five days out (+5) → +20 %.
    expect(dynamicPrice(4500, rule, { utilisationPercent: 80, daysOut: 5 })).toBe(5400);
    // 60 % booked (0), tomorrow (−5).
    expect(dynamicPrice(4500, rule, { utilisationPercent: 60, daysOut: 1 })).toBe(4275);
    // Nothing applies beyond every step.
    expect(dynamicPrice(4500, { ...rule, utilisationSteps: [] }, { utilisationPercent: 60, daysOut: 30 })).toBe(4500);
  });

  it('never goes below the floor nor above the ceiling', () => {
    // −10 −15 = −25 %, floor 80 %.
    expect(dynamicPrice(4500, rule, { utilisationPercent: 10, daysOut: 0 })).toBe(3600);
    const steep = { ...rule, utilisationSteps: [{ atLeastPercent: 0, adjustPercent: 90 }] };
    expect(dynamicPrice(4500, steep, { utilisationPercent: 0, daysOut: 30 })).toBe(5625);
    const crash = { ...rule, utilisationSteps: [{ atLeastPercent: 0, adjustPercent: -300 }] };
    expect(dynamicPrice(4500, crash, { utilisationPercent: 0, daysOut: 30 })).toBe(3600);
  });

  it('rounds half up to the cent and keeps the limits inside the operator range', () => {
    // 999 × 1.05 = 1048.95 → 1049; 1001 × 0.95 = 950.95 → 951; 10 × 0.95 = 9.5 → 10.
    const plus5 = {
      ...rule,
      floorPercent: 50,
      ceilingPercent: 200,
      utilisationSteps: [{ atLeastPercent: 0, adjustPercent: 5 }],
      daysOutSteps: [],
    };
    const minus5 = { ...plus5, utilisationSteps: [{ atLeastPercent: 0, adjustPercent: -5 }] };
    expect(dynamicPrice(999, plus5, { utilisationPercent: 0, daysOut: 0 })).toBe(1049);
    expect(dynamicPrice(1001, minus5, { utilisationPercent: 0, daysOut: 0 })).toBe(951);
    expect(dynamicPrice(10, minus5, { utilisationPercent: 0, daysOut: 0 })).toBe(10);
    // Floor rounded up, ceiling rounded down: 999 × 0.8 = 799.2 → 800, 999 × 1.25 = 1248.75 → 1248.
    expect(priceLimits(999, rule)).toEqual([800, 1248]);
    expect(
      dynamicPrice(
        999,
        { ...rule, utilisationSteps: [{ atLeastPercent: 0, adjustPercent: -50 }] },
        { utilisationPercent: 0, daysOut: 30 },
      ),
    ).toBe(800);
  });

  it('keeps every price an integer within the limits for any facts', () => {
    for (let base = 0; base <= 20_000; base += 137) {
      for (const utilisation of [0, 33.3, 50, 79.9, 80, 100]) {
        for (const daysOut of [0, 1, 2, 3, 14, 60]) {
          const price = dynamicPrice(base, rule, { utilisationPercent: utilisation, daysOut });
          const [low, high] = priceLimits(base, rule);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThanOrEqual(low);
          expect(price).toBeLessThanOrEqual(high);
        }
      }
    }
  });

  it('prices a free rate at zero', () => {
    expect(dynamicPrice(0, rule, { utilisationPercent: 100, daysOut: 5 })).toBe(0);
  });
});

describe('explainDynamicPrice', () => {
  it('names the steps that applied in order, their sum and the unclamped price', () => {
    // 80 % booked (+15, third utilisation step) five days out (+5, third days-out step) → +20 %.
    expect(explainDynamicPrice(4500, rule, { utilisationPercent: 80, daysOut: 5 })).toEqual({
      base: 4500,
      steps: [
        { kind: 'utilisation', index: 2, atLeastPercent: 80, adjustPercent: 15 },
        { kind: 'daysOut', index: 2, withinDays: 14, adjustPercent: 5 },
      ],
      adjustPercent: 20,
      unclamped: 5400,
      clamp: null,
      price: 5400,
    });
    // Beyond every days-out step only the utilisation step applies.
    expect(explainDynamicPrice(4500, rule, { utilisationPercent: 60, daysOut: 30 }).steps).toEqual([
      { kind: 'utilisation', index: 1, atLeastPercent: 50, adjustPercent: 0 },
    ]);
  });

  it('says when the floor or the ceiling clamped the price, and to what', () => {
    // −10 −15 = −25 % → 3375, the floor (80 %) makes it 3600.
    expect(explainDynamicPrice(4500, rule, { utilisationPercent: 10, daysOut: 0 })).toMatchObject({
      adjustPercent: -25,
      unclamped: 3375,
      clamp: { limit: 'floor', percent: 80, price: 3600 },
      price: 3600,
    });
    const steep = { ...rule, utilisationSteps: [{ atLeastPercent: 0, adjustPercent: 90 }] };
    expect(explainDynamicPrice(4500, steep, { utilisationPercent: 0, daysOut: 30 })).toMatchObject({
      unclamped: 8550,
      clamp: { limit: 'ceiling', percent: 125, price: 5625 },
      price: 5625,
    });
    // Exactly at the floor is not clamped.
    const atFloor = { ...rule, utilisationSteps: [{ atLeastPercent: 0, adjustPercent: -20 }], daysOutSteps: [] };
    expect(explainDynamicPrice(4500, atFloor, { utilisationPercent: 0, daysOut: 0 }).clamp).toBeNull();
  });

  it('has no steps when the rule is off or the rate is free', () => {
    const off = explainDynamicPrice(4500, { ...rule, enabled: false }, { utilisationPercent: 100, daysOut: 0 });
    expect(off).toEqual({ base: 4500, steps: [], adjustPercent: 0, unclamped: 4500, clamp: null, price: 4500 });
    expect(explainDynamicPrice(0, rule, { utilisationPercent: 100, daysOut: 0 }).steps).toEqual([]);
  });

  it('clamps exactly when the unclamped price leaves the limits, for any facts', () => {
    for (let base = 0; base <= 20_000; base += 311)
      for (const utilisation of [0, 49.9, 50, 80, 100])
        for (const daysOut of [0, 2, 3, 14, 60]) {
          const facts = { utilisationPercent: utilisation, daysOut };
          const explained = explainDynamicPrice(base, rule, facts);
          const [low, high] = priceLimits(base, rule);
          expect(explained.price).toBe(Math.min(high, Math.max(low, explained.unclamped)));
          expect(explained.clamp !== null).toBe(explained.price !== explained.unclamped);
          expect(explained.steps.reduce((sum, step) => sum + step.adjustPercent, 0)).toBe(explained.adjustPercent);
        }
  });
});

describe('withDynamicFees', () => {
  it('moves both green fees and keeps the rest of the rate', () => {
    const rate = { id: 7, greenFeeCart: 5000, greenFeeWalking: 4000, transactionFee: 300 };
    expect(withDynamicFees(rate, rule, { utilisationPercent: 90, daysOut: 7 })).toEqual({
      id: 7,
      greenFeeCart: 6000,
      greenFeeWalking: 4800,
      transactionFee: 300,
    });
    expect(withDynamicFees(rate, { ...rule, enabled: false }, { utilisationPercent: 90, daysOut: 7 })).toBe(rate);
  });
});

describe('utilisationPercent and daysOutOf', () => {
  it('gives the booked share of capacity to one decimal', () => {
    expect(utilisationPercent(0, 200)).toBe(0);
    expect(utilisationPercent(1, 3)).toBe(33.3);
    expect(utilisationPercent(160, 200)).toBe(80);
    expect(utilisationPercent(5, 4)).toBe(100);
    expect(utilisationPercent(0, 0)).toBe(100);
  });
  it('counts calendar days, across a DST change too', () => {
    expect(daysOutOf('2026-07-13', '2026-07-13')).toBe(0);
    expect(daysOutOf('2026-07-13', '2026-07-20')).toBe(7);
    expect(daysOutOf('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysOutOf('2026-12-31', '2027-01-01')).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { dynamicPricingRuleSchema } from './admin-dynamic-pricing.contract.ts';

const valid = {
  enabled: true,
  floorPercent: 80,
  ceilingPercent: 130,
  utilisationSteps: [
    { atLeastPercent: 0, adjustPercent: -10 },
    { atLeastPercent: 75, adjustPercent: 15 },
  ],
  daysOutSteps: [{ withinDays: 1, adjustPercent: -5 }],
};

function problems(input: unknown) {
  const result = dynamicPricingRuleSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('dynamicPricingRuleSchema', () => {
  it('accepts a sensible rule and an empty one', () => {
    expect(problems(valid)).toEqual([]);
    expect(
      problems({ enabled: false, floorPercent: 100, ceilingPercent: 100, utilisationSteps: [], daysOutSteps: [] }),
    ).toEqual([]);
  });

  it('keeps the floor at or below 100 and the ceiling at or above', () => {
    expect(problems({ ...valid, floorPercent: 101 })).toEqual(['floorPercent: The floor is at most 100 %']);
    expect(problems({ ...valid, floorPercent: 5 })).toEqual(['floorPercent: The floor is at least 10 %']);
    expect(problems({ ...valid, ceilingPercent: 99 })).toEqual(['ceilingPercent: The ceiling is at least 100 %']);
    expect(problems({ ...valid, ceilingPercent: 501 })).toEqual(['ceilingPercent: The ceiling is at most 500 %']);
    expect(problems({ ...valid, floorPercent: 80.5 })).toEqual(['floorPercent: The floor is a whole percent']);
  });

  it('wants steps sorted ascending, each threshold once', () => {
    const unsorted = { ...valid, utilisationSteps: [valid.utilisationSteps[1], valid.utilisationSteps[0]] };
    expect(problems(unsorted)).toEqual([
      'utilisationSteps.1.atLeastPercent: Utilisation steps go from the lowest threshold up, each threshold once',
    ]);
    const twice = {
      ...valid,
      daysOutSteps: [
        { withinDays: 1, adjustPercent: -5 },
        { withinDays: 1, adjustPercent: 5 },
      ],
    };
    expect(problems(twice)).toEqual([
      'daysOutSteps.1.withinDays: Days-out steps go from the nearest day out, each day once',
    ]);
  });

  it('bounds thresholds, days and adjustments', () => {
    expect(problems({ ...valid, utilisationSteps: [{ atLeastPercent: 101, adjustPercent: 0 }] })).toEqual([
      'utilisationSteps.0.atLeastPercent: A utilisation threshold is at most 100 %',
    ]);
    expect(problems({ ...valid, daysOutSteps: [{ withinDays: -1, adjustPercent: 0 }] })).toEqual([
      'daysOutSteps.0.withinDays: Days out cannot be negative',
    ]);
    expect(problems({ ...valid, daysOutSteps: [{ withinDays: 3, adjustPercent: -95 }] })).toEqual([
      'daysOutSteps.0.adjustPercent: An adjustment is at least -90 %',
    ]);
    const many = Array.from({ length: 11 }, (_, index) => ({ withinDays: index, adjustPercent: 0 }));
    expect(problems({ ...valid, daysOutSteps: many })).toEqual(['daysOutSteps: At most 10 days-out steps']);
  });
});

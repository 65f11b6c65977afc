import { describe, expect, it } from 'vitest';
import { type ActivityValue, activityChanges } from './activity-changes.ts';

const options = { currency: 'USD' };

describe('activityChanges', () => {
  it('lists only the fields that changed, nested objects as dotted names, in first-seen order', () => {
    expect(
      activityChanges(
        { name: 'A', fees: { cart: 1, walking: 2 }, tags: ['x'], same: true },
        { name: 'A', fees: { cart: 1, walking: 3 }, tags: ['x', 'y'], same: true, added: 'new' },
        options,
      ),
    ).toEqual([
      {
        field: 'fees.walking',
        before: { kind: 'number', value: 2, text: '2' },
        after: { kind: 'number', value: 3, text: '3' },
      },
      {
        field: 'tags',
        before: { kind: 'list', items: [{ kind: 'text', text: 'x' }], text: 'x' },
        after: {
          kind: 'list',
          items: [
            { kind: 'text', text: 'x' },
            { kind: 'text', text: 'y' },
          ],
          text: 'x, y',
        },
      },
      { field: 'added', before: null, after: { kind: 'text', text: 'new' } },
    ]);
  });

  it('opens lists of objects item by item, and reads a creation or a removal against nothing', () => {
    expect(
      activityChanges({ steps: [{ at: 1 }, { at: 2 }] }, { steps: [{ at: 1 }] }, options).map((change) => [
        change.field,
        change.before?.text,
        change.after,
      ]),
    ).toEqual([['steps.1.at', '2', null]]);
    expect(activityChanges(null, { a: 1 }, options)).toEqual([
      { field: 'a', before: null, after: { kind: 'number', value: 1, text: '1' } },
    ]);
    expect(activityChanges({ a: 1 }, null, options)).toEqual([
      { field: 'a', before: { kind: 'number', value: 1, text: '1' }, after: null },
    ]);
    expect(activityChanges({ a: 1 }, { a: 1 }, options)).toEqual([]);
  });

  it('treats null, absent and empty text as "not set", and an empty list the same way', () => {
    expect(activityChanges({ a: null, b: '', c: [] }, { b: null, c: [] }, options)).toEqual([]);
    expect(activityChanges({ a: '' }, { a: 'x' }, options)).toEqual([
      { field: 'a', before: null, after: { kind: 'text', text: 'x' } },
    ]);
  });

  it('renders money as cents with the currency, percents and minutes from their names, dates and times from their form', () => {
    const changes = activityChanges(
      {
        price: 100,
        floorPercent: 80,
        startTimeMinutesAfterSunrise: 0,
        day: '2026-07-10',
        at: '08:00',
        tee: '2026-07-10T08:00',
      },
      {
        price: 12345,
        floorPercent: 70,
        startTimeMinutesAfterSunrise: 30,
        day: '2026-07-11',
        at: '24:00',
        tee: '2026-07-11T09:00',
      },
      { currency: 'EUR', kindOf: (field) => (field === 'price' ? 'money' : undefined) },
    );
    const after: (ActivityValue | null)[] = changes.map((change) => change.after);
    expect(after).toEqual([
      { kind: 'money', cents: 12345, currency: 'EUR', text: '€123.45' },
      { kind: 'percent', value: 70, text: '70%' },
      { kind: 'minutes', value: 30, text: '30 min' },
      { kind: 'date', value: '2026-07-11', text: '2026-07-11' },
      { kind: 'time', value: '24:00', text: '24:00' },
      { kind: 'dateTime', value: '2026-07-11T09:00', text: '2026-07-11 09:00' },
    ]);
  });

  it('prefixes field names and decodes an entity-encoded message exactly once (never escapes)', () => {
    const changes = activityChanges('&lt;p&gt;Tee &amp;amp; tea&lt;/p&gt;', '<b>Raw & typed</b>', {
      currency: 'USD',
      prefix: 'appearance.welcomeMessage',
      kindOf: () => 'entity-encoded',
    });
    expect(changes).toEqual([
      {
        field: 'appearance.welcomeMessage',
        before: { kind: 'text', text: '<p>Tee &amp; tea</p>' },
        after: { kind: 'text', text: '<b>Raw & typed</b>' },
      },
    ]);
    // A plain text field keeps its characters as they are: no escaping on the way.
    expect(activityChanges({ reason: 'a' }, { reason: '<p>Rain & wind</p>' }, options)[0]?.after).toEqual({
      kind: 'text',
      text: '<p>Rain & wind</p>',
    });
  });
});

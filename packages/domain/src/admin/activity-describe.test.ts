import { describe, expect, it } from 'vitest';
import { ACTIVITY_CODES, type ActivityCode, isActivityCode } from './activity-codes.ts';
import { type ActivityContext, type ActivitySummary, describeActivity } from './activity-describe.ts';

const context: ActivityContext = {
  currency: 'USD',
  courses: new Map([
    [1, { name: 'North Course', currencyCode: 'USD' }],
    [2, { name: 'South Course', currencyCode: 'USD' }],
    [3, { name: 'Maple Ridge', currencyCode: 'CAD' }],
  ]),
};
const actor = 'Jordan Reyes';
const describeOf = (action: ActivityCode | string, details: unknown = {}, target: string | null = null) =>
  describeActivity({ action, target, details, actor }, context);
const fields = (action: ActivityCode, details: unknown) => describeOf(action, details).changes.map((c) => c.field);

/** One case per action code the server writes: what it reads as. */
const CASES: Record<ActivityCode, () => void> = {
  'session.sign-in': () => {
    expect(describeOf('session.sign-in')).toEqual({
      summary: { key: 'activity.session.sign-in', params: { actor } },
      changes: [],
    });
  },
  'session.sign-in-failed': () => {
    const contextOf = (details: unknown) => describeOf('session.sign-in-failed', details).summary.params;
    expect(contextOf({ reason: 'password', locked: false })).toEqual({ actor, context: 'password' });
    expect(contextOf({ reason: 'password', locked: true })).toEqual({ actor, context: 'locks' });
    expect(contextOf({ reason: 'locked' })).toEqual({ actor, context: 'locked' });
  },
  'session.sign-out': () => {
    expect(describeOf('session.sign-out').summary).toEqual({ key: 'activity.session.sign-out', params: { actor } });
  },
  'reservation.book': () => {
    const described = describeOf(
      'reservation.book',
      {
        confirmationNumber: 'DEMO0042',
        facilityId: 1,
        teetime: '2026-07-12T08:30',
        players: 3,
        rate: 'Prime',
        paymentMethod: 'cash',
        amountCents: 28890,
        paidNowCents: 28890,
        currencyCode: 'USD',
      },
      'reservation:abc',
    );
    expect(described.summary).toEqual({
      key: 'activity.reservation.book',
      params: {
        actor,
        count: 3,
        confirmation: 'DEMO0042',
        course: 'North Course',
        teetime: { dateTime: '2026-07-12T08:30' },
        rate: 'Prime',
        amount: { cents: 28890, currency: 'USD' },
        paid: { cents: 28890, currency: 'USD' },
        context: 'cash',
      },
    });
  },
  'reservation.price-override': () => {
    const described = describeOf('reservation.price-override', {
      confirmationNumber: 'DEMO0043',
      facilityId: 3,
      beforeCents: 17800,
      afterCents: 12000,
      reason: 'Member of the greens committee',
    });
    expect(described).toEqual({
      summary: {
        key: 'activity.reservation.price-override',
        params: {
          actor,
          confirmation: 'DEMO0043',
          before: { cents: 17800, currency: 'CAD' },
          after: { cents: 12000, currency: 'CAD' },
          reason: 'Member of the greens committee',
        },
      },
      changes: [],
    });
  },
  'reservation.move': () => {
    const described = describeOf('reservation.move', {
      from: { facilityId: 1, teetime: '2026-07-12T08:30' },
      to: { facilityId: 2, teetime: '2026-07-12T09:10' },
      players: 2,
      confirmationNumber: 'DEMO0003',
    });
    expect(described.summary.params).toEqual({
      actor,
      count: 2,
      confirmation: 'DEMO0003',
      from: { dateTime: '2026-07-12T08:30' },
      to: { dateTime: '2026-07-12T09:10' },
      fromCourse: 'North Course',
      toCourse: 'South Course',
      context: 'other-course',
    });
    expect(described.changes).toEqual([
      {
        field: 'course',
        before: { kind: 'text', text: 'North Course' },
        after: { kind: 'text', text: 'South Course' },
      },
      {
        field: 'teetime',
        before: { kind: 'dateTime', value: '2026-07-12T08:30', text: '2026-07-12 08:30' },
        after: { kind: 'dateTime', value: '2026-07-12T09:10', text: '2026-07-12 09:10' },
      },
    ]);
    // The same course: no variant, and the course is not a change.
    const sameCourse = describeOf('reservation.move', {
      from: { facilityId: 1, teetime: '2026-07-12T08:30' },
      to: { facilityId: 1, teetime: '2026-07-12T09:10' },
      players: 2,
      confirmationNumber: 'DEMO0003',
    });
    expect(sameCourse.summary.params).not.toHaveProperty('context');
    expect(sameCourse.changes.map((change) => change.field)).toEqual(['teetime']);
  },
  'reservation.cancel': () => {
    const described = describeOf('reservation.cancel', {
      reason: 'Rain',
      refund: true,
      slots: [3],
      amountCents: 9630,
      refundMethod: 'processor',
      eventId: 7,
      confirmationNumber: 'DEMO0002',
      partySize: 3,
      currencyCode: 'USD',
      cardCents: 9630,
      giftCents: 0,
      creditBookCents: 0,
    });
    expect(described.summary).toEqual({
      key: 'activity.reservation.cancel',
      params: {
        actor,
        cancelled: 1,
        count: 3,
        confirmation: 'DEMO0002',
        refund: { cents: 9630, currency: 'USD' },
        reason: 'Rain',
        context: 'card',
      },
    });
    expect(described.changes).toEqual([
      {
        field: 'cancelledSlots',
        before: null,
        after: { kind: 'list', items: [{ kind: 'number', value: 3, text: '3' }], text: '3' },
      },
      { field: 'reason', before: null, after: { kind: 'text', text: 'Rain' } },
    ]);
    const tender = (details: object) =>
      describeOf('reservation.cancel', { slots: [1], amountCents: 100, ...details }).summary.params;
    expect(tender({ refundMethod: 'counter' })).toMatchObject({ context: 'counter' });
    expect(tender({ refundMethod: 'none', amountCents: 0 })).toMatchObject({ context: 'none' });
    expect(tender({ refundMethod: 'processor', giftCents: 100 })).toMatchObject({ context: 'gift-certificate' });
    expect(tender({ refundMethod: 'processor', creditBookCents: 100 })).toMatchObject({ context: 'credit-book' });
    expect(tender({ refundMethod: 'processor', cardCents: 50, giftCents: 50 })).toMatchObject({ context: 'several' });
    // An entry written before the party size and currency were recorded: the whole party, the engine's currency, to card.
    expect(tender({ refundMethod: 'processor', slots: [1, 2] })).toMatchObject({
      cancelled: 2,
      count: 2,
      refund: { cents: 100, currency: 'USD' },
      context: 'card',
    });
  },
  'reservation.desk-payment': () => {
    const described = describeOf('reservation.desk-payment', {
      confirmationNumber: 'DEMO0002',
      receiptNumber: 'DR-ABCDEFGH',
      amountCents: 16050,
      currencyCode: 'USD',
      tenders: [
        { tender: 'cash', amountCents: 10000 },
        { tender: 'card-present', amountCents: 6050 },
      ],
      paidSlots: [1, 2],
      checkedInSlots: [1, 2],
    });
    expect(described.summary).toEqual({
      key: 'activity.reservation.desk-payment',
      params: {
        actor,
        count: 2,
        confirmation: 'DEMO0002',
        amount: { cents: 16050, currency: 'USD' },
        receipt: 'DR-ABCDEFGH',
        context: 'several',
      },
    });
    const one = describeOf('reservation.desk-payment', {
      amountCents: 500,
      tenders: [{ tender: 'gift-certificate', amountCents: 500 }],
    }).summary.params;
    expect(one).toMatchObject({ count: 0, context: 'gift-certificate', amount: { cents: 500, currency: 'USD' } });
  },
  'reservation.refund': () => {
    const described = describeOf('reservation.refund', {
      confirmationNumber: 'DEMO0002',
      amountCents: 2500,
      currencyCode: 'USD',
      tenders: [{ tender: 'card', amountCents: 2500 }],
      reason: 'Slow greens',
    });
    expect(described.summary).toEqual({
      key: 'activity.reservation.refund',
      params: {
        actor,
        confirmation: 'DEMO0002',
        amount: { cents: 2500, currency: 'USD' },
        reason: 'Slow greens',
        context: 'card',
      },
    });
    const several = describeOf('reservation.refund', {
      tenders: [
        { tender: 'cash', amountCents: 100 },
        { tender: 'gift-certificate', amountCents: 100 },
      ],
    }).summary.params;
    expect(several).toMatchObject({ context: 'several' });
  },
  'reservation.rain-check': () => {
    const described = describeOf('reservation.rain-check', {
      confirmationNumber: 'DEMO0003',
      amountCents: 9000,
      currencyCode: 'USD',
      issuedAs: 'credit-book',
      reason: 'Rain',
    });
    expect(described.summary).toEqual({
      key: 'activity.reservation.rain-check',
      params: {
        actor,
        confirmation: 'DEMO0003',
        amount: { cents: 9000, currency: 'USD' },
        reason: 'Rain',
        context: 'credit-book',
      },
    });
  },
  'player.check-in': () => {
    const described = describeOf('player.check-in', {
      slot: 2,
      from: 'booked',
      to: 'checked-in',
      confirmationNumber: 'DEMO0004',
    });
    expect(described.summary).toEqual({
      key: 'activity.player.check-in',
      params: { actor, slot: 2, confirmation: 'DEMO0004' },
    });
    expect(described.changes).toEqual([
      {
        field: 'attendance',
        before: { kind: 'enum', enum: 'attendance', value: 'booked', text: 'booked' },
        after: { kind: 'enum', enum: 'attendance', value: 'checked-in', text: 'checked-in' },
      },
    ]);
  },
  'player.no-show': () => {
    expect(
      describeOf('player.no-show', { slot: 1, from: 'booked', to: 'no-show', confirmationNumber: 'DEMO0004' }).summary,
    ).toEqual({ key: 'activity.player.no-show', params: { actor, slot: 1, confirmation: 'DEMO0004' } });
  },
  'player.attendance-undone': () => {
    const undone = (from: string) =>
      describeOf('player.attendance-undone', { slot: 1, from, to: 'booked', confirmationNumber: 'DEMO0004' }).summary;
    expect(undone('no-show')).toEqual({
      key: 'activity.player.attendance-undone',
      params: { actor, slot: 1, confirmation: 'DEMO0004', context: 'no-show' },
    });
    expect(undone('checked-in').params).toMatchObject({ context: 'checked-in' });
  },
  'block.create': () => {
    const described = describeOf('block.create', {
      facilityId: 1,
      kind: 'league',
      restriction: null,
      reason: 'Tuesday league',
      startsOn: '2026-07-14',
      endsOn: '2026-08-25',
      weekdays: [2],
      fromTime: '08:00',
      toTime: '10:00',
      conflicts: ['DEMO0001'],
      otherEnginePlayers: 0,
    });
    expect(described.summary).toEqual({
      key: 'activity.block.create',
      params: {
        actor,
        course: 'North Course',
        reason: 'Tuesday league',
        from: { date: '2026-07-14' },
        to: { date: '2026-08-25' },
        fromTime: '08:00',
        toTime: '10:00',
      },
    });
    expect(described.changes.map((change) => [change.field, change.before, change.after?.text])).toEqual([
      ['kind', null, 'league'],
      ['reason', null, 'Tuesday league'],
      ['startsOn', null, '2026-07-14'],
      ['endsOn', null, '2026-08-25'],
      ['weekdays', null, 'Tue'],
      ['fromTime', null, '08:00'],
      ['toTime', null, '10:00'],
      ['conflicts', null, 'DEMO0001'],
      ['otherEnginePlayers', null, '0'],
    ]);
    expect(described.changes[0]?.after).toEqual({ kind: 'enum', enum: 'block-kind', value: 'league', text: 'league' });
  },
  'block.delete': () => {
    const described = describeOf('block.delete', {
      facilityId: 2,
      kind: 'maintenance',
      reason: 'Aeration',
      startsOn: '2026-07-20',
      endsOn: '2026-07-20',
      weekdays: [],
      fromTime: '07:00',
      toTime: '24:00',
      reopenedTeeTimes: 36,
    });
    expect(described.summary).toEqual({
      key: 'activity.block.delete',
      params: {
        actor,
        course: 'South Course',
        reason: 'Aeration',
        from: { date: '2026-07-20' },
        to: { date: '2026-07-20' },
        fromTime: '07:00',
        toTime: '24:00',
        count: 36,
        context: 'one-day',
      },
    });
    expect(described.changes.every((change) => change.after === null)).toBe(true);
  },
  'rate.create': () => {
    const described = describeOf('rate.create', {
      facilityId: 3,
      rateSetId: 9,
      before: null,
      after: { name: 'Twilight', greenFeeCart: 4500, daysOfWeek: [6, 7], transportation: 'Both' },
    });
    expect(described.summary).toEqual({
      key: 'activity.rate.create',
      params: { actor, rate: 'Twilight', course: 'Maple Ridge' },
    });
    expect(described.changes).toEqual([
      { field: 'name', before: null, after: { kind: 'text', text: 'Twilight' } },
      { field: 'greenFeeCart', before: null, after: { kind: 'money', cents: 4500, currency: 'CAD', text: 'CA$45.00' } },
      { field: 'daysOfWeek', before: null, after: { kind: 'weekdays', value: [6, 7], text: 'Sat, Sun' } },
      {
        field: 'transportation',
        before: null,
        after: { kind: 'enum', enum: 'transportation', value: 'Both', text: 'Both' },
      },
    ]);
  },
  'rate.update': () => {
    const rate = { name: 'Trade', greenFeeCart: 5000, greenFeeWalking: 4000, showAsHotDeal: false, trade: true };
    const described = describeOf('rate.update', {
      facilityId: 1,
      rateSetId: 1,
      before: rate,
      after: { ...rate, greenFeeCart: 5500, showAsHotDeal: true },
    });
    expect(described.summary).toEqual({
      key: 'activity.rate.update',
      params: { actor, rate: 'Trade', course: 'North Course' },
    });
    expect(described.changes).toEqual([
      {
        field: 'greenFeeCart',
        before: { kind: 'money', cents: 5000, currency: 'USD', text: '$50.00' },
        after: { kind: 'money', cents: 5500, currency: 'USD', text: '$55.00' },
      },
      {
        field: 'showAsHotDeal',
        before: { kind: 'boolean', value: false, text: 'no' },
        after: { kind: 'boolean', value: true, text: 'yes' },
      },
    ]);
  },
  'dynamic-pricing.update': () => {
    const rule = {
      enabled: false,
      floorPercent: 80,
      ceilingPercent: 150,
      utilisationSteps: [{ atLeastPercent: 50, adjustPercent: 10 }],
      daysOutSteps: [],
    };
    const described = describeOf('dynamic-pricing.update', {
      facilityId: 1,
      before: rule,
      after: { ...rule, enabled: true, utilisationSteps: [{ atLeastPercent: 50, adjustPercent: 15 }] },
    });
    expect(described.summary).toEqual({
      key: 'activity.dynamic-pricing.update',
      params: { actor, course: 'North Course', context: 'on' },
    });
    expect(described.changes.map((change) => [change.field, change.before?.text, change.after?.text])).toEqual([
      ['enabled', 'no', 'yes'],
      ['utilisationSteps.0.adjustPercent', '10%', '15%'],
    ]);
    // Saved without switching it: no variant.
    const saved = describeOf('dynamic-pricing.update', {
      facilityId: 1,
      before: rule,
      after: { ...rule, floorPercent: 70 },
    });
    expect(saved.summary.params).not.toHaveProperty('context');
    expect(
      describeOf('dynamic-pricing.update', { facilityId: 1, before: { ...rule, enabled: true }, after: rule }).summary
        .params,
    ).toMatchObject({ context: 'off' });
  },
  'promotion.create': () => {
    const described = describeOf('promotion.create', {
      before: null,
      after: { code: 'SPRING10', type: 'percent', value: 10, validFrom: null, validTo: '2026-09-30', active: true },
    });
    expect(described.summary).toEqual({ key: 'activity.promotion.create', params: { actor, code: 'SPRING10' } });
    expect(described.changes.map((change) => [change.field, change.after])).toEqual([
      ['code', { kind: 'text', text: 'SPRING10' }],
      ['type', { kind: 'enum', enum: 'promotion-type', value: 'percent', text: 'percent' }],
      ['value', { kind: 'percent', value: 10, text: '10%' }],
      ['validTo', { kind: 'date', value: '2026-09-30', text: '2026-09-30' }],
      ['active', { kind: 'boolean', value: true, text: 'yes' }],
    ]);
  },
  'promotion.update': () => {
    // Its limits name courses and rates, not ids.
    const limited = describeActivity(
      {
        action: 'promotion.update',
        target: 'promotion:4',
        actor,
        details: {
          before: {
            code: 'TWILIGHT5',
            limits: { facilityIds: [], rateIds: [], weekdays: [], fromTime: null, toTime: null },
          },
          after: {
            code: 'TWILIGHT5',
            limits: { facilityIds: [2], rateIds: [31, 99], weekdays: [1, 5], fromTime: '15:00', toTime: '24:00' },
          },
        },
      },
      { ...context, rates: new Map([[31, 'Twilight']]) },
    );
    expect(limited.changes.map((change) => [change.field, change.before, change.after?.text])).toEqual([
      ['limits.facilityIds', null, 'South Course'],
      ['limits.rateIds', null, 'Twilight, #99'],
      ['limits.weekdays', null, 'Mon, Fri'],
      ['limits.fromTime', null, '15:00'],
      ['limits.toTime', null, '24:00'],
    ]);
    // The type changed: the value was a percent before and is cents after.
    const described = describeOf('promotion.update', {
      before: { code: 'SPRING10', type: 'percent', value: 10 },
      after: { code: 'SPRING10', type: 'amount', value: 500 },
    });
    expect(described.summary).toEqual({ key: 'activity.promotion.update', params: { actor, code: 'SPRING10' } });
    expect(described.changes.find((change) => change.field === 'value')).toEqual({
      field: 'value',
      before: { kind: 'percent', value: 10, text: '10%' },
      after: { kind: 'money', cents: 500, currency: 'USD', text: '$5.00' },
    });
  },
  'membership-plan.create': () => {
    const described = describeOf('membership-plan.create', {
      facilityId: 1,
      before: null,
      after: { name: 'Junior', price: 19900, initiationFee: 0, frequencyType: 'annually', renews: true },
    });
    expect(described.summary).toEqual({
      key: 'activity.membership-plan.create',
      params: { actor, plan: 'Junior', course: 'North Course' },
    });
    expect(described.changes.map((change) => change.after?.text)).toEqual([
      'Junior',
      '$199.00',
      '$0.00',
      'annually',
      'yes',
    ]);
  },
  'membership-plan.update': () => {
    const plan = { name: 'Junior', price: 19900, active: true };
    const described = describeOf('membership-plan.update', {
      facilityId: 1,
      before: plan,
      after: { ...plan, active: false },
    });
    expect(described.summary).toEqual({
      key: 'activity.membership-plan.update',
      params: { actor, plan: 'Junior', course: 'North Course' },
    });
    expect(
      fields('membership-plan.update', { facilityId: 1, before: plan, after: { ...plan, active: false } }),
    ).toEqual(['active']);
  },
  'product.create': () => {
    const described = describeOf('product.create', {
      facilityId: 2,
      before: null,
      after: { name: 'Logo balls', price: 3999, isUnlimited: false, inventory: 24, brand: null },
    });
    expect(described.summary).toEqual({
      key: 'activity.product.create',
      params: { actor, product: 'Logo balls', course: 'South Course' },
    });
    expect(described.changes.map((change) => change.field)).toEqual(['name', 'price', 'isUnlimited', 'inventory']);
  },
  'product.update': () => {
    const product = { name: 'Logo balls', price: 3999, inventory: 24 };
    const described = describeOf('product.update', {
      facilityId: 2,
      before: product,
      after: { ...product, inventory: 12 },
    });
    expect(described.summary).toEqual({
      key: 'activity.product.update',
      params: { actor, product: 'Logo balls', course: 'South Course' },
    });
    expect(described.changes).toEqual([
      {
        field: 'inventory',
        before: { kind: 'number', value: 24, text: '24' },
        after: { kind: 'number', value: 12, text: '12' },
      },
    ]);
  },
  'gift-certificates.update': () => {
    const described = describeOf('gift-certificates.update', {
      facilityId: 1,
      before: { amounts: [2500, 5000], custom: null },
      after: { amounts: [2500, 5000, 10000], custom: { min: 1000, max: 50000 } },
    });
    expect(described.summary).toEqual({
      key: 'activity.gift-certificates.update',
      params: { actor, course: 'North Course' },
    });
    expect(described.changes.map((change) => [change.field, change.before?.text ?? null, change.after?.text])).toEqual([
      ['amounts', '$25.00, $50.00', '$25.00, $50.00, $100.00'],
      ['custom.min', null, '$10.00'],
      ['custom.max', null, '$500.00'],
    ]);
  },
  'settings.update': () => {
    const described = describeOf('settings.update', {
      groups: ['appearance', 'user'],
      changes: [
        {
          path: 'appearance.welcomeMessage',
          before: '&lt;p&gt;Welcome &amp;amp; hello&lt;/p&gt;',
          after: '&lt;p&gt;Welcome back&lt;/p&gt;',
        },
        { path: 'user.inviteAFriend', before: true, after: false },
        { path: 'inventory.endTimeMinutesBeforeSunset', before: -60, after: -30 },
      ],
    });
    expect(described.summary).toEqual({
      key: 'activity.settings.update',
      params: {
        actor,
        count: 3,
        fields: ['appearance.welcomeMessage', 'user.inviteAFriend', 'inventory.endTimeMinutesBeforeSunset'],
      },
    });
    expect(described.changes).toEqual([
      {
        field: 'appearance.welcomeMessage',
        // Decoded once from the stored (entity-encoded) form: what the operator typed, never `&lt;p&gt;`.
        before: { kind: 'text', text: '<p>Welcome &amp; hello</p>' },
        after: { kind: 'text', text: '<p>Welcome back</p>' },
      },
      {
        field: 'user.inviteAFriend',
        before: { kind: 'boolean', value: true, text: 'yes' },
        after: { kind: 'boolean', value: false, text: 'no' },
      },
      {
        field: 'inventory.endTimeMinutesBeforeSunset',
        before: { kind: 'minutes', value: -60, text: '-60 min' },
        after: { kind: 'minutes', value: -30, text: '-30 min' },
      },
    ]);
    // A course's own details and settings: the course named, the `course` variant.
    expect(
      describeOf('settings.update', {
        groups: ['course'],
        course: { id: 1, name: 'North Course' },
        changes: [{ path: 'course.phone', before: null, after: '+1 910 555 0100' }],
      }).summary.params,
    ).toEqual({ actor, count: 1, fields: ['course.phone'], course: 'North Course', context: 'course' });
  },
  'settings.image-upload': () => {
    expect(
      describeOf('settings.image-upload', { kind: 'background', contentType: 'image/png', bytes: 2049, url: '/x' })
        .summary,
    ).toEqual({ key: 'activity.settings.image-upload', params: { actor, context: 'background', kilobytes: 3 } });
  },
  'staff.create': () => {
    const described = describeOf('staff.create', {
      after: { username: 'casey@harborpines.example', name: 'Casey Lin', role: 'pro-shop', active: true },
    });
    expect(described.summary).toEqual({
      key: 'activity.staff.create',
      params: { actor, name: 'Casey Lin', context: 'pro-shop' },
    });
    expect(described.changes.map((change) => change.field)).toEqual(['username', 'name', 'role', 'active']);
  },
  'staff.update': () => {
    const account = { username: 'casey@harborpines.example', name: 'Casey Lin', role: 'pro-shop', active: true };
    const update = (after: object, passwordReset = false) =>
      describeOf('staff.update', {
        before: account,
        after: { ...account, ...after },
        passwordReset,
        sessionsRevoked: 0,
      });
    expect(update({ active: false }).summary).toEqual({
      key: 'activity.staff.update',
      params: { actor, name: 'Casey Lin', context: 'disabled' },
    });
    expect(update({ role: 'manager' }).summary.params).toMatchObject({ context: 'role-manager' });
    expect(update({ role: 'manager' }).changes[0]).toEqual({
      field: 'role',
      before: { kind: 'enum', enum: 'staff-role', value: 'pro-shop', text: 'pro-shop' },
      after: { kind: 'enum', enum: 'staff-role', value: 'manager', text: 'manager' },
    });
    const reset = update({}, true);
    expect(reset.summary.params).toMatchObject({ context: 'password' });
    expect(reset.changes).toEqual([
      {
        field: 'passwordReset',
        before: { kind: 'boolean', value: false, text: 'no' },
        after: { kind: 'boolean', value: true, text: 'yes' },
      },
    ]);
  },
  'needs-attention.retry': () => {
    expect(describeOf('needs-attention.retry', {}, 'job:41').summary).toEqual({
      key: 'activity.needs-attention.retry',
      params: { actor, job: 41 },
    });
  },
  'waitlist.offer': () => {
    const details = {
      alertId: '5f0c1d2e-0000-4000-8000-000000000001',
      facilityId: 2,
      teetime: '2026-07-14T09:10',
      players: 3,
      golfer: 'Dana Whitfield',
      heldUntil: '2026-07-10T08:10',
    };
    expect(describeOf('waitlist.offer', details, `alert:${details.alertId}`)).toEqual({
      summary: {
        key: 'activity.waitlist.offer',
        params: {
          actor,
          count: 3,
          golfer: 'Dana Whitfield',
          course: 'South Course',
          teetime: { dateTime: '2026-07-14T09:10' },
          until: { dateTime: '2026-07-10T08:10' },
        },
      },
      changes: [],
    });
  },
  'message.send': () => {
    const sent = (details: unknown) => describeOf('message.send', details);
    const details = {
      facilityId: 1,
      subject: 'Frost delay',
      message: 'First tee times move by 1 hour.',
      date: '2026-07-13',
      fromTime: '07:00',
      toTime: '10:00',
      emails: 12,
      sms: 3,
    };
    expect(sent(details).summary).toEqual({
      key: 'activity.message.send',
      params: { actor, subject: 'Frost delay', count: 12, sms: 3, course: 'North Course', context: 'sms' },
    });
    // Nobody texted: the words leave SMS out.
    expect(sent({ ...details, sms: 0 }).summary.params).toEqual({
      actor,
      subject: 'Frost delay',
      count: 12,
      sms: 0,
      course: 'North Course',
    });
    expect(sent(details).changes.map((change) => change.field)).toEqual(['date', 'fromTime', 'toTime', 'message']);
  },
  'counter-sale.sell': () => {
    const details = {
      receiptNumber: 'CS-ABCD2345',
      buyer: 'Wally Walker',
      amountCents: 7500,
      currencyCode: 'USD',
      lines: [{ type: 'gift-certificate' }, { type: 'product' }],
      tenders: [{ tender: 'cash', amountCents: 7500 }],
    };
    expect(describeOf('counter-sale.sell', details)).toEqual({
      summary: {
        key: 'activity.counter-sale.sell',
        params: {
          actor,
          count: 2,
          amount: { cents: 7500, currency: 'USD' },
          receipt: 'CS-ABCD2345',
          buyer: 'Wally Walker',
          context: 'cash',
        },
      },
      changes: [],
    });
    const mixed = { ...details, tenders: [{ tender: 'cash' }, { tender: 'card-present' }] };
    expect(describeOf('counter-sale.sell', mixed).summary.params).toMatchObject({ context: 'several' });
  },
};

describe('describeActivity', () => {
  for (const code of ACTIVITY_CODES) it(`describes ${code}`, CASES[code]);

  it('has a case above for every code, and keys `activity.<code>`', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ACTIVITY_CODES].sort());
    const keys: ActivitySummary['key'][] = ACTIVITY_CODES.map((code) => describeOf(code).summary.key);
    expect(keys).toEqual(ACTIVITY_CODES.map((code) => `activity.${code}`));
  });

  it('reads an entry of a code it does not know as activity.unknown, and half-written details without failing', () => {
    expect(isActivityCode('rate.delete')).toBe(false);
    expect(describeOf('rate.delete', { anything: 1 })).toEqual({
      summary: { key: 'activity.unknown', params: { actor, action: 'rate.delete' } },
      changes: [],
    });
    for (const code of ACTIVITY_CODES) {
      for (const details of [null, 'text', [], { before: 'x', after: 3, changes: 'no', slots: 'no', from: 1 }]) {
        expect(() => describeOf(code, details), code).not.toThrow();
      }
    }
  });
});

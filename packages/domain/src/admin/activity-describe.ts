import { type ActivityCode, isActivityCode } from './activity-codes.ts';
import { type ActivityChange, type ActivityEnum, activityChanges, type FieldKind } from './activity-changes.ts';
import { STAFF_PAYMENT_METHODS, type StaffPaymentMethod } from './staff-payment-methods.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

// An audit entry in words: a translation key (`activity.<code>`) and typed parameters, so the
// console says "Riley Chen cancelled 1 of 3 players of DEMO0002 (refund $96.30 to card)" in the
// operator's language, with plurals (`count`) and variants (`context`, i18next's own option names).
// Entries written before a field existed are described with what they hold.

/** Money in a parameter: integer cents and the currency. */
interface Money {
  cents: number;
  currency: string;
}
/** A local day (YYYY-MM-DD). */
interface LocalDay {
  date: string;
}
/** A local tee time (YYYY-MM-DDTHH:mm) in its course's time zone. */
interface LocalDateTime {
  dateTime: string;
}

/** A parameter's value: text, a count, field names, money, a local day or tee time. */
export type ActivityParam = string | number | string[] | Money | LocalDay | LocalDateTime;

type Actor = {
  /** Who did it: the staff member's name (their username only when the account has no name). */
  actor: string;
};
/** Where a cancellation's refund went. */
type RefundTender = 'card' | 'counter' | 'gift-certificate' | 'credit-book' | 'several' | 'none';
/** How a payment at the desk was taken: one tender, or several. */
type DeskTenders = 'cash' | 'card-present' | 'gift-certificate' | 'several';
/** Where a custom refund went: one tender, or several. */
type CreditRefundTenders = 'card' | 'cash' | 'card-present' | 'gift-certificate' | 'several';
/** How a sign-in failed: a wrong password, a wrong password that locked the account, an attempt while locked. */
type SignInFailure = 'password' | 'locks' | 'locked';
type Attendance = 'checked-in' | 'no-show';
type StaffChange = 'disabled' | 'enabled' | 'password' | `role-${StaffRole}`;

type BlockParams = Actor & {
  course: string;
  reason: string;
  from: LocalDay;
  to: LocalDay;
  fromTime: string;
  toTime: string;
  /** A block of a single day (`from` is `to`). */
  context?: 'one-day';
};

/** Every summary the describer gives: its key and its parameters. */
export type ActivitySummary =
  | { key: 'activity.session.sign-in' | 'activity.session.sign-out'; params: Actor }
  | { key: 'activity.session.sign-in-failed'; params: Actor & { context: SignInFailure } }
  | {
      key: 'activity.reservation.book';
      params: Actor & {
        count: number;
        confirmation: string;
        course: string;
        teetime: LocalDateTime;
        rate: string;
        amount: Money;
        paid: Money;
        context: StaffPaymentMethod;
      };
    }
  | {
      key: 'activity.reservation.price-override';
      /** The green fees of the party as the server priced them (`before`) and as staff set them (`after`). */
      params: Actor & { confirmation: string; before: Money; after: Money; reason: string };
    }
  | {
      key: 'activity.reservation.move';
      params: Actor & {
        count: number;
        confirmation: string;
        from: LocalDateTime;
        to: LocalDateTime;
        fromCourse: string;
        toCourse: string;
        context?: 'other-course';
      };
    }
  | {
      key: 'activity.reservation.cancel';
      params: Actor & {
        /** Players cancelled now. */
        cancelled: number;
        /** Players the party had before (the plural follows it). */
        count: number;
        confirmation: string;
        refund: Money;
        reason: string;
        context: RefundTender;
      };
    }
  | {
      key: 'activity.reservation.refund';
      /** A custom refund, the players staying booked: one tender, or several. */
      params: Actor & { confirmation: string; amount: Money; reason: string; context: CreditRefundTenders };
    }
  | {
      key: 'activity.reservation.rain-check';
      params: Actor & {
        confirmation: string;
        amount: Money;
        reason: string;
        context: 'gift-certificate' | 'credit-book';
      };
    }
  | {
      key: 'activity.reservation.desk-payment';
      params: Actor & {
        /** Players checked in with the payment (the plural follows it). */
        count: number;
        confirmation: string;
        amount: Money;
        receipt: string;
        context: DeskTenders;
      };
    }
  | {
      key: 'activity.player.check-in' | 'activity.player.no-show';
      params: Actor & { slot: number; confirmation: string };
    }
  | {
      key: 'activity.player.attendance-undone';
      params: Actor & { slot: number; confirmation: string; context: Attendance };
    }
  | { key: 'activity.block.create'; params: BlockParams }
  | { key: 'activity.block.delete'; params: BlockParams & { count: number } }
  | { key: 'activity.rate.create' | 'activity.rate.update'; params: Actor & { rate: string; course: string } }
  | { key: 'activity.dynamic-pricing.update'; params: Actor & { course: string; context?: 'on' | 'off' } }
  | { key: 'activity.promotion.create' | 'activity.promotion.update'; params: Actor & { code: string } }
  | {
      key: 'activity.membership-plan.create' | 'activity.membership-plan.update';
      params: Actor & { plan: string; course: string };
    }
  | { key: 'activity.product.create' | 'activity.product.update'; params: Actor & { product: string; course: string } }
  | { key: 'activity.gift-certificates.update'; params: Actor & { course: string } }
  | {
      key: 'activity.settings.update';
      /** A course's own details and settings (`course.` paths): the course, and the variant `course`. */
      params: Actor & { count: number; fields: string[]; course?: string; context?: 'course' };
    }
  | {
      key: 'activity.settings.image-upload';
      params: Actor & { context: 'header' | 'background'; kilobytes: number };
    }
  | { key: 'activity.staff.create'; params: Actor & { name: string; context: StaffRole } }
  | { key: 'activity.staff.update'; params: Actor & { name: string; context?: StaffChange } }
  | { key: 'activity.needs-attention.retry'; params: Actor & { job: number } }
  | {
      key: 'activity.waitlist.offer';
      params: Actor & { count: number; golfer: string; course: string; teetime: LocalDateTime; until: LocalDateTime };
    }
  | {
      key: 'activity.message.send';
      /** `count`: the golfers e-mailed (the plural follows it); `sms`: the texts sent too (variant `sms` when any). */
      params: Actor & { subject: string; count: number; sms: number; course: string; context?: 'sms' };
    }
  | {
      key: 'activity.counter-sale.sell';
      /** `count`: the lines sold (the plural follows it); `context`: one tender, or several. */
      params: Actor & { count: number; amount: Money; receipt: string; buyer: string; context: DeskTenders };
    }
  | { key: 'activity.unknown'; params: Actor & { action: string } };

/** An audit entry as the log holds it, with its actor's display name. */
export interface ActivityEntry {
  action: string;
  target: string | null;
  details: unknown;
  actor: string;
}

/** What the engine knows that entries refer to by id. */
export interface ActivityContext {
  /** The engine's main currency (promotions are the engine's, not a course's). */
  currency: string;
  /** The engine's courses by id. */
  courses: ReadonlyMap<number, { name: string; currencyCode: string }>;
  /** Rate names by id, where entries name rates by id (a promotion's limits). */
  rates?: ReadonlyMap<number, string>;
}

/** An entry in words, with its before/after as a readable diff. */
export interface DescribedActivity {
  summary: ActivitySummary;
  changes: ActivityChange[];
}

type Details = Record<string, unknown>;
const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Details => (isRecord(value) ? value : {});
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const whole = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The id in a target such as `reservation:12` or `job:7`. */
const targetId = (target: string | null) => Number(target?.slice(target.indexOf(':') + 1)) || 0;

function courseOf(context: ActivityContext, facilityId: unknown) {
  const id = whole(facilityId);
  return context.courses.get(id) ?? { name: `#${id}`, currencyCode: context.currency };
}

const SETTINGS_ENTITY_ENCODED = new Set(['appearance.welcomeMessage', 'appearance.tempWelcomeMessage.message']);

/** The field kinds of each audited subject (fields not named here go by their name and value). */
const SUBJECT_KINDS: Partial<Record<string, Record<string, FieldKind>>> = {
  rate: {
    greenFeeCart: 'money',
    greenFeeWalking: 'money',
    transactionFee: 'money',
    memberGuestFeeCart: 'money',
    memberGuestFeeWalking: 'money',
    daysOfWeek: 'weekdays',
    transportation: { enum: 'transportation' },
    audience: { enum: 'audience' },
  },
  'membership-plan': { price: 'money', initiationFee: 'money', frequencyType: { enum: 'frequency' } },
  product: { price: 'money' },
  'gift-certificates': { amounts: 'money', 'custom.min': 'money', 'custom.max': 'money' },
  block: { kind: { enum: 'block-kind' }, restriction: { enum: 'restriction' }, weekdays: 'weekdays' },
  staff: { role: { enum: 'staff-role' } },
  promotion: { type: { enum: 'promotion-type' }, 'limits.weekdays': 'weekdays' },
};

const byTable = (subject: string) => (field: string) => SUBJECT_KINDS[subject]?.[field];

/** A promotion's `value`: a percent off, else cents (a fixed price, an amount off). */
function promotionKinds(details: Details) {
  const typeOf = (side: 'before' | 'after') => record(details[side]).type;
  return (field: string, side: 'before' | 'after'): FieldKind | undefined =>
    field === 'value' ? (typeOf(side) === 'percent' ? 'percent' : 'money') : byTable('promotion')(field);
}

/** The before/after pair most entries carry. */
function beforeAfter(details: Details, subject: string, currency: string): ActivityChange[] {
  return activityChanges(details.before ?? null, details.after ?? null, { currency, kindOf: byTable(subject) });
}

function blockParams(details: Details, actor: string, context: ActivityContext): BlockParams {
  const from = text(details.startsOn);
  return {
    actor,
    course: courseOf(context, details.facilityId).name,
    reason: text(details.reason),
    from: { date: from },
    to: { date: text(details.endsOn, from) },
    fromTime: text(details.fromTime),
    toTime: text(details.toTime),
    ...(text(details.endsOn, from) === from ? { context: 'one-day' as const } : {}),
  };
}

const BLOCK_FIELDS = ['kind', 'restriction', 'reason', 'startsOn', 'endsOn', 'weekdays', 'fromTime', 'toTime'];
const blockOf = (details: Details, extra: string[] = []) =>
  Object.fromEntries([...BLOCK_FIELDS, ...extra].filter((field) => field in details).map((f) => [f, details[f]]));

function refundTender(details: Details): RefundTender {
  const method = details.refundMethod;
  if (whole(details.amountCents) === 0 || method === 'none') return 'none';
  if (method === 'counter') return 'counter';
  const parts = (
    [
      ['card', details.cardCents],
      ['gift-certificate', details.giftCents],
      ['credit-book', details.creditBookCents],
    ] as const
  ).filter(([, cents]) => whole(cents) > 0);
  // Entries written before the breakdown was recorded went to the card.
  if (parts.length === 0) return 'card';
  return parts.length === 1 ? (parts[0]?.[0] ?? 'card') : 'several';
}

function staffChange(details: Details): StaffChange | undefined {
  const before = record(details.before);
  const after = record(details.after);
  if (before.active === true && after.active === false) return 'disabled';
  if (before.active === false && after.active === true) return 'enabled';
  if (before.role !== after.role) return `role-${oneOf(STAFF_ROLES, after.role, 'pro-shop')}`;
  return details.passwordReset === true ? 'password' : undefined;
}

const dateTimeOf = (place: unknown): LocalDateTime => ({ dateTime: text(record(place).teetime) });

type Described = (details: Details, entry: ActivityEntry, context: ActivityContext) => DescribedActivity;

/** One describer per action code: a code the server writes without one is a type error. */
const DESCRIBERS: Record<ActivityCode, Described> = {
  'session.sign-in': (_details, { actor }) => ({
    summary: { key: 'activity.session.sign-in', params: { actor } },
    changes: [],
  }),
  'session.sign-out': (_details, { actor }) => ({
    summary: { key: 'activity.session.sign-out', params: { actor } },
    changes: [],
  }),
  'session.sign-in-failed': (details, { actor }) => ({
    summary: {
      key: 'activity.session.sign-in-failed',
      params: {
        actor,
        context: details.reason === 'locked' ? 'locked' : details.locked === true ? 'locks' : 'password',
      },
    },
    changes: [],
  }),
  'reservation.book': (details, { actor }, context) => {
    const course = courseOf(context, details.facilityId);
    const currency = text(details.currencyCode, course.currencyCode);
    return {
      summary: {
        key: 'activity.reservation.book',
        params: {
          actor,
          count: whole(details.players, 1),
          confirmation: text(details.confirmationNumber),
          course: course.name,
          teetime: { dateTime: text(details.teetime) },
          rate: text(details.rate),
          amount: { cents: whole(details.amountCents), currency },
          paid: { cents: whole(details.paidNowCents), currency },
          context: oneOf(STAFF_PAYMENT_METHODS, details.paymentMethod, 'pay-at-course'),
        },
      },
      changes: [],
    };
  },
  'reservation.price-override': (details, { actor }, context) => {
    const currency = text(details.currencyCode, courseOf(context, details.facilityId).currencyCode);
    return {
      summary: {
        key: 'activity.reservation.price-override',
        params: {
          actor,
          confirmation: text(details.confirmationNumber),
          before: { cents: whole(details.beforeCents), currency },
          after: { cents: whole(details.afterCents), currency },
          reason: text(details.reason),
        },
      },
      changes: [],
    };
  },
  'reservation.move': (details, { actor }, context) => {
    const [from, to] = [record(details.from), record(details.to)];
    const fromCourse = courseOf(context, from.facilityId).name;
    const toCourse = courseOf(context, to.facilityId).name;
    const otherCourse = from.facilityId !== to.facilityId;
    return {
      summary: {
        key: 'activity.reservation.move',
        params: {
          actor,
          count: whole(details.players, 1),
          confirmation: text(details.confirmationNumber),
          from: dateTimeOf(from),
          to: dateTimeOf(to),
          fromCourse,
          toCourse,
          ...(otherCourse ? { context: 'other-course' as const } : {}),
        },
      },
      changes: activityChanges(
        { course: fromCourse, teetime: from.teetime },
        { course: toCourse, teetime: to.teetime },
        { currency: context.currency },
      ),
    };
  },
  'reservation.cancel': (details, { actor }, context) => {
    const slots = Array.isArray(details.slots) ? details.slots : [];
    const currency = text(details.currencyCode, context.currency);
    return {
      summary: {
        key: 'activity.reservation.cancel',
        params: {
          actor,
          cancelled: slots.length,
          // Entries written before the party's size was recorded: as if the whole party went.
          count: Math.max(whole(details.partySize, slots.length), slots.length),
          confirmation: text(details.confirmationNumber),
          refund: { cents: whole(details.amountCents), currency },
          reason: text(details.reason),
          context: refundTender(details),
        },
      },
      changes: activityChanges(null, { cancelledSlots: slots, reason: details.reason }, { currency }),
    };
  },
  'reservation.refund': (details, { actor }, context) => {
    const tenders = (Array.isArray(details.tenders) ? details.tenders : []).map(record);
    const kinds = [...new Set(tenders.map((tender) => text(tender.tender)))];
    return {
      summary: {
        key: 'activity.reservation.refund',
        params: {
          actor,
          confirmation: text(details.confirmationNumber),
          amount: { cents: whole(details.amountCents), currency: text(details.currencyCode, context.currency) },
          reason: text(details.reason),
          context: oneOf<CreditRefundTenders>(
            ['card', 'cash', 'card-present', 'gift-certificate'],
            kinds.length === 1 ? kinds[0] : undefined,
            'several',
          ),
        },
      },
      changes: [],
    };
  },
  'reservation.rain-check': (details, { actor }, context) => ({
    summary: {
      key: 'activity.reservation.rain-check',
      params: {
        actor,
        confirmation: text(details.confirmationNumber),
        amount: { cents: whole(details.amountCents), currency: text(details.currencyCode, context.currency) },
        reason: text(details.reason),
        context: oneOf<'gift-certificate' | 'credit-book'>(
          ['gift-certificate', 'credit-book'],
          details.issuedAs,
          'gift-certificate',
        ),
      },
    },
    changes: [],
  }),
  'reservation.desk-payment': (details, { actor }, context) => {
    const currency = text(details.currencyCode, context.currency);
    const tenders = (Array.isArray(details.tenders) ? details.tenders : []).map(record);
    const kinds = [...new Set(tenders.map((tender) => text(tender.tender)))];
    const one = kinds.length === 1 ? kinds[0] : undefined;
    return {
      summary: {
        key: 'activity.reservation.desk-payment',
        params: {
          actor,
          count: Array.isArray(details.checkedInSlots) ? details.checkedInSlots.length : 0,
          confirmation: text(details.confirmationNumber),
          amount: { cents: whole(details.amountCents), currency },
          receipt: text(details.receiptNumber),
          context: oneOf<DeskTenders>(['cash', 'card-present', 'gift-certificate'], one, 'several'),
        },
      },
      changes: [],
    };
  },
  'player.check-in': (details, entry, context) => attendance('activity.player.check-in', details, entry, context),
  'player.no-show': (details, entry, context) => attendance('activity.player.no-show', details, entry, context),
  'player.attendance-undone': (details, entry, context) => {
    const described = attendance('activity.player.check-in', details, entry, context);
    return {
      summary: {
        key: 'activity.player.attendance-undone',
        params: { ...described.summary.params, context: details.from === 'no-show' ? 'no-show' : 'checked-in' },
      } as ActivitySummary,
      changes: described.changes,
    };
  },
  'block.create': (details, { actor }, context) => ({
    summary: { key: 'activity.block.create', params: blockParams(details, actor, context) },
    changes: activityChanges(null, blockOf(details, ['conflicts', 'otherEnginePlayers']), {
      currency: context.currency,
      kindOf: byTable('block'),
    }),
  }),
  'block.delete': (details, { actor }, context) => ({
    summary: {
      key: 'activity.block.delete',
      params: { ...blockParams(details, actor, context), count: whole(details.reopenedTeeTimes) },
    },
    changes: activityChanges(blockOf(details), null, { currency: context.currency, kindOf: byTable('block') }),
  }),
  'rate.create': (details, entry, context) => rate('activity.rate.create', details, entry, context),
  'rate.update': (details, entry, context) => rate('activity.rate.update', details, entry, context),
  'dynamic-pricing.update': (details, { actor }, context) => {
    const [was, is] = [record(details.before).enabled === true, record(details.after).enabled === true];
    const course = courseOf(context, details.facilityId);
    return {
      summary: {
        key: 'activity.dynamic-pricing.update',
        params: {
          actor,
          course: course.name,
          ...(was !== is ? { context: is ? ('on' as const) : ('off' as const) } : {}),
        },
      },
      changes: beforeAfter(details, 'dynamic-pricing', course.currencyCode),
    };
  },
  'promotion.create': (details, entry, context) => promotion('activity.promotion.create', details, entry, context),
  'promotion.update': (details, entry, context) => promotion('activity.promotion.update', details, entry, context),
  'membership-plan.create': (details, entry, context) =>
    storeItem('activity.membership-plan.create', details, entry, context),
  'membership-plan.update': (details, entry, context) =>
    storeItem('activity.membership-plan.update', details, entry, context),
  'product.create': (details, entry, context) => storeItem('activity.product.create', details, entry, context),
  'product.update': (details, entry, context) => storeItem('activity.product.update', details, entry, context),
  'gift-certificates.update': (details, { actor }, context) => {
    const course = courseOf(context, details.facilityId);
    return {
      summary: { key: 'activity.gift-certificates.update', params: { actor, course: course.name } },
      changes: beforeAfter(details, 'gift-certificates', course.currencyCode),
    };
  },
  'settings.update': (details, { actor }, context) => {
    const listed = Array.isArray(details.changes) ? details.changes.map(record) : [];
    const fields = [...new Set(listed.map((change) => text(change.path)).filter(Boolean))];
    const course = isRecord(details.course) ? text(details.course.name) : '';
    return {
      summary: {
        key: 'activity.settings.update',
        params: { actor, count: fields.length, fields, ...(course ? { course, context: 'course' as const } : {}) },
      },
      changes: listed.flatMap((change) =>
        activityChanges(change.before ?? null, change.after ?? null, {
          currency: context.currency,
          prefix: text(change.path),
          kindOf: (field) => (SETTINGS_ENTITY_ENCODED.has(field) ? 'entity-encoded' : undefined),
        }),
      ),
    };
  },
  'settings.image-upload': (details, { actor }) => ({
    summary: {
      key: 'activity.settings.image-upload',
      params: {
        actor,
        context: details.kind === 'background' ? 'background' : 'header',
        kilobytes: Math.ceil(whole(details.bytes) / 1024),
      },
    },
    changes: [],
  }),
  'staff.create': (details, { actor }, context) => {
    const after = record(details.after);
    return {
      summary: {
        key: 'activity.staff.create',
        params: {
          actor,
          name: text(after.name, text(after.username)),
          context: oneOf(STAFF_ROLES, after.role, 'pro-shop'),
        },
      },
      changes: beforeAfter(details, 'staff', context.currency),
    };
  },
  'staff.update': (details, { actor }, context) => {
    const after = record(details.after);
    const change = staffChange(details);
    const reset =
      details.passwordReset === true
        ? activityChanges({ passwordReset: false }, { passwordReset: true }, { currency: context.currency })
        : [];
    return {
      summary: {
        key: 'activity.staff.update',
        params: { actor, name: text(after.name, text(after.username)), ...(change ? { context: change } : {}) },
      },
      changes: [...beforeAfter(details, 'staff', context.currency), ...reset],
    };
  },
  'needs-attention.retry': (_details, { actor, target }) => ({
    summary: { key: 'activity.needs-attention.retry', params: { actor, job: targetId(target) } },
    changes: [],
  }),
  'waitlist.offer': (details, { actor }, context) => ({
    summary: {
      key: 'activity.waitlist.offer',
      params: {
        actor,
        count: whole(details.players, 1),
        golfer: text(details.golfer),
        course: courseOf(context, details.facilityId).name,
        teetime: { dateTime: text(details.teetime) },
        until: { dateTime: text(details.heldUntil) },
      },
    },
    changes: [],
  }),
  'counter-sale.sell': (details, { actor }, context) => {
    const tenders = (Array.isArray(details.tenders) ? details.tenders : []).map(record);
    const kinds = [...new Set(tenders.map((tender) => text(tender.tender)))];
    return {
      summary: {
        key: 'activity.counter-sale.sell',
        params: {
          actor,
          count: Array.isArray(details.lines) ? details.lines.length : 0,
          amount: { cents: whole(details.amountCents), currency: text(details.currencyCode, context.currency) },
          receipt: text(details.receiptNumber),
          buyer: text(details.buyer),
          context: oneOf<DeskTenders>(
            ['cash', 'card-present', 'gift-certificate'],
            kinds.length === 1 ? kinds[0] : undefined,
            'several',
          ),
        },
      },
      changes: [],
    };
  },
  'message.send': (details, { actor }, context) => {
    const sms = whole(details.sms);
    return {
      summary: {
        key: 'activity.message.send',
        params: {
          actor,
          subject: text(details.subject),
          count: whole(details.emails),
          sms,
          course: courseOf(context, details.facilityId).name,
          ...(sms > 0 ? { context: 'sms' as const } : {}),
        },
      },
      changes: activityChanges(
        null,
        { date: details.date, fromTime: details.fromTime, toTime: details.toTime, message: details.message },
        { currency: context.currency },
      ),
    };
  },
};

function attendance(
  key: 'activity.player.check-in' | 'activity.player.no-show',
  details: Details,
  { actor }: ActivityEntry,
  context: ActivityContext,
): DescribedActivity {
  const kind: FieldKind = { enum: 'attendance' satisfies ActivityEnum };
  return {
    summary: { key, params: { actor, slot: whole(details.slot), confirmation: text(details.confirmationNumber) } },
    changes: activityChanges(
      { attendance: details.from },
      { attendance: details.to },
      { currency: context.currency, kindOf: () => kind },
    ),
  };
}

function rate(
  key: 'activity.rate.create' | 'activity.rate.update',
  details: Details,
  { actor }: ActivityEntry,
  context: ActivityContext,
): DescribedActivity {
  const course = courseOf(context, details.facilityId);
  const name = text(record(details.after).name, text(record(details.before).name));
  return {
    summary: { key, params: { actor, rate: name, course: course.name } },
    changes: beforeAfter(details, 'rate', course.currencyCode),
  };
}

const idsOf = (value: unknown) => (Array.isArray(value) ? value.filter((id) => Number.isInteger(id)) : []);

/** A promotion with the courses and rates of its limits by name, not id. */
function namedLimits(promotion: unknown, context: ActivityContext): unknown {
  if (!isRecord(promotion) || !isRecord(promotion.limits)) return promotion ?? null;
  const limits = promotion.limits;
  return {
    ...promotion,
    limits: {
      ...limits,
      facilityIds: idsOf(limits.facilityIds).map((id: number) => courseOf(context, id).name),
      rateIds: idsOf(limits.rateIds).map((id: number) => context.rates?.get(id) ?? `#${id}`),
    },
  };
}

function promotion(
  key: 'activity.promotion.create' | 'activity.promotion.update',
  details: Details,
  { actor }: ActivityEntry,
  context: ActivityContext,
): DescribedActivity {
  return {
    summary: { key, params: { actor, code: text(record(details.after).code, text(record(details.before).code)) } },
    changes: activityChanges(namedLimits(details.before, context), namedLimits(details.after, context), {
      currency: context.currency,
      kindOf: promotionKinds(details),
    }),
  };
}

function storeItem(
  key:
    | 'activity.membership-plan.create'
    | 'activity.membership-plan.update'
    | 'activity.product.create'
    | 'activity.product.update',
  details: Details,
  { actor }: ActivityEntry,
  context: ActivityContext,
): DescribedActivity {
  const course = courseOf(context, details.facilityId);
  const name = text(record(details.after).name, text(record(details.before).name));
  const isPlan = key.startsWith('activity.membership-plan.');
  const changes = beforeAfter(details, isPlan ? 'membership-plan' : 'product', course.currencyCode);
  const summary = (
    isPlan
      ? { key, params: { actor, plan: name, course: course.name } }
      : { key, params: { actor, product: name, course: course.name } }
  ) as ActivitySummary;
  return { summary, changes };
}

/**
 * An audit entry in words (`summary`: a key under `activity.` and its parameters) and its
 * before/after as a readable diff (`changes`). An action the describer does not know (an entry
 * of a code since retired) reads as `activity.unknown` with the code.
 */
export function describeActivity(entry: ActivityEntry, context: ActivityContext): DescribedActivity {
  if (!isActivityCode(entry.action))
    return { summary: { key: 'activity.unknown', params: { actor: entry.actor, action: entry.action } }, changes: [] };
  return DESCRIBERS[entry.action](record(entry.details), entry, context);
}

import type { UnpaidSharePolicy } from '@fairway/domain/invitations/share-statuses';
import type { CourseOverrideKey } from '@fairway/domain/facilities/course-overrides';
import { DEFAULT_ACTIVE_TABS, FEATURE_AREAS, SCOPE_KINDS } from '@fairway/domain/facilities/feature-areas';
import { z } from 'zod';
import { cssColorSchema, imageUrlSchema } from './theme.contract.ts';

// Facility settings of SPEC §3, with every default exactly as written there. Each group and
// each field has a default, so parsing a stored (partial) document merges it over the
// defaults field by field: `facilitySettingsSchema.parse({ appearance: { primaryColor } })`
// keeps every other default. Where the spec names a field without a default, the default is
// null (not configured) or the value a new facility would expect, noted beside it.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+)?$/, 'Expected YYYY-MM-DD');

const optInMessage = z
  .object({ enabled: z.boolean().default(false), message: z.string().nullable().default(null) })
  .prefault({});

/** identity: who the engine is. */
export const identitySettingsSchema = z
  .object({
    alias: z.string().default(''),
    entityId: z.number().int().nullable().default(null),
    entityType: z.enum(SCOPE_KINDS).default('course'),
    gnFacilityIds: z.array(z.number().int()).default([]),
    isDefault: z.boolean().default(false),
    name: z.string().default(''),
    rates: z.array(z.string()).default([]), // rate-set names offered by the engine; empty = all
    subdomain: z.string().nullable().default(null),
    activeTabs: z.array(z.enum(FEATURE_AREAS)).default(() => [...DEFAULT_ACTIVE_TABS]),
    autoTags: z.array(z.string()).default([]),
    ga: z.object({ trackingCode: z.string().nullable().default(null) }).prefault({}),
  })
  .prefault({});

/** inventory: how the tee sheet is laid out and how far ahead it can be booked. */
export const inventorySettingsSchema = z
  .object({
    maxDaysOut: z.number().int().min(0).max(365).default(14),
    sameDayReservationWindowMinutes: z.number().int().min(0).max(1440).default(30),
    releaseThresholdMinutes: z.number().int().min(0).max(10080).nullable().default(null),
    /** How long an opened tee time is held for the golfer whose alert it matched. */
    alertOfferHoldMinutes: z.number().int().min(1).max(120).default(10),
    singlesMode: z.enum(['never', 'always', 'paired']).default('paired'),
    reservationWindowType: z.enum(['sunrise-sunset', 'minutes-after-midnight']).default('sunrise-sunset'),
    startTimeMinutesAfterSunrise: z.number().int().min(-720).max(720).default(0),
    endTimeMinutesBeforeSunset: z.number().int().min(-720).max(720).default(-60),
    startTimeMinutesAfterMidnight: z.number().int().min(0).max(1440).nullable().default(null),
    endTimeMinutesAfterMidnight: z.number().int().min(0).max(1440).nullable().default(null),
    maxTeeTimesPerHour: z.number().int().min(1).max(60).default(4),
    defaultStartDay: z.enum(['current', 'next', 'next-available']).default('current'),
  })
  .prefault({});

/** appearance: the theme and the welcome message. */
export const appearanceSettingsSchema = z
  .object({
    headerImage: imageUrlSchema.nullable().default(null),
    primaryColor: cssColorSchema.default('#4fb488'),
    secondaryColor: cssColorSchema.default('#676767'),
    welcomeMessage: z.string().nullable().default(null),
    tempWelcomeMessage: z
      .object({
        message: z.string().nullable().default(null),
        from: isoDate.nullable().default(null),
        to: isoDate.nullable().default(null),
      })
      .prefault({}),
    backgroundImage: imageUrlSchema.nullable().default(null),
    noResultsColor: cssColorSchema.nullable().default(null), // null: the secondary colour
    salesBanner: z.string().max(500).nullable().default(null),
  })
  .prefault({});

/** user: what golfers may do. */
export const userSettingsSchema = z
  .object({
    golfIdLogin: z.boolean().default(false),
    inviteAFriend: z.boolean().default(false),
    guestCheckout: z.boolean().default(true),
    memberGuestRate: z.boolean().default(false),
    memberBookingLimit: z.number().int().min(0).nullable().default(null), // null: no limit
    playerPartner: z.boolean().default(false),
  })
  .prefault({});

/** smartPlay: day-of features. */
export const smartPlaySettingsSchema = z
  .object({
    checkIn: z.boolean().default(false),
    checkInWindow: z.number().min(0).max(48).default(2),
    featuredProducts: z.boolean().default(false),
    productLineups: z.boolean().default(false),
  })
  .prefault({});

/**
 * reservations: what golfers may do with a booking afterwards (not in SPEC §3; ours to design).
 * onlineCancellationHours: until how many hours before the tee time a golfer may cancel online;
 * refundGreenFees: whether cancelling refunds the green fees paid online (fees never are);
 * manageLinkHours: how long a guest's manage-booking link works after the tee time;
 * rainChecks.issueAs: a rain check staff issue is a gift certificate (a code, e-mailed) or an
 * amount on the booker's credit book (needs their account and membership; else a gift certificate);
 * counterCredits.proShopLimitCents: up to how much (cents, per refund or rain check) pro-shop staff
 * may give back without a manager (null: pro-shop staff may not).
 */
export const reservationSettingsSchema = z
  .object({
    onlineCancellationHours: z.number().min(0).max(720).default(24),
    refundGreenFees: z.boolean().default(true),
    manageLinkHours: z.number().int().min(1).max(720).default(24),
    rainChecks: z
      .object({ issueAs: z.enum(['gift-certificate', 'credit-book']).default('gift-certificate') })
      .prefault({}),
    counterCredits: z
      .object({ proShopLimitCents: z.number().int().min(0).max(10_000_000).nullable().default(null) })
      .prefault({}),
  })
  .prefault({});

/** checkout: opt-ins, required fields and booking windows. */
export const checkoutSettingsSchema = z
  .object({
    optIn: z
      .object({
        email: optInMessage,
        mobile: optInMessage,
        rewardsProgram: optInMessage,
        caddieRequest: optInMessage,
      })
      .prefault({}),
    requiredFields: z
      .object({
        email: z.boolean().default(true),
        phone: z.boolean().default(true),
        teeTimePolicy: z.boolean().default(true),
        creditCard: z.boolean().default(true),
        note: z.boolean().default(true),
      })
      .prefault({}),
    reservationWindow: z.number().int().min(0).default(10),
    adjacentRateBookingWindow: z.number().int().min(0).default(30),
    rewardsProgramMembers: z
      .object({ enabled: z.boolean().default(false), homeClubs: z.array(z.string()).default([]) })
      .prefault({}),
    /**
     * Split payment per player (not in SPEC §3): the lead may let each player pay their
     * own share through their invitation (needs user.inviteAFriend). Shares are due deadlineHours
     * before the tee time; then unpaid ones are charged to the lead's card or their slots released.
     */
    splitPayment: z
      .object({
        enabled: z.boolean().default(false),
        deadlineHours: z.number().int().min(1).max(336).default(24),
        // The policies spelled here, not imported: this schema is in the first load, the split rules are not.
        unpaidShares: z
          .enum(['charge-lead', 'release'] as const satisfies readonly UnpaidSharePolicy[])
          .default('charge-lead'),
      })
      .prefault({}),
  })
  .prefault({});

/** proProfile: which pro-account tabs and billing actions are shown. */
export const proProfileSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    tabDisplay: z
      .object({
        memberships: z.boolean().default(true),
        loyalty: z.boolean().default(true),
        creditBooks: z.boolean().default(true),
        billing: z.boolean().default(true),
        orders: z.boolean().default(true),
        statements: z.boolean().default(true),
      })
      .prefault({}),
    membershipsDisplay: z
      .object({
        paymentDetails: z.boolean().default(true),
        billingDetails: z.boolean().default(true),
        allowMembershipCancellation: z.boolean().default(false),
      })
      .prefault({}),
    billingDisplay: z
      .object({
        viewCreditCards: z.boolean().default(true),
        addCreditCards: z.boolean().default(true),
        deleteCreditCards: z.boolean().default(true),
        creditAccountPayment: z.boolean().default(false),
        payAccountBalance: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({});

/**
 * release (not in SPEC §3): the daily release of the day maxDaysOut ahead, at
 * releaseTime in each facility's time zone. mode first-come is today's behaviour; fair-queue
 * puts golfers who wait for the release in a lottery-ordered queue (see the release-queue
 * feature's README). signInRequired and bookingsPerGolferPerReleaseDay bind release-day
 * inventory in either mode (null: no limit); signInRequired also keeps anonymous golfers out of
 * the waiting room. admitAtOnce and turnSeconds: how many golfers choose at once in fair-queue
 * mode, and for how long each.
 */
export const releaseSettingsSchema = z
  .object({
    releaseTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')
      .default('07:00'),
    mode: z.enum(['first-come', 'fair-queue']).default('first-come'),
    signInRequired: z.boolean().default(false),
    bookingsPerGolferPerReleaseDay: z.number().int().min(1).max(50).nullable().default(null),
    admitAtOnce: z.number().int().min(1).max(200).default(10),
    turnSeconds: z.number().int().min(30).max(1800).default(180),
  })
  .prefault({});

/** featureFlags: switches for features in rollout. */
export const featureFlagsSchema = z.object({ enableTeeTimeAlerts: z.boolean().default(false) }).prefault({});

/** Every settings group of SPEC §3 "Facility settings", defaults filled in. */
export const facilitySettingsSchema = z
  .object({
    identity: identitySettingsSchema,
    inventory: inventorySettingsSchema,
    appearance: appearanceSettingsSchema,
    user: userSettingsSchema,
    smartPlay: smartPlaySettingsSchema,
    reservations: reservationSettingsSchema,
    checkout: checkoutSettingsSchema,
    proProfile: proProfileSettingsSchema,
    release: releaseSettingsSchema,
    featureFlags: featureFlagsSchema,
  })
  .meta({ id: 'FacilitySettings' });
export type FacilitySettings = z.infer<typeof facilitySettingsSchema>;

/** A stored settings document: any subset of the groups and fields, validated, merged over the defaults. */
export type StoredFacilitySettings = z.input<typeof facilitySettingsSchema>;

/** Merges a stored settings document over the defaults, field by field. Throws on invalid values. */
export function resolveFacilitySettings(stored: unknown): FacilitySettings {
  return facilitySettingsSchema.parse(stored ?? {});
}

const inventoryShape = inventorySettingsSchema.unwrap().shape;

/**
 * The inventory settings a course sets for itself over its engine's (COURSE_OVERRIDE_KEYS of
 * packages/domain/src/facilities/course-overrides.ts): a field left out is the engine's.
 */
export const courseSettingsOverridesSchema = z
  .object({
    maxDaysOut: inventoryShape.maxDaysOut.unwrap().optional(),
    sameDayReservationWindowMinutes: inventoryShape.sameDayReservationWindowMinutes.unwrap().optional(),
    reservationWindowType: inventoryShape.reservationWindowType.unwrap().optional(),
    startTimeMinutesAfterSunrise: inventoryShape.startTimeMinutesAfterSunrise.unwrap().optional(),
    endTimeMinutesBeforeSunset: inventoryShape.endTimeMinutesBeforeSunset.unwrap().optional(),
    startTimeMinutesAfterMidnight: inventoryShape.startTimeMinutesAfterMidnight.unwrap().unwrap().optional(),
    endTimeMinutesAfterMidnight: inventoryShape.endTimeMinutesAfterMidnight.unwrap().unwrap().optional(),
    maxTeeTimesPerHour: inventoryShape.maxTeeTimesPerHour.unwrap().optional(),
  } satisfies Record<CourseOverrideKey, z.ZodType>)
  .strict()
  .meta({ id: 'CourseSettingsOverrides' });
export type CourseSettingsOverrides = z.infer<typeof courseSettingsOverridesSchema>;

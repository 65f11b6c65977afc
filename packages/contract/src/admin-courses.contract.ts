import { canonicalTimeZone, COURSE_HOLES, isCountryCode } from '@fairway/domain/facilities/course-details';
import { CURRENCY_CODES } from '@fairway/domain/facilities/feature-areas';
import { isValidPhone } from '@fairway/domain/profile/profile-form';
import { z } from 'zod';
import { courseSettingsOverridesSchema, inventorySettingsSchema } from './facility-settings.contract.ts';
import { imageUrlSchema } from './theme.contract.ts';

// The operator console's courses: each course of the engine, its details (what golfers read on
// the course page, where the sun and the calendar put it, its tax) and the settings it sets for
// itself over the engine's.

/** The most images a course shows. */
const COURSE_IMAGES_MAX = 8;

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max);

/** A course's postal address. */
const courseAddressSchema = z.object({
  line1: text(200, 'A street address is required'),
  city: text(100, 'A city is required'),
  region: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'Expected a two-letter country code such as US, CA or IE'),
});

/**
 * PUT /api/admin/courses/{facilityId} body: every detail of the course (the whole record is sent
 * and replaces the stored one). `holes` is one of 9, 18, 27 or 36 for a golf course and null for a
 * simulator venue; `taxRateBps` is the sales tax in basis points (725 = 7.25 %).
 */
export const courseDetailsSchema = z
  .object({
    name: text(120, 'A course needs a name'),
    address: courseAddressSchema,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phone: z.string().trim().max(40).refine(isValidPhone, 'Expected a phone number such as +1 910-555-0142').nullable(),
    website: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s"'<>()\\]+$/, 'Expected a web address starting with https://')
      .nullable(),
    description: z.string().trim().max(2000).nullable(),
    images: z.array(imageUrlSchema).max(COURSE_IMAGES_MAX, `At most ${COURSE_IMAGES_MAX} images`),
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => canonicalTimeZone(zone) !== null, 'Expected an IANA time zone such as America/New_York'),
    holes: z.literal(COURSE_HOLES).nullable(),
    taxRateBps: z.number().int().min(0).max(10000),
  })
  .strict()
  .meta({ id: 'AdminCourseDetails' });
export type CourseDetails = z.infer<typeof courseDetailsSchema>;

/** A course's details as the console reads them (the same fields; the rules are the PUT body's). */
const courseDetailsViewSchema = z.object({
  name: z.string(),
  address: z.object({
    line1: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  timeZone: z.string(),
  holes: z.number().int().nullable(),
  taxRateBps: z.number().int(),
});
export type CourseDetailsView = z.infer<typeof courseDetailsViewSchema>;

/** PUT /api/admin/courses/{facilityId}/settings body: the course's own values (a field left out follows the engine). */
export const courseOverridesUpdateSchema = z.object({ overrides: courseSettingsOverridesSchema }).strict();

/** The course's inventory settings in force: the engine's, with the course's own values over them. */
const effectiveCourseSettingsSchema = inventorySettingsSchema.unwrap().pick({
  maxDaysOut: true,
  sameDayReservationWindowMinutes: true,
  reservationWindowType: true,
  startTimeMinutesAfterSunrise: true,
  endTimeMinutesBeforeSunset: true,
  startTimeMinutesAfterMidnight: true,
  endTimeMinutesAfterMidnight: true,
  maxTeeTimesPerHour: true,
});

/** One course of the engine as the console shows it. */
const adminCourseSchema = z
  .object({
    id: z.number().int(),
    courseId: z.string(),
    gnFacilityId: z.number().int(),
    isSimulator: z.boolean(),
    currencyCode: z.enum(CURRENCY_CODES),
    /** False on a partner (affiliate) engine: the course's own engine keeps its details and settings. */
    editable: z.boolean(),
    details: courseDetailsViewSchema,
    overrides: courseSettingsOverridesSchema,
    effective: effectiveCourseSettingsSchema,
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /api/admin/courses answer: the engine's courses in its display order. */
export const adminCoursesResponseSchema = z.object({ courses: z.array(adminCourseSchema) });
export type AdminCoursesResponse = z.infer<typeof adminCoursesResponseSchema>;

/** PUT /api/admin/courses/{facilityId} and …/settings answer: the course and what changed (dotted paths, before and after). */
export const adminCourseUpdateResponseSchema = z.object({
  course: adminCourseSchema,
  changes: z.array(z.object({ path: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type AdminCourseUpdateResponse = z.infer<typeof adminCourseUpdateResponseSchema>;

/** The course routes' path parameter. */
export const adminCourseParamsSchema = z.object({ facilityId: z.coerce.number().int().positive().max(2147483647) });

/**
 * The controls of the course-details form, in order: which field, which control, and the stem of
 * its texts in the console's locale files (`<i18n>.label`, `<i18n>.help`).
 * - `percent-bps`: an integer of basis points shown as a percentage with two decimals (725 ↔ 7.25 %);
 * - `holes`: one of COURSE_HOLES, or none for a simulator venue;
 * - `time-zone`: an IANA zone (`Intl.supportedValuesOf('timeZone')` lists them);
 * - `images`: a list of image URLs, each from POST /api/admin/settings/images with kind `course`.
 */
export const COURSE_DETAIL_FIELDS = [
  { path: 'name', control: 'text', required: true, maxLength: 120 },
  { path: 'address.line1', control: 'text', required: true, maxLength: 200 },
  { path: 'address.city', control: 'text', required: true, maxLength: 100 },
  { path: 'address.region', control: 'text', required: false, maxLength: 100 },
  { path: 'address.postalCode', control: 'text', required: false, maxLength: 20 },
  { path: 'address.country', control: 'country', required: true, maxLength: 2 },
  { path: 'latitude', control: 'decimal', required: true, min: -90, max: 90 },
  { path: 'longitude', control: 'decimal', required: true, min: -180, max: 180 },
  { path: 'phone', control: 'phone', required: false, maxLength: 40 },
  { path: 'website', control: 'url', required: false, maxLength: 500 },
  { path: 'description', control: 'multiline', required: false, maxLength: 2000 },
  { path: 'images', control: 'images', required: false, max: COURSE_IMAGES_MAX },
  { path: 'timeZone', control: 'time-zone', required: true },
  { path: 'holes', control: 'holes', required: false },
  { path: 'taxRateBps', control: 'percent-bps', required: true, min: 0, max: 10000 },
].map((field) => ({ ...field, i18n: `settingsCatalogue.course.fields.${field.path}` }));

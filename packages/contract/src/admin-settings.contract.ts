import {
  EMBED_ORIGINS_MAX,
  type EmbedOriginProblem,
  embedOriginProblem,
} from '@fairway/domain/host-bridge/embed-origins';
import { z } from 'zod';
import {
  appearanceSettingsSchema,
  checkoutSettingsSchema,
  facilitySettingsSchema,
  featureFlagsSchema,
  identitySettingsSchema,
  inventorySettingsSchema,
  proProfileSettingsSchema,
  releaseSettingsSchema,
  reservationSettingsSchema,
  smartPlaySettingsSchema,
  userSettingsSchema,
} from './facility-settings.contract.ts';

// The operator console: the engine's settings and theme, and the audit log.

/**
 * Identity fields that come from the booking engine's own row and its courses (the alias, its
 * scope, the courses it shows, whether it is the default): read-only in the console.
 */
export const DERIVED_IDENTITY_FIELDS = ['alias', 'entityId', 'entityType', 'gnFacilityIds', 'isDefault'] as const;

const group = <T extends z.ZodObject>(schema: { unwrap(): T }) => schema.unwrap().strict();

/** What each embed-origin problem says (the console words the same codes from its locale files). */
const EMBED_ORIGIN_MESSAGES: Record<EmbedOriginProblem, string> = {
  'not-an-origin': 'Not a web address: write it as https://www.yourclub.com',
  insecure: 'Use https:// (http:// only for localhost while testing)',
  'has-path': "Only the site's address, without a page: https://www.yourclub.com",
  'wildcard-too-broad': 'A wildcard must name a domain: https://*.yourclub.com',
};

/** One allowed embed origin as typed: `self`, an https origin, `https://*.domain`, or http on localhost. */
const embedOriginSchema = z
  .string()
  .max(300)
  .superRefine((entry, context) => {
    const problem = embedOriginProblem(entry);
    if (problem) context.addIssue({ code: 'custom', message: EMBED_ORIGIN_MESSAGES[problem], params: { problem } });
  });

/**
 * The engine's own row as the console edits it: the host sites that may embed it (CSP
 * frame-ancestors and postMessage; stored normalised and once each) and partner (affiliate) mode.
 */
const engineEmbedSettingsSchema = z.object({
  allowedOrigins: z.array(embedOriginSchema).max(EMBED_ORIGINS_MAX, `At most ${EMBED_ORIGINS_MAX} websites`),
  affiliate: z.boolean(),
});
export type EngineEmbedSettings = z.infer<typeof engineEmbedSettingsSchema>;

/**
 * PUT /api/admin/settings body: any of the groups, each validated by the settings contract's own
 * schema (the one every stored document and the golfer app's answer go through). A group sent
 * replaces the stored group: fields it leaves out take their default. `engine` (either field or
 * both) changes the engine's allowed embed origins and partner mode.
 */
export const settingsUpdateRequestSchema = z
  .object({
    engine: engineEmbedSettingsSchema.partial().strict().optional(),
    settings: z
      .object({
        identity: group(identitySettingsSchema)
          .omit({ alias: true, entityId: true, entityType: true, gnFacilityIds: true, isDefault: true })
          .optional(),
        inventory: group(inventorySettingsSchema).optional(),
        appearance: group(appearanceSettingsSchema).optional(),
        user: group(userSettingsSchema).optional(),
        smartPlay: group(smartPlaySettingsSchema).optional(),
        reservations: group(reservationSettingsSchema).optional(),
        checkout: group(checkoutSettingsSchema).optional(),
        proProfile: group(proProfileSettingsSchema).optional(),
        release: group(releaseSettingsSchema).optional(),
        featureFlags: group(featureFlagsSchema).optional(),
      })
      .strict()
      .default({}),
  })
  .strict()
  .meta({ id: 'AdminSettingsUpdate' });

/** One colour pair of the theme and its WCAG contrast (packages/domain/src/admin/theme-contrast.ts). */
const contrastPairSchema = z.object({
  field: z.enum(['primaryColor', 'secondaryColor', 'noResultsColor']),
  kind: z.enum(['text', 'ui']),
  background: z.string(),
  foreground: z.string(),
  ratio: z.number(),
  minimum: z.number(),
  ok: z.boolean(),
});

/** GET /api/admin/settings answer: the engine's embed origins and partner mode, the settings golfers get (defaults filled in) and the theme's contrast. */
export const adminSettingsResponseSchema = z.object({
  alias: z.string(),
  engine: engineEmbedSettingsSchema,
  settings: facilitySettingsSchema,
  contrast: z.array(contrastPairSchema),
  updatedAt: z.string(),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** One changed setting: its dotted path (`appearance.primaryColor`, `engine.allowedOrigins`) and the values before and after. */
const settingChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** PUT /api/admin/settings answer. */
export const settingsUpdateResponseSchema = adminSettingsResponseSchema.extend({
  changes: z.array(settingChangeSchema),
});
export type SettingsUpdateResponse = z.infer<typeof settingsUpdateResponseSchema>;

/** What an uploaded image is for. */
const ENGINE_IMAGE_KINDS = ['header', 'background', 'course'] as const;

/** Image types a theme image may be (checked against the bytes, not only the declared type). */
const THEME_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest theme image, in bytes (1 MB: a header is shown on every page). */
export const THEME_IMAGE_MAX_BYTES = 1_048_576;

/** POST /api/admin/settings/images body: the image as base64 (the console reads the file). */
export const themeImageUploadSchema = z.object({
  kind: z
    .enum(ENGINE_IMAGE_KINDS)
    .describe("Where the image goes: the theme's header or background, or a course's images"),
  contentType: z.enum(THEME_IMAGE_TYPES),
  data: z
    .string()
    .max(Math.ceil(THEME_IMAGE_MAX_BYTES / 3) * 4 + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Expected base64'),
});
export type ThemeImageUpload = z.infer<typeof themeImageUploadSchema>;

/** POST /api/admin/settings/images answer: the URL to put in appearance.headerImage / backgroundImage, or in a course's images. */
export const themeImageResponseSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  contentType: z.enum(THEME_IMAGE_TYPES),
  bytes: z.number().int(),
});
export type ThemeImageResponse = z.infer<typeof themeImageResponseSchema>;

/** GET /api/engine-images/{id}/{sha256} params. */
export const themeImageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2147483647),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

import { ACTIVITY_ENUMS } from '@fairway/domain/admin/activity-changes';
import { STAFF_ROLES } from '@fairway/domain/admin/staff-roles';
import { z } from 'zod';
import { isoDateSchema } from './tee-times.contract.ts';

// The operator console's Activity (permission `audit-log:read`): the audit log in words. Each
// entry's summary is a translation key under `activity.` with typed parameters
// (packages/domain/src/admin/activity-describe.ts), its before/after a readable diff
// (activity-changes.ts), its time in the engine's time zone (activity-time.ts).

/** The most entries one page holds. */
export const ACTIVITY_PAGE_SIZE_MAX = 100;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /api/admin/activity query. */
export const activityQuerySchema = z.object({
  from: isoDateSchema.optional().describe("First day (inclusive), in the engine's time zone"),
  to: isoDateSchema.optional().describe('Last day (inclusive)'),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z-]+(\.[a-z-]+)?$/, 'Expected an action such as settings.update, or its area such as block')
    .optional()
    .describe('An action (`settings.update`) or an area (`block`: every `block.…` action)'),
  actor: idSchema.optional().describe("Only this staff account's entries (an id of `actors`)"),
  before: idSchema.optional().describe('Entries older than this one: the previous page’s `nextBefore`'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_PAGE_SIZE_MAX)
    .default(50)
    .describe(`Entries a page, at most ${ACTIVITY_PAGE_SIZE_MAX}`),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const text = z.string().describe('Plain text: show it as text, never as HTML');

/** A value of a changed field that is not a list. */
const plainValueSchemas = [
  z.object({ kind: z.literal('text'), text }),
  z.object({ kind: z.literal('boolean'), value: z.boolean(), text }),
  z.object({ kind: z.literal('number'), value: z.number(), text }),
  z.object({ kind: z.literal('percent'), value: z.number().describe('Whole percent'), text }),
  z.object({ kind: z.literal('money'), cents: z.number().int(), currency: z.string(), text }),
  z.object({ kind: z.literal('minutes'), value: z.number().int(), text }),
  z.object({ kind: z.literal('date'), value: isoDateSchema, text }),
  z.object({ kind: z.literal('time'), value: z.string().describe('HH:mm (24:00: the end of the day)'), text }),
  z.object({ kind: z.literal('dateTime'), value: z.string().describe("YYYY-MM-DDTHH:mm in the course's zone"), text }),
  z.object({ kind: z.literal('weekdays'), value: z.array(z.number().int()).describe('ISO weekdays 1 … 7'), text }),
  z.object({ kind: z.literal('enum'), enum: z.enum(ACTIVITY_ENUMS), value: z.string(), text }),
] as const;
const plainValueSchema = z.discriminatedUnion('kind', [...plainValueSchemas]);

/** One side of a changed field (null: not set). */
const activityValueSchema = z
  .discriminatedUnion('kind', [
    ...plainValueSchemas,
    z.object({ kind: z.literal('list'), items: z.array(plainValueSchema), text }),
  ])
  .nullable()
  .meta({ id: 'ActivityValue' });

/** One changed field: its dotted name in the entity or the settings document, before and after. */
const activityChangeSchema = z.object({
  field: z.string(),
  before: activityValueSchema,
  after: activityValueSchema,
});

/** A summary parameter: text, a count, field names, money (cents), a local day or tee time. */
const activityParamSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.object({ cents: z.number().int(), currency: z.string() }).strict(),
  z.object({ date: isoDateSchema }).strict(),
  z.object({ dateTime: z.string() }).strict(),
]);

const activityActorSchema = z.object({
  id: z.number().int().nullable().describe('The staff account (null: an account no longer on file)'),
  name: z.string().describe('The staff member’s name (their username only when the account has none)'),
  role: z.enum(STAFF_ROLES).nullable().describe('Their role now'),
});

/** One entry of the Activity. */
const activityEntrySchema = z
  .object({
    id: z.number().int(),
    occurredAt: z.string().describe('ISO 8601 with the offset of `timeZone` at that instant'),
    timeZone: z.string().describe('The engine’s time zone (IANA name)'),
    action: z.string().describe('The action code (`reservation.cancel`)'),
    actor: activityActorSchema,
    summary: z.object({
      key: z.string().describe('`activity.<action>` (or `activity.unknown`): an i18next key'),
      params: z
        .record(z.string(), activityParamSchema)
        .describe('Its parameters; `count` chooses the plural, `context` the variant (i18next’s own options)'),
    }),
    changes: z.array(activityChangeSchema),
    clientAddress: z.string().nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntryDto = z.infer<typeof activityEntrySchema>;

/** GET /api/admin/activity answer: newest first. */
export const activityResponseSchema = z.object({
  timeZone: z.string().describe('The engine’s time zone: its first course’s (UTC without a course)'),
  entries: z.array(activityEntrySchema),
  nextBefore: z.number().int().nullable().describe('Pass as `before` for the next (older) page; null: no more'),
  actions: z.array(z.string()).describe('Every action the log holds, for the filter'),
  actors: z.array(activityActorSchema.extend({ id: z.number().int() })).describe('The engine’s staff, for the filter'),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

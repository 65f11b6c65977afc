import { z } from 'zod';

// The operator console's "Needs attention" list: later work (a gift certificate's
// delivery, a payment's compensation…) whose every try failed, for staff to see and retry.

/** One item whose tries are spent. */
const needsAttentionItemSchema = z
  .object({
    id: z.number().int(),
    kind: z
      .string()
      .describe(
        "What the work is ('gift-delivery', 'payment-compensation'…): the console describes it in the staff member's language",
      ),
    key: z.string().nullable().describe("What the work was about ('gift-certificate:12'), when it names one"),
    attempts: z.number().int(),
    lastError: z.string().describe('Why the last try failed'),
    failedAt: z
      .string()
      .describe("When the last try failed: ISO 8601 with the offset of the engine's zone (`timeZone`)"),
  })
  .meta({ id: 'NeedsAttentionItem' });
export type NeedsAttentionItem = z.infer<typeof needsAttentionItemSchema>;

/** The most items one page of the list holds. */
export const NEEDS_ATTENTION_PAGE_SIZE_MAX = 100;

/** GET /api/admin/needs-attention query: a page of `limit` items that failed before the item `before`. */
export const needsAttentionQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NEEDS_ATTENTION_PAGE_SIZE_MAX)
    .default(50)
    .describe(`Items a page, at most ${NEEDS_ATTENTION_PAGE_SIZE_MAX}`),
  before: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe('Items that failed before this one: the previous page’s `nextBefore`'),
});

/** GET /api/admin/needs-attention answer: a page of the alias's items, latest failure first. */
export const needsAttentionResponseSchema = z.object({
  items: z.array(needsAttentionItemSchema),
  nextBefore: z.number().int().nullable().describe('Pass as `before` for the next (older) page; null: no more'),
  timeZone: z.string().describe("The alias's first course's time zone, the console's times are shown in"),
});
export type NeedsAttentionResponse = z.infer<typeof needsAttentionResponseSchema>;

/** POST /api/admin/needs-attention/{id}/retry path. */
export const needsAttentionParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/needs-attention/{id}/retry answer: the item is queued again, with a fresh set of tries. */
export const needsAttentionRetryResponseSchema = z.object({ id: z.number().int(), queued: z.literal(true) });
export type NeedsAttentionRetryResponse = z.infer<typeof needsAttentionRetryResponseSchema>;

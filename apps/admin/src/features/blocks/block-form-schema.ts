import type { TFunction } from 'i18next';
import { z } from 'zod';
import { blockInputSchema } from '@fairway/contract/admin.contract';
import { RESTRICTION_KINDS } from '@fairway/contract/tee-times.contract';
import { BLOCK_KINDS, blockRuleProblem } from '@fairway/domain/admin/tee-time-blocks';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The block form's fields as its inputs hold them (a select's number as text, a one-off block's unused last date). */
const blockFieldsSchema = z.object({
  facilityId: z.string(),
  kind: z.enum(BLOCK_KINDS),
  restriction: z.union([z.enum(RESTRICTION_KINDS), z.literal('')]),
  reason: z.string(),
  repeat: z.enum(['once', 'weekly']),
  startsOn: z.string(),
  endsOn: z.string(),
  weekdays: z.array(z.string()),
  fromTime: z.string(),
  toTime: z.string(),
});
export type BlockFields = z.input<typeof blockFieldsSchema>;

/**
 * The block form's schema: its fields read as the contract's block (a one-off block ends on its
 * first date, a weekly one on its last), then checked by the contract's `blockInputSchema`. The
 * dates, times and the rule are checked first in the console's words, under the field concerned
 * (the contract's own messages are the API's English).
 */
export function blockFormSchema(t: TFunction) {
  return blockFieldsSchema
    .transform((fields, context): z.input<typeof blockInputSchema> => {
      const weekly = fields.repeat === 'weekly';
      const block = {
        facilityId: Number(fields.facilityId),
        kind: fields.kind,
        restriction: fields.restriction || null,
        reason: fields.reason,
        startsOn: fields.startsOn,
        endsOn: weekly ? fields.endsOn : fields.startsOn,
        weekdays: weekly ? fields.weekdays.map(Number) : [],
        fromTime: fields.fromTime,
        toTime: fields.toTime,
      };
      const problem = (path: keyof BlockFields, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message, input: fields[path] });
      const checks = [
        ['startsOn', block.startsOn, ISO_DATE],
        ['endsOn', block.endsOn, ISO_DATE],
        ['fromTime', block.fromTime, LOCAL_TIME],
        ['toTime', block.toTime, LOCAL_TIME],
      ] as const;
      const malformed = checks.filter(([, value, pattern]) => !pattern.test(value));
      for (const [path, value] of malformed) problem(path, value === '' ? t('forms.required') : t('forms.invalid'));
      // Any issue here stops the contract's checks below: the reason is checked with the rest.
      if (fields.reason.trim() === '') problem('reason', t('forms.required'));
      if (malformed.length === 0 && block.toTime <= block.fromTime) problem('toTime', t('blocks.errors.endAfterStart'));
      else if (malformed.length === 0 && blockRuleProblem(block))
        problem(weekly ? 'endsOn' : 'startsOn', t('blocks.errors.dates'));
      return block;
    })
    .pipe(blockInputSchema);
}

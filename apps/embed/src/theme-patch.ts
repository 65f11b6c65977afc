import { themePatchSchema, type ThemePatch } from '@fairway/contract/theme.contract';
import en from 'zod/v4/locales/en.js';

// English messages for this call only: z.config() would change the locale of any zod on the host page.
const { localeError } = en();

/** The patch when it is a valid ThemePatch; otherwise throws an Error listing each problem. */
export function assertThemePatch(patch: unknown, caller: string): ThemePatch {
  const result = themePatchSchema.safeParse(patch, { error: localeError });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'theme';
    return `${field}: ${issue.message}`;
  });
  throw new Error(`Fairway.${caller}: invalid theme patch (${problems.join('; ')})`);
}

import { z } from 'zod';
import { HEX_COLOR_PATTERN, IMAGE_URL_MAX, IMAGE_URL_PATTERN, SALES_BANNER_MAX } from './theme-patterns.ts';

/** A CSS colour the theme accepts: hex only, so a stored value cannot inject CSS. */
export const cssColorSchema = z.string().regex(HEX_COLOR_PATTERN, 'Expected a hex colour');

/** An image reference: a site-relative path or an http(s) URL without characters that break out of url(). */
export const imageUrlSchema = z
  .string()
  .max(IMAGE_URL_MAX)
  .regex(IMAGE_URL_PATTERN, 'Expected an http(s) URL or a site path');

/** The part of the appearance settings that themes the app; also the css-preview payload. */
export const themeSchema = z.object({
  primaryColor: cssColorSchema,
  secondaryColor: cssColorSchema,
  headerImage: imageUrlSchema.nullable(),
  backgroundImage: imageUrlSchema.nullable(),
  noResultsColor: cssColorSchema.nullable(),
  salesBanner: z.string().max(SALES_BANNER_MAX).nullable(),
});
export type Theme = z.infer<typeof themeSchema>;

/** A partial theme: what a host's preview may change. */
export const themePatchSchema = themeSchema.partial().strict();
export type ThemePatch = z.infer<typeof themePatchSchema>;

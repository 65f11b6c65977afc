import { ALIAS_PATTERN } from '@fairway/domain/facilities/alias';
import { z } from 'zod';
import { ALIAS_HEADER } from './wire-names.ts';

export { ALIAS_HEADER };

/** A booking-engine alias as it may appear in the x-be-alias header. */
export const aliasSchema = z.string().regex(ALIAS_PATTERN, 'Invalid booking engine alias');

/** The x-be-alias request header as OpenAPI documents it on every /api route. */
export const tenantHeadersSchema = z.looseObject({
  [ALIAS_HEADER]: aliasSchema
    .optional()
    .describe('Alias of the booking engine (tenant); without it the default booking engine answers'),
});

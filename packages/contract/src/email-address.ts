import { EMAIL_INVALID_MESSAGE, normalizeEmailAddress } from '@fairway/domain/session/email-identity';
import { z } from 'zod';

/**
 * An e-mail address as accounts use it: checked and normalised by the domain rule (NFC,
 * lower-cased, the domain in its IDNA ASCII form), so every way in agrees on one spelling.
 * A refinement and an overwrite rather than a transform, so the schema still documents a string.
 */
export const emailAddressSchema = z
  .string()
  .max(1000)
  .refine((value) => normalizeEmailAddress(value).ok, EMAIL_INVALID_MESSAGE)
  .overwrite((value) => {
    const checked = normalizeEmailAddress(value);
    return checked.ok ? checked.address : value;
  });

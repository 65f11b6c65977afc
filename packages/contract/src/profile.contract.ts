import {
  PROFILE_FORM_MESSAGES,
  PROFILE_PHONE_MIN_LENGTH,
  isValidPhone,
  profileErrorText,
} from '@fairway/domain/profile/profile-form';
import { z } from 'zod';
import { emailAddressSchema } from './email-address.ts';

/** Marketing and transactional opt-ins of one facility (SPEC §3 facilityCustomers entry). */
const facilityCustomerSchema = z.object({
  gnFacilityId: z.number().int(),
  emailOptIn: z.boolean(),
  smsOptIn: z.boolean(),
  transactionalSmsOptedIn: z.boolean(),
  rewardsProgramEnrolled: z.boolean(),
});

/** The signed-in golfer (SPEC §3 User): what GET /profile answers. */
export const userSchema = z
  .object({
    id: z.string().describe('Opaque customer id'),
    username: z.string().describe('The e-mail address; read-only'),
    name: z.object({ given: z.string(), family: z.string(), formatted: z.string() }),
    emails: z.array(z.object({ value: z.string(), primary: z.boolean(), verified: z.boolean() })),
    phoneNumbers: z.array(z.object({ value: z.string(), primary: z.boolean() })),
    facilityCustomers: z.record(z.string(), facilityCustomerSchema).describe('Opt-ins keyed by course id'),
    emailVerified: z.boolean(),
    language: z.string(),
    hasPassword: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const trimmedName = (message: string) => z.string().trim().min(1, message).max(100);

/** A phone as the profile accepts it: empty/null, or 10+ characters matching the §5 pattern. */
export const profilePhoneSchema = z
  .string()
  .trim()
  .max(30)
  .superRefine((phone, context) => {
    if (phone !== '' && !(phone.length >= PROFILE_PHONE_MIN_LENGTH && isValidPhone(phone))) {
      context.addIssue({ code: 'custom', message: profileErrorText({ key: 'phoneInvalid', values: { phone } }) });
    }
  });

/** One facility's opt-ins in the profile update payload (SPEC §3). */
const profileFacilityUpdateSchema = z.object({
  gnFacilityId: z.number().int(),
  marketing: z.object({ smsOptIn: z.boolean(), emailOptIn: z.boolean() }),
  transactional: z.object({ smsOptIn: z.boolean() }),
});

/** PUT /v2/profile body: the SPEC §3 profile update payload. */
export const profileUpdateSchema = z
  .object({
    emailAddress: emailAddressSchema,
    profileDetails: z.object({
      firstName: trimmedName(PROFILE_FORM_MESSAGES.firstNameRequired),
      lastName: trimmedName(PROFILE_FORM_MESSAGES.lastNameRequired),
      phoneNumber: profilePhoneSchema.nullable(),
      facilities: z.array(profileFacilityUpdateSchema).max(50),
    }),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /profile/email-verification body. */
export const emailVerificationRequestSchema = z.object({ firstName: z.string().trim().max(100).optional() });

/** PUT /profile/email-verification body. */
export const emailVerificationConfirmSchema = z.object({ verificationKey: z.string().min(16).max(200) });

/** PUT /user/{id}/email/unsubscribe query: the signed link's fields. */
export const unsubscribeQuerySchema = z.object({
  userId: z.string().max(64),
  actorId: z.string().max(64).optional(),
  version: z.string().max(8),
  gnFacilityId: z.coerce.number().int().optional(),
  signature: z.string().min(16).max(200),
});

/** POST /profile/rewards-program body. */
export const rewardsEnrollmentSchema = z.object({ gnFacilityId: z.number().int() });

/** A plain acknowledgement. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /profile/sign-out-everywhere answer: every session of the customer ended, this one too. */
export const signOutEverywhereResponseSchema = z.object({
  ok: z.literal(true),
  sessionsEnded: z.number().int().min(0),
});
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;

/**
 * The SMS providers the server can be started with (`SMS_PROVIDER`). Only the sandbox exists
 * today; a real one (Twilio…) adds its name here and its case in createSmsProvider.
 */
export const SMS_PROVIDER_NAMES = ['sandbox'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

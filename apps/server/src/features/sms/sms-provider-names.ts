/**
 * The SMS providers the server can be started with (`SMS_PROVIDER`): the sandbox (default),
 * which sends nothing, and Twilio (README.md). A new one adds its name here and its case in
 * createSmsProvider.
 */
export const SMS_PROVIDER_NAMES = ['sandbox', 'twilio'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

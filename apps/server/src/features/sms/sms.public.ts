// What other areas and the composition root (app.ts) may use of sms: the only file of
// features/sms/ they import (scripts/eslint/feature-boundaries.js).

export { enqueueSms } from './enqueue-sms.ts';
export { SMS_PROVIDER_NAMES, type SmsProviderName } from './sms-provider-names.ts';
export { smsArea } from './sms.area.ts';
export { stoppedNumbers } from './stopped-numbers.repository.ts';
export type { TwilioSettings } from './twilio-client.ts';

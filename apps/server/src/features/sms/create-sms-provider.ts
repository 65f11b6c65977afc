import type { Database } from '../../db/client.ts';
import { SandboxSmsProvider } from './sandbox-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import type { SmsProviderName } from './sms-provider-names.ts';
import { createTwilioClient, type TwilioSettings } from './twilio-client.ts';
import { TwilioSmsProvider } from './twilio-sms-provider.ts';

/** What a provider may need besides its name. */
export interface SmsProviderContext {
  db: Database;
  /** The Twilio account (config.ts requires it with SMS_PROVIDER=twilio). */
  twilio: TwilioSettings | undefined;
  /** The app's public origin (status callbacks). */
  origin: () => string;
  now: () => Date;
}

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(name: SmsProviderName, context: SmsProviderContext): SmsProvider {
  switch (name) {
    case 'sandbox':
      return new SandboxSmsProvider(context.db);
    case 'twilio': {
      if (!context.twilio)
        throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
      return new TwilioSmsProvider({
        client: createTwilioClient(context.twilio),
        from: context.twilio.from,
        db: context.db,
        origin: context.origin,
        now: context.now,
      });
    }
  }
}

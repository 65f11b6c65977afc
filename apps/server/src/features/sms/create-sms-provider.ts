import type { Database } from '../../db/client.ts';
import { SandboxSmsProvider } from './sandbox-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';
import type { SmsProviderName } from './sms-provider-names.ts';

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(name: SmsProviderName, db: Database): SmsProvider {
  switch (name) {
    case 'sandbox':
      return new SandboxSmsProvider(db);
  }
}

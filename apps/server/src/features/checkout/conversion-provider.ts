import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { insertConversion } from './orders.repository.ts';

/** A conversion of a Google reserve-with visit (SPEC §7 send-google-conversion). */
export interface Conversion {
  orderId: string;
  rwgToken: string;
  merchantChanged: 1 | 2;
}

/** Where conversions are reported; a real endpoint can replace the sandbox behind this. */
export interface ConversionProvider {
  send(conversion: Conversion): Promise<void>;
}

// A reserve-with token is an opaque URL-safe string (base64url and separators).
const RWG_TOKEN = /^[A-Za-z0-9_\-:.=]{8,500}$/;

/**
 * The offline default: records each conversion in google_conversions, and refuses what the real
 * endpoint would (a malformed token, merchantChanged other than 1 or 2) with a 400.
 */
export class SandboxConversionProvider implements ConversionProvider {
  constructor(private readonly db: Database) {}

  async send(conversion: Conversion): Promise<void> {
    if (!RWG_TOKEN.test(conversion.rwgToken))
      throw new DomainError('BAD_REQUEST', 'The conversion endpoint refused the token (malformed rwg_token)');
    if (conversion.merchantChanged !== 1 && conversion.merchantChanged !== 2)
      throw new DomainError('BAD_REQUEST', 'merchant_changed must be 1 or 2');
    await insertConversion(this.db, conversion);
  }
}

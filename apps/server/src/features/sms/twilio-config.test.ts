import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { STAND_IN_ACCOUNT } from './twilio-stand-in.testing.ts';

const TWILIO = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT.accountSid,
  TWILIO_AUTH_TOKEN: STAND_IN_ACCOUNT.authToken,
  TWILIO_FROM: STAND_IN_ACCOUNT.from,
};

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/fairway');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('SMS_PROVIDER=twilio settings (config.ts)', () => {
  it('keeps the sandbox as the default, with no Twilio account', () => {
    const config = loadConfig({});
    expect(config.smsProvider).toBe('sandbox');
    expect(config.twilio).toBeUndefined();
  });

  it('reads the account, the sender and the stand-in host', () => {
    expect(loadConfig({ ...TWILIO, TWILIO_API_BASE: 'http://127.0.0.1:4010' }).twilio).toEqual({
      accountSid: STAND_IN_ACCOUNT.accountSid,
      authToken: STAND_IN_ACCOUNT.authToken,
      from: STAND_IN_ACCOUNT.from,
      apiBase: 'http://127.0.0.1:4010',
    });
    const service = `MG${'a'.repeat(32)}`;
    expect(loadConfig({ ...TWILIO, TWILIO_FROM: service }).twilio?.from).toBe(service);
  });

  it('requires the Account SID, the Auth Token and the sender with SMS_PROVIDER=twilio', () => {
    const message = problemsOf({ SMS_PROVIDER: 'twilio' });
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']) expect(message).toContain(name);
  });

  it('refuses malformed values', () => {
    expect(problemsOf({ ...TWILIO, TWILIO_ACCOUNT_SID: 'AC123' })).toContain('TWILIO_ACCOUNT_SID');
    expect(problemsOf({ ...TWILIO, TWILIO_FROM: '0701234567' })).toContain('TWILIO_FROM');
    expect(problemsOf({ ...TWILIO, TWILIO_AUTH_TOKEN: 'short' })).toContain('TWILIO_AUTH_TOKEN');
    expect(problemsOf({ ...TWILIO, TWILIO_API_BASE: 'ftp://x' })).toContain('TWILIO_API_BASE');
  });

  it('never points the SDK at a stand-in in production', () => {
    const production = {
      ...TWILIO,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://book.example.com',
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(loadConfig(production).twilio?.apiBase).toBeUndefined();
    expect(problemsOf({ ...production, TWILIO_API_BASE: 'http://127.0.0.1:4010' })).toContain('TWILIO_API_BASE');
  });
});

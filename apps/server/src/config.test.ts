import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testClockNow } from './config.ts';
import { DEFAULT_ADMIN_DIST, DEFAULT_WEB_DIST, SERVER_ROOT } from './paths.ts';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/fairway');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, '/srv/fairway')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      pgliteDir: '/srv/fairway/data/pglite',
      databaseUrl: undefined,
      databasePoolSize: 10,
      smtpUrl: undefined,
      logLevel: 'info',
      defaultAlias: 'demo',
      webDist: DEFAULT_WEB_DIST,
      adminDist: DEFAULT_ADMIN_DIST,
      embedDist: join(SERVER_ROOT, '..', 'embed', 'dist'),
      trustProxy: false,
      publicUrl: undefined,
      loginAttemptsPerMinute: 60,
      mailOutboxPage: true,
      devDeadlines: false,
      golfIdSandbox: true,
      paymentProvider: 'sandbox',
      cardEntryAttemptsPerMinute: 60,
      smsProvider: 'sandbox',
      smsSandboxPage: true,
      demoPagesForNetwork: [],
      releaseQueueTicketsPerAddress: 4,
      apiConcurrency: 64,
      testClock: undefined,
    });
  });

  it('reads how many API calls run at once, a whole number from 1', () => {
    expect(loadConfig({ API_CONCURRENCY: '200' }).apiConcurrency).toBe(200);
    expect(problemsOf({ API_CONCURRENCY: '0' })).toContain('API_CONCURRENCY');
    expect(problemsOf({ API_CONCURRENCY: 'lots' })).toContain('API_CONCURRENCY');
  });

  it('reads the PostgreSQL pool size, a whole number from 1 to 999', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '1000', '2.5', 'many'])
      expect(problemsOf({ DATABASE_POOL_SIZE: bad })).toContain(
        'DATABASE_POOL_SIZE must be a whole number from 1 to 999',
      );
  });

  it('reads a test clock for simulations, and refuses one in production', () => {
    const value = '2026-07-10T10:55:00Z,1767000000000,10';
    const scratch = 'postgres://postgres@127.0.0.1:5432/fairway_test_mf3k2_1a2b3c4d';
    expect(
      loadConfig({ TEST_CLOCK: value, DATABASE_URL: scratch, RELEASE_QUEUE_TICKETS_PER_ADDRESS: '2' }),
    ).toMatchObject({
      testClock: { simulatedAt: new Date('2026-07-10T10:55:00Z'), realOrigin: 1767000000000, scale: 10 },
      releaseQueueTicketsPerAddress: 2,
    });
    expect(() =>
      loadConfig({
        TEST_CLOCK: value,
        DATABASE_URL: scratch,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://book.example.com',
      }),
    ).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ TEST_CLOCK: value, DATABASE_URL: 'postgres://db.internal:5432/fairway' })).toThrow(
      /throwaway/,
    );
    expect(() => loadConfig({ TEST_CLOCK: value })).toThrow(/throwaway/);
    expect(problemsOf({ TEST_CLOCK: 'tomorrow' })).toContain('TEST_CLOCK');
  });

  it('runs a test clock scale times faster from its origin', () => {
    const clock = testClockNow({
      simulatedAt: new Date('2026-07-10T10:55:00Z'),
      realOrigin: Date.now() - 1000,
      scale: 10,
    });
    const read = clock().getTime() - new Date('2026-07-10T10:55:00Z').getTime();
    expect(read).toBeGreaterThanOrEqual(10_000);
    expect(read).toBeLessThan(12_000);
  });

  it('reads the account settings: public URL origin, login attempts, outbox page (off with SMTP)', () => {
    expect(
      loadConfig({
        PUBLIC_URL: 'https://book.example.com/path',
        LOGIN_ATTEMPTS_PER_MINUTE: '5',
        SMTP_URL: 'smtp://mail:25',
      }),
    ).toMatchObject({ publicUrl: 'https://book.example.com', loginAttemptsPerMinute: 5, mailOutboxPage: false });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_OUTBOX_PAGE: 'true' }).mailOutboxPage).toBe(true);
    expect(loadConfig({ GOLF_ID_SANDBOX: 'false' }).golfIdSandbox).toBe(false);
    expect(loadConfig({ DEV_DEADLINES: '1' }).devDeadlines).toBe(true);
    expect(() => loadConfig({ DEV_DEADLINES: 'yes' })).toThrow(/DEV_DEADLINES/);
  });

  it('keeps the demo conveniences that hand out access off in production, and refuses them there', () => {
    expect(loadConfig({})).toMatchObject({
      mailOutboxPage: true,
      golfIdSandbox: true,
      smsSandboxPage: true,
      devDeadlines: false,
    });
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://book.example.com' };
    expect(loadConfig(production)).toMatchObject({
      mailOutboxPage: false,
      golfIdSandbox: false,
      smsSandboxPage: false,
      devDeadlines: false,
    });
    expect(loadConfig({ ...production, GOLF_ID_SANDBOX: 'false', MAIL_OUTBOX_PAGE: 'false' })).toMatchObject({
      mailOutboxPage: false,
      golfIdSandbox: false,
    });
    const refused = problemsOf({
      NODE_ENV: 'production',
      MAIL_OUTBOX_PAGE: 'true',
      GOLF_ID_SANDBOX: '1',
      DEV_DEADLINES: 'true',
    });
    expect(refused).toContain('MAIL_OUTBOX_PAGE shows every kept e-mail');
    expect(refused).toContain('GOLF_ID_SANDBOX signs anyone in as any e-mail address');
    expect(refused).toContain('DEV_DEADLINES lets anyone settle split payments');
    for (const one of ['MAIL_OUTBOX_PAGE', 'GOLF_ID_SANDBOX', 'DEV_DEADLINES']) {
      expect(() => loadConfig({ ...production, [one]: 'true' })).toThrow(
        new RegExp(`${one} .*must be off when NODE_ENV is production`),
      );
    }
  });

  it('needs PUBLIC_URL in production: the one origin of mailed links', () => {
    expect(problemsOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toContain(
      'PUBLIC_URL must be set when NODE_ENV is production',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://book.example.com/golf' })
        .publicUrl,
    ).toBe('https://book.example.com');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('reads the demo conveniences opened to the network by name, and refuses them in production', () => {
    expect(loadConfig({ DEMO_PAGES_FOR_NETWORK: 'outbox, golf-id,,outbox' }).demoPagesForNetwork).toEqual([
      'outbox',
      'golf-id',
    ]);
    expect(loadConfig({ DEMO_PAGES_FOR_NETWORK: 'outbox,sms,golf-id,dev-deadlines' }).demoPagesForNetwork).toEqual([
      'outbox',
      'sms',
      'golf-id',
      'dev-deadlines',
    ]);
    expect(problemsOf({ DEMO_PAGES_FOR_NETWORK: 'outbox,all' })).toContain('DEMO_PAGES_FOR_NETWORK');
    expect(problemsOf({ DEMO_PAGES_FOR_NETWORK: 'outbox,all' })).toContain(
      'must list names among outbox, sms, golf-id, dev-deadlines',
    );
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_URL: 'https://book.example.com',
        DEMO_PAGES_FOR_NETWORK: 'sms',
      }),
    ).toContain(
      'DEMO_PAGES_FOR_NETWORK opens demo pages to other machines: it must be unset when NODE_ENV is production',
    );
  });

  it('takes the sandbox card processor by default, except in production, where it must be named', () => {
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox' });
    expect(problemsOf({ NODE_ENV: 'production' })).toContain(
      'PAYMENT_PROVIDER must be set when NODE_ENV is production: the built-in sandbox gateway takes test cards and charges nobody',
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://book.example.com' }),
    ).toMatchObject({ paymentProvider: 'sandbox' });
  });

  it('reads the payment settings: the processor and the card-entry attempts', () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '500' })).toMatchObject({
      paymentProvider: 'sandbox',
      cardEntryAttemptsPerMinute: 500,
    });
  });

  it('reads the SMS provider and refuses one the server does not have', () => {
    expect(loadConfig({ SMS_PROVIDER: 'sandbox' }).smsProvider).toBe('sandbox');
    expect(problemsOf({ SMS_PROVIDER: 'vonage' })).toContain(
      'SMS_PROVIDER must be one of sandbox, twilio (the SMS providers this server has)',
    );
  });

  it('reads every variable, resolving paths from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        DATABASE_URL: 'postgres://app@db:5432/fairway',
        SMTP_URL: 'smtp://mail:25',
        LOG_LEVEL: 'warn',
        DEFAULT_ALIAS: 'maple-ridge',
        WEB_DIST: '../web',
        ADMIN_DIST: 'console/dist',
        EMBED_DIST: '/opt/embed',
        TRUST_PROXY: 'true',
      },
      '/srv/fairway',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      pgliteDir: '/srv/fairway/var/pglite',
      databaseUrl: 'postgres://app@db:5432/fairway',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      defaultAlias: 'maple-ridge',
      webDist: '/srv/web',
      adminDist: '/srv/fairway/console/dist',
      embedDist: '/opt/embed',
      trustProxy: true,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, '/srv')).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ DEFAULT_ALIAS: 'Harbor Pines' }, 'DEFAULT_ALIAS'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true or false'],
    [{ PAYMENT_PROVIDER: 'acme-pay' }, 'PAYMENT_PROVIDER must be one of sandbox, stripe'],
    [{ CARD_ENTRY_ATTEMPTS_PER_MINUTE: '0' }, 'CARD_ENTRY_ATTEMPTS_PER_MINUTE must be a whole number from 1'],
  ])('names the variable in error %#', (env, message) => {
    expect(problemsOf(env)).toContain(message);
  });

  it('lists every problem at once', () => {
    const message = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });

  it('stops the server at start-up with the message and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src', 'main.ts')], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535');
    // main.ts under tsx loads every module of the server, the processors' SDKs included: slow on a busy machine.
  }, 90_000);

  it('stops the server at start-up on an unknown payment provider', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src', 'main.ts')], {
      env: { ...process.env, PAYMENT_PROVIDER: 'acme-pay', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'PAYMENT_PROVIDER must be one of sandbox, stripe (the card processors this server has)',
    );
    // main.ts under tsx loads every module of the server, the processors' SDKs included: slow on a busy machine.
  }, 90_000);
});

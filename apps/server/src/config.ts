import { resolve } from 'node:path';
import { aliasSchema } from '@fairway/contract/tenancy.contract';
import { z } from 'zod';
import {
  isTestModeKey,
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
  type StripeSettings,
} from './features/payments/payments.public.ts';
import { SMS_PROVIDER_NAMES, type SmsProviderName, type TwilioSettings } from './features/sms/sms.public.ts';
import { DEFAULT_DATABASE_POOL_SIZE } from './db/client.ts';
import { DEMO_CONVENIENCES, type DemoConvenience } from './shared/demo-conveniences.ts';
import { DEFAULT_ADMIN_DIST, DEFAULT_EMBED_DIST, DEFAULT_WEB_DIST } from './paths.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function urlWithProtocols(protocols: string[], hint: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);
}

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL').optional(),
  DATABASE_POOL_SIZE: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 1 to 999')
    .transform(Number)
    .default(DEFAULT_DATABASE_POOL_SIZE),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  DEFAULT_ALIAS: aliasSchema.default('demo'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  EMBED_DIST: z.string().optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
  LOGIN_ATTEMPTS_PER_MINUTE: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .default(60),
  GOLF_ID_SANDBOX: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  MAIL_OUTBOX_PAGE: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  DEV_DEADLINES: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  DEMO_PAGES_FOR_NETWORK: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
      ),
    ])
    .pipe(
      z.array(
        z.enum(DEMO_CONVENIENCES, {
          error: `must list names among ${DEMO_CONVENIENCES.join(', ')}, separated by commas`,
        }),
      ),
    )
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  // Default: the sandbox gateway, except in production, where it must be named (productionProblems).
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDER_NAMES, {
      error: `must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')} (the card processors this server has)`,
    })
    .optional(),
  // PAYMENT_PROVIDER=stripe only (stripeConfigOf requires the three keys then).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(live|test)_\w{8,}$/, 'must be a secret or restricted API key (sk_live_…, sk_test_…, rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(live|test)_\w{8,}$/, 'must be a publishable key (pk_live_… or pk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w{8,}$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_API_BASE: urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
  STRIPE_ALLOW_TEST_KEYS: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  CARD_ENTRY_ATTEMPTS_PER_MINUTE: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a whole number from 1')
    .transform(Number)
    .default(60),
  RELEASE_QUEUE_TICKETS_PER_ADDRESS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1')
    .transform(Number)
    .default(4),
  API_CONCURRENCY: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, 'must be a whole number from 1')
    .transform(Number)
    .default(64),
  TEST_CLOCK: z
    .string()
    .regex(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z,\d{13},\d{1,3}$/,
      'must be <simulated ISO instant, UTC>,<real epoch ms>,<scale>',
    )
    .optional(),
  NODE_ENV: z.string().optional(),
  SMS_PROVIDER: z
    .enum(SMS_PROVIDER_NAMES, {
      error: `must be one of ${SMS_PROVIDER_NAMES.join(', ')} (the SMS providers this server has)`,
    })
    .default('sandbox'),
  // SMS_PROVIDER=twilio only (twilioConfigOf requires the first three then).
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID: AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, "must be the account's Auth Token (no spaces)")
    .optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
      'must be an E.164 number (+15005550006) or a Messaging Service SID (MG and 32 hex digits)',
    )
    .optional(),
  TWILIO_API_BASE: urlWithProtocols(['http:', 'https:'], 'must be an http:// or https:// URL').optional(),
});

/** The validated server configuration; every path is absolute. */
export interface Config {
  port: number;
  host: string;
  /** Where PGlite stores its files (`${DATA_DIR}/pglite`); unused when databaseUrl is set. */
  pgliteDir: string;
  /** A postgres:// URL: use node-postgres instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** The most PostgreSQL connections this process opens (unused on PGlite). */
  databasePoolSize: number;
  /** With it, the mail-delivery job sends the mail outbox over SMTP; without it, mail is kept in the outbox. */
  smtpUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The alias served when a request names none. */
  defaultAlias: string;
  webDist: string;
  /** The built operator console (index.html at /admin, its files under /admin-assets). */
  adminDist: string;
  embedDist: string;
  /** Trust X-Forwarded-* headers (set behind a load balancer). */
  trustProxy: boolean;
  /**
   * The app's public origin: links in e-mails and the CSRF Origin check. Required in production;
   * without it links use where this machine reaches the server (shared/public-origin.ts) and the
   * CSRF check each request's own origin.
   */
  publicUrl: string | undefined;
  /** Sign-in attempts one client (IP address) may make per minute, per process, before 429. */
  loginAttemptsPerMinute: number;
  /** Whether the end-to-end tests' clock routes exist: POST /dev/split-payments/{reservationId}/deadline (a split payment's deadline now) and /api/dev/release-queue/... (an engine's release within seconds); never in production. */
  devDeadlines: boolean;
  /** Whether /dev/outbox lists the mail outbox (default: only when mail is not sent over SMTP, and never in production). */
  mailOutboxPage: boolean;
  /**
   * Whether the local sandbox golf-ID provider (anyone signs in as any e-mail) serves golf-ID
   * login (default: on, except in production, where it is refused).
   */
  golfIdSandbox: boolean;
  /** Whether the sandbox SMS provider's messages are listed at /dev/sms (not in production). */
  smsSandboxPage: boolean;
  /** The demo conveniences served to other machines too; the others answer only this machine (plugins/demo-access.ts). */
  demoPagesForNetwork: DemoConvenience[];
  /** The card processor every payment goes through. */
  paymentProvider: PaymentProviderName;
  /** Stripe's keys when paymentProvider is stripe (features/payments/README.md), else undefined. */
  stripe: StripeSettings | undefined;
  /** Card submissions one client (IP address) may make to the sandbox gateway's hosted page per minute, per process. */
  cardEntryAttemptsPerMinute: number;
  /** Where queued SMS are sent; the sandbox (default) sends nothing and serves /dev/sms. */
  smsProvider: SmsProviderName;
  /** The Twilio account when smsProvider is twilio (features/sms/README.md), else undefined. */
  twilio: TwilioSettings | undefined;
  /** Live anonymous tickets one client address may hold in one release queue (a household behind one connection fits). */
  releaseQueueTicketsPerAddress: number;
  /** API calls other than paying that one process runs at once; later ones wait their turn (paying never waits). */
  apiConcurrency: number;
  /**
   * Simulations only (`npm run release-sim`), never in production (refused when NODE_ENV is
   * production, and on any database but a throwaway `fairway_test_…` one): the app clock reads `simulatedAt + (real now − realOrigin) × scale`, so every
   * process given the same value agrees on one compressed clock.
   */
  testClock: TestClock | undefined;
}

/** The Twilio settings, required when SMS_PROVIDER is twilio; TWILIO_API_BASE is never taken in production. */
function twilioConfigOf(vars: {
  SMS_PROVIDER: SmsProviderName;
  NODE_ENV?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_API_BASE?: string;
}): TwilioSettings | undefined {
  if (vars.SMS_PROVIDER !== 'twilio') return undefined;
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = vars;
  const missing = Object.entries({ TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from })
    .filter(([, value]) => value === undefined)
    .map(([name]) => `${name} must be set when SMS_PROVIDER is twilio`);
  if (vars.NODE_ENV === 'production' && vars.TWILIO_API_BASE !== undefined)
    missing.push(
      'TWILIO_API_BASE points the Twilio SDK at a test stand-in: it must be unset when NODE_ENV is production',
    );
  if (missing.length > 0 || !accountSid || !authToken || !from) throw new ConfigError(missing);
  return { accountSid, authToken, from, apiBase: vars.TWILIO_API_BASE };
}

/**
 * The Stripe settings, required when PAYMENT_PROVIDER is stripe. Test-mode keys charge nobody, so
 * production refuses them unless STRIPE_ALLOW_TEST_KEYS says it is a rehearsal; the secret and
 * publishable keys must be of the same mode; STRIPE_API_BASE (the tests' stand-in) is never
 * taken in production.
 */
function stripeConfigOf(vars: {
  PAYMENT_PROVIDER?: PaymentProviderName;
  NODE_ENV?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  STRIPE_ALLOW_TEST_KEYS: boolean;
}): StripeSettings | undefined {
  if (vars.PAYMENT_PROVIDER !== 'stripe') return undefined;
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = vars;
  const problems = Object.entries({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  })
    .filter(([, value]) => value === undefined)
    .map(([name]) => `${name} must be set when PAYMENT_PROVIDER is stripe`);
  if (secretKey && publishableKey && isTestModeKey(secretKey) !== isTestModeKey(publishableKey))
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both test keys');
  const production = vars.NODE_ENV === 'production';
  if (production && secretKey && isTestModeKey(secretKey) && !vars.STRIPE_ALLOW_TEST_KEYS)
    problems.push(
      'STRIPE_SECRET_KEY is a test-mode key, which charges nobody: use the live key when NODE_ENV is production (or STRIPE_ALLOW_TEST_KEYS=true for a rehearsal)',
    );
  if (production && vars.STRIPE_API_BASE !== undefined)
    problems.push(
      'STRIPE_API_BASE points the Stripe SDK at a test stand-in: it must be unset when NODE_ENV is production',
    );
  if (problems.length > 0 || !secretKey || !publishableKey || !webhookSecret) throw new ConfigError(problems);
  const base = vars.STRIPE_API_BASE ? new URL(vars.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    ...(base
      ? { apiBase: { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } }
      : {}),
  };
}

/** A compressed clock for simulations: at the real instant `realOrigin` it reads `simulatedAt`, and runs `scale` times faster. */
export interface TestClock {
  simulatedAt: Date;
  realOrigin: number;
  scale: number;
}

/** The clock a TestClock describes. */
export function testClockNow({ simulatedAt, realOrigin, scale }: TestClock): () => Date {
  return () => new Date(simulatedAt.getTime() + (Date.now() - realOrigin) * scale);
}

/** The throwaway databases the test helpers create (createScratchPostgresDatabase): the only ones a test clock may run on. */
const SCRATCH_DATABASE = /^\/fairway_test_[a-z0-9_]+$/;

function parseTestClock(
  value: string | undefined,
  nodeEnv: string | undefined,
  databaseUrl: string | undefined,
): TestClock | undefined {
  if (value === undefined) return undefined;
  if (nodeEnv === 'production')
    throw new ConfigError(['TEST_CLOCK is for simulations and must not be set when NODE_ENV is production']);
  if (!databaseUrl || !SCRATCH_DATABASE.test(new URL(databaseUrl).pathname)) {
    throw new ConfigError([
      'TEST_CLOCK runs only on a throwaway PostgreSQL database named fairway_test_… (DATABASE_URL)',
    ]);
  }
  const [simulatedAt = '', realOrigin, scale] = value.split(',');
  return { simulatedAt: new Date(simulatedAt), realOrigin: Number(realOrigin), scale: Math.max(1, Number(scale)) };
}

/**
 * The demo conveniences that would hand a stranger someone else's access on a public server:
 * refused when NODE_ENV is production (off there by default). The outbox page shows every kept
 * e-mail (password-reset, sign-in and manage-booking links), the sandbox golf-ID signs anyone in
 * as any e-mail (and so into the account of that address), the dev deadlines move payments and
 * releases. The card processor is not taken by default there: the sandbox gateway charges nobody,
 * so a public server runs it only when PAYMENT_PROVIDER names it.
 */
function productionProblems(vars: {
  NODE_ENV?: string;
  MAIL_OUTBOX_PAGE?: boolean;
  GOLF_ID_SANDBOX?: boolean;
  DEV_DEADLINES: boolean;
  PAYMENT_PROVIDER?: string;
  PUBLIC_URL?: string;
  DEMO_PAGES_FOR_NETWORK?: string[];
}): string[] {
  if (vars.NODE_ENV !== 'production') return [];
  return [
    ...(vars.PUBLIC_URL === undefined
      ? [
          'PUBLIC_URL must be set when NODE_ENV is production: it is the one origin of every link in e-mails (https://book.example.com), which no request may choose',
        ]
      : []),
    ...(vars.DEMO_PAGES_FOR_NETWORK !== undefined
      ? ['DEMO_PAGES_FOR_NETWORK opens demo pages to other machines: it must be unset when NODE_ENV is production']
      : []),
    ...(vars.PAYMENT_PROVIDER === undefined
      ? [
          'PAYMENT_PROVIDER must be set when NODE_ENV is production: the built-in sandbox gateway takes test cards and charges nobody, so it is used there only when named (PAYMENT_PROVIDER=sandbox, for a demo)',
        ]
      : []),
    ...(vars.MAIL_OUTBOX_PAGE
      ? [
          'MAIL_OUTBOX_PAGE shows every kept e-mail, password-reset and booking links included, to anyone: it must be off when NODE_ENV is production',
        ]
      : []),
    ...(vars.GOLF_ID_SANDBOX
      ? ['GOLF_ID_SANDBOX signs anyone in as any e-mail address: it must be off when NODE_ENV is production']
      : []),
    ...(vars.DEV_DEADLINES
      ? [
          'DEV_DEADLINES lets anyone settle split payments and move releases: it must be off when NODE_ENV is production',
        ]
      : []),
  ];
}

/** Thrown when the environment does not describe a valid configuration; the message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration from environment variables (relative paths resolve from cwd). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const vars = parsed.data;
  const refused = productionProblems(vars);
  if (refused.length > 0) throw new ConfigError(refused);
  const production = vars.NODE_ENV === 'production';
  return {
    port: vars.PORT,
    host: vars.HOST,
    pgliteDir: resolve(cwd, vars.DATA_DIR, 'pglite'),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    smtpUrl: vars.SMTP_URL,
    logLevel: vars.LOG_LEVEL,
    defaultAlias: vars.DEFAULT_ALIAS,
    webDist: vars.WEB_DIST ? resolve(cwd, vars.WEB_DIST) : DEFAULT_WEB_DIST,
    adminDist: vars.ADMIN_DIST ? resolve(cwd, vars.ADMIN_DIST) : DEFAULT_ADMIN_DIST,
    embedDist: vars.EMBED_DIST ? resolve(cwd, vars.EMBED_DIST) : DEFAULT_EMBED_DIST,
    trustProxy: vars.TRUST_PROXY,
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : undefined,
    loginAttemptsPerMinute: vars.LOGIN_ATTEMPTS_PER_MINUTE,
    mailOutboxPage: vars.MAIL_OUTBOX_PAGE ?? (vars.SMTP_URL === undefined && !production),
    devDeadlines: vars.DEV_DEADLINES,
    golfIdSandbox: vars.GOLF_ID_SANDBOX ?? !production,
    smsSandboxPage: !production,
    demoPagesForNetwork: vars.DEMO_PAGES_FOR_NETWORK ?? [],
    paymentProvider: vars.PAYMENT_PROVIDER ?? 'sandbox',
    stripe: stripeConfigOf(vars),
    cardEntryAttemptsPerMinute: vars.CARD_ENTRY_ATTEMPTS_PER_MINUTE,
    smsProvider: vars.SMS_PROVIDER,
    twilio: twilioConfigOf(vars),
    releaseQueueTicketsPerAddress: vars.RELEASE_QUEUE_TICKETS_PER_ADDRESS,
    apiConcurrency: vars.API_CONCURRENCY,
    testClock: parseTestClock(vars.TEST_CLOCK, vars.NODE_ENV, vars.DATABASE_URL),
  };
}

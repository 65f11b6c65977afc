import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdmissionLimits } from '@fairway/domain/release-queue/ticket-state';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { adminArea } from './features/admin/admin.public.ts';
import { alertsRoutes } from './features/alerts/alerts.public.ts';
import { cartRoutes, locksRoutes } from './features/cart/cart.public.ts';
import { checkoutArea } from './features/checkout/checkout.public.ts';
import { facilitiesRoutes } from './features/facilities/facilities.public.ts';
import { golfIdArea } from './features/golf-id/golf-id.public.ts';
import { invitationsArea } from './features/invitations/invitations.public.ts';
import { mailArea } from './features/mail/mail.public.ts';
import { payments, paymentsArea } from './features/payments/payments.public.ts';
import { proProfileRoutes } from './features/pro-profile/pro-profile.public.ts';
import { profileRoutes } from './features/profile/profile.public.ts';
import {
  createReleaseClock,
  createReleaseTurnCheck,
  LineJumpRefused,
  releaseGate,
  releaseQueueRoutes,
  sendToBackOfLine,
} from './features/release-queue/release-queue.public.ts';
import { reservationsRoutes } from './features/reservations/reservations.public.ts';
import { sessionRoutes } from './features/session/session.public.ts';
import { smsArea } from './features/sms/sms.public.ts';
import { storeItemExtra, storeRoutes } from './features/store/store.public.ts';
import {
  countOpenTeeTimes,
  createSearchCache,
  teeTimesRoutes,
  type WeatherProvider,
} from './features/tee-times/tee-times.public.ts';
import { walletRoutes } from './features/wallet/wallet.public.ts';
import accounts from './plugins/accounts.ts';
import database from './plugins/database.ts';
import demoAccess from './plugins/demo-access.ts';
import requestAdmission from './plugins/request-admission.ts';
import inputGuard from './plugins/input-guard.ts';
import utf8Body from './plugins/utf8-body.ts';
import jsonBody, { JSON_BODY_LIMIT } from './plugins/json-body.ts';
import errorHandler, { handleClientError, handleFrameworkError } from './plugins/error-handler.ts';
import periodicJobs from './plugins/periodic-jobs.ts';
import jobRuntime from './plugins/job-runtime.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticFiles from './plugins/static-files.ts';
import swagger from './plugins/swagger.ts';
import tenant from './plugins/tenant.ts';
import { adminPageRoutes } from './routes/admin-page.ts';
import { healthRoutes } from './routes/health.ts';
import spaShell from './routes/spa-shell.ts';
import { createAppLogger } from './shared/app-logger.ts';

/** What the app is built from; the caller owns the database's lifecycle. */
export interface AppOptions {
  config: Config;
  db: Database;
  /** The same database, whose connections go first (DatabaseHandle.firstDb); `db` otherwise. */
  firstDb?: Database;
  logger?: FastifyBaseLogger;
  /** The app clock: tee-time search, account lockout and token expiry (tests pin it); the real clock otherwise. */
  now?: () => Date;
  /** Where forecasts come from; Open-Meteo otherwise. */
  weather?: WeatherProvider;
  /** How long identical tee-time searches share one answer (ms); 0 disables, default 1000. */
  searchCacheMs?: number;
  /** Start the periodic sweeps' timers and the job runtime's poller (main.ts); tests run them with `app.periodicJobs.runNow` and `app.jobs.runDue`. */
  scheduleJobs?: boolean;
  /** How long a process reuses a booking engine it looked up (ms); 0 (default, tests) looks it up per request. */
  tenantCacheMs?: number;
  /** Fair release queue: turns at once and their length (tests shrink them); the domain's defaults otherwise. */
  releaseQueue?: Partial<AdmissionLimits>;
}

/** Builds the Fastify app (not listening): plugins in order external → app → routes. */
export async function buildApp({
  config,
  db,
  firstDb,
  logger,
  now,
  weather,
  searchCacheMs,
  scheduleJobs,
  tenantCacheMs,
  releaseQueue,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createAppLogger(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    clientErrorHandler: handleClientError,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every route added below (including the plugins') inherits it.
  await app.register(errorHandler);
  await app.register(demoAccess, { forNetwork: config.demoPagesForNetwork });
  await app.register(jsonBody);
  await app.register(inputGuard);
  await app.register(utf8Body);
  await app.register(requestAdmission, { limit: config.apiConcurrency });

  // External
  await app.register(securityHeaders, { stripeJs: config.paymentProvider === 'stripe' });
  await app.register(swagger);
  await app.register(staticFiles, {
    webDist: config.webDist,
    adminDist: config.adminDist,
    embedDist: config.embedDist,
  });

  // App
  await app.register(database, { db, firstDb });
  await app.register(periodicJobs, { schedule: scheduleJobs ?? false, now });
  await app.register(jobRuntime, { schedule: scheduleJobs ?? false, now });
  await app.register(tenant, { defaultAlias: config.defaultAlias, cacheMs: tenantCacheMs ?? 0 });
  await app.register(accounts, { config, clock: now });
  await app.register(payments, { now, providerName: config.paymentProvider, stripe: config.stripe });

  // Routes
  await app.register(facilitiesRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(mailArea, { smtpUrl: config.smtpUrl, outboxPage: config.mailOutboxPage });
  await app.register(golfIdArea, { defaultAlias: config.defaultAlias });
  await app.register(alertsRoutes, { prefix: '/api', smtpUrl: config.smtpUrl });
  // On the root, so that cart and checkout (sibling plugins) can invalidate search answers.
  const searchCache = createSearchCache(searchCacheMs ?? 1000);
  app.decorate('teeTimeSearchCache', searchCache);
  await app.register(teeTimesRoutes, {
    prefix: '/api',
    now,
    weather,
    searchCache,
    searchCacheMs: searchCacheMs ?? 1000,
  });
  // On the root, so that cart holds of a released day go through the release queue's rules.
  // One release clock for the queue and the gate: the app clock, shifted only by the e2e dev route.
  const releaseClock = createReleaseClock(() => app.accounts.now());
  app.decorate('releaseGate', (tx, check) => releaseGate(tx, { ...check, now: releaseClock.now(check.engine.id) }));
  const releaseTurnCheck = createReleaseTurnCheck();
  app.decorate('releaseTurnCheck', (db, check) =>
    releaseTurnCheck(db, { ...check, now: releaseClock.now(check.engine.id) }),
  );
  // A hold tried from a place in line sends that ticket to the back, after the hold's transaction rolled back.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof LineJumpRefused)) return;
    await sendToBackOfLine(app.db, error.ticket, releaseClock.now(error.ticket.key.bookingEngineId)).catch(
      (failure: unknown) => request.log.warn({ err: failure }, 'release queue: a line jumper was not sent back'),
    );
  });
  await app.register(releaseQueueRoutes, {
    prefix: '/api',
    limits: { ticketsPerAddress: config.releaseQueueTicketsPerAddress, ...releaseQueue },
    clock: releaseClock,
    devClock: config.devDeadlines,
    openTeeTimes: countOpenTeeTimes,
  });
  await app.register(cartRoutes, { prefix: '/api', storeItems: storeItemExtra });
  await app.register(locksRoutes, { prefix: '/api' });
  await app.register(checkoutArea, { smtpUrl: config.smtpUrl });
  await app.register(reservationsRoutes, { prefix: '/api', smtpUrl: config.smtpUrl });
  await app.register(storeRoutes, { prefix: '/api', smtpUrl: config.smtpUrl });
  await app.register(proProfileRoutes, { prefix: '/api' });
  await app.register(invitationsArea, { smtpUrl: config.smtpUrl, devDeadlines: config.devDeadlines });
  await app.register(smsArea, {
    provider: config.smsProvider,
    sandboxPage: config.smsSandboxPage,
    twilio: config.twilio,
  });
  await app.register(adminArea, { smtpUrl: config.smtpUrl });
  await app.register(walletRoutes, { prefix: '/api' });
  await app.register(paymentsArea, {
    now: now ?? (() => new Date()),
    cardEntryAttemptsPerMinute: config.cardEntryAttemptsPerMinute,
  });
  await app.register(healthRoutes);
  await app.register(adminPageRoutes(config.adminDist));
  await app.register(spaShell, { webDist: config.webDist, defaultAlias: config.defaultAlias });

  return app;
}

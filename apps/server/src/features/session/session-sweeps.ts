import type { FastifyInstance } from 'fastify';
import { deleteDeadSessions } from './sessions.repository.ts';
import { deleteEndedThrottleWindows } from './client-throttle.ts';
import { deleteForgottenSignInFailures } from './sign-in-failures.repository.ts';
import { deleteOldOneTimeTokens } from './one-time-tokens.ts';
import { RETENTION_SWEEP_EVERY_MS } from '../../shared/retention.ts';

/** Names of the session sweeps (`app.periodicJobs.runNow(name)` in tests). */
export const SESSION_SWEEPS = {
  /** Deletes sessions past their expiry and revoked ones (a dead session is never accepted anyway: every read filters). */
  deadSessions: 'session.dead-sessions',
  /** Deletes sign-in throttle counters whose window ended. */
  throttleWindows: 'session.throttle-windows',
  /** Deletes failed sign-in counts of addresses with no failure for a day (locks end long before). */
  signInFailures: 'session.sign-in-failures',
  /** Deletes one-time tokens (reset, verification links) a week after their expiry. */
  oneTimeTokens: 'session.one-time-tokens',
} as const;

/** Registers the session sweeps with the app's periodic jobs. */
export function registerSessionSweeps(app: FastifyInstance): void {
  app.periodicJobs.register({
    name: SESSION_SWEEPS.deadSessions,
    everyMs: 60 * 60_000,
    run: (tx, now) => deleteDeadSessions(tx, now),
  });
  app.periodicJobs.register({
    name: SESSION_SWEEPS.throttleWindows,
    everyMs: 10 * 60_000,
    run: (tx, now) => deleteEndedThrottleWindows(tx, now),
  });
  app.periodicJobs.register({
    name: SESSION_SWEEPS.signInFailures,
    everyMs: 60 * 60_000,
    run: (tx, now) => deleteForgottenSignInFailures(tx, now),
  });
  app.periodicJobs.register({
    name: SESSION_SWEEPS.oneTimeTokens,
    everyMs: RETENTION_SWEEP_EVERY_MS,
    run: (tx, now) => deleteOldOneTimeTokens(tx, now),
  });
}

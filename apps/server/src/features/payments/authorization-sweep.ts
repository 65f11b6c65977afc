import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { appendLedgerEntries, expireLapsedAuthorizations, settleStagedPayments } from './sandbox-gateway.repository.ts';

/** How often the sandbox gateway looks for lapsed authorisations and staged payments. */
const AUTHORIZATION_SWEEP_EVERY_MS = 60_000;

/**
 * The sandbox gateway's sweep: staged payments whose delay has passed settle into authorized,
 * then authorisations past their expiry become expired (ledger entry 'expiry'), so an
 * authorisation nobody touches again does not stay capturable forever. Each UPDATE re-checks
 * the status under the row lock, so a capture or void racing the sweep wins or loses cleanly.
 */
export const authorizationSweep: PeriodicJob = {
  name: 'payments.authorization-sweep',
  everyMs: AUTHORIZATION_SWEEP_EVERY_MS,
  async run(tx, now) {
    const settled = await settleStagedPayments(tx, now);
    const expired = await expireLapsedAuthorizations(tx, now);
    await appendLedgerEntries(
      tx,
      expired.map((payment) => ({ paymentId: payment.id, kind: 'expiry', amountCents: payment.amountCents })),
    );
    return settled.length + expired.length;
  },
};

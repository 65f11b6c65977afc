import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { RETENTION_SWEEP_EVERY_MS } from '../../shared/retention.ts';
import { deleteOldMail } from './outbox.repository.ts';

/** The mail outbox's retention sweep (shared/retention.ts: RETENTION_DAYS.mailOutbox). */
export const mailRetentionSweep: PeriodicJob = {
  name: 'mail.retention',
  everyMs: RETENTION_SWEEP_EVERY_MS,
  run: (tx, now) => deleteOldMail(tx, now),
};

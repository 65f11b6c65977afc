import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { RETENTION_SWEEP_EVERY_MS } from '../../shared/retention.ts';
import { deleteOldSms } from './sms-outbox.repository.ts';

/** The SMS outbox's retention sweep (shared/retention.ts: RETENTION_DAYS.smsOutbox). */
export const smsRetentionSweep: PeriodicJob = {
  name: 'sms.retention',
  everyMs: RETENTION_SWEEP_EVERY_MS,
  run: (tx, now) => deleteOldSms(tx, now),
};

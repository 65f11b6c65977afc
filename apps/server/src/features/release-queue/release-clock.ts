import type { AdmissionLimits } from '@fairway/domain/release-queue/ticket-state';

/**
 * The clock (and admission pace) the release rules read, per booking engine: the app clock and
 * the app's limits, unless the end-to-end tests' dev route (DEV_DEADLINES only,
 * release-clock.dev-routes.ts) moved one engine's release to within seconds and shrank its
 * turns. Without that route nothing changes them.
 */
export interface ReleaseClock {
  now(engineId: number): Date;
  /** The engine's admission limits over the app's. */
  limits(engineId: number, app: AdmissionLimits): AdmissionLimits;
  /** Shifts one engine's release clock by offsetMs and sets its limits (0 and {} put it back). */
  shift(engineId: number, offsetMs: number, limits?: Partial<AdmissionLimits>): void;
}

/** A release clock over the app clock, with no engine shifted. */
export function createReleaseClock(base: () => Date): ReleaseClock {
  const shifts = new Map<number, { offsetMs: number; limits: Partial<AdmissionLimits> }>();
  return {
    now: (engineId) => new Date(base().getTime() + (shifts.get(engineId)?.offsetMs ?? 0)),
    limits: (engineId, app) => ({ ...app, ...shifts.get(engineId)?.limits }),
    shift: (engineId, offsetMs, limits = {}) => {
      if (offsetMs === 0 && Object.keys(limits).length === 0) shifts.delete(engineId);
      else shifts.set(engineId, { offsetMs, limits });
    },
  };
}

/**
 * The clock the release rules read, per booking engine: the app clock, unless the end-to-end
 * tests' dev route (DEV_DEADLINES only, release-clock.dev-routes.ts) moved one engine's release
 * clock so that its release happens within seconds. Without that route nothing shifts it.
 */
export interface ReleaseClock {
  now(engineId: number): Date;
  /** Shifts one engine's release clock by offsetMs (0 puts it back on the app clock). */
  shift(engineId: number, offsetMs: number): void;
}

/** A release clock over the app clock, with no engine shifted. */
export function createReleaseClock(base: () => Date): ReleaseClock {
  const offsets = new Map<number, number>();
  return {
    now: (engineId) => new Date(base().getTime() + (offsets.get(engineId) ?? 0)),
    shift: (engineId, offsetMs) => {
      if (offsetMs === 0) offsets.delete(engineId);
      else offsets.set(engineId, offsetMs);
    },
  };
}

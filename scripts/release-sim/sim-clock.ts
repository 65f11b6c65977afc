/**
 * The simulation's compressed clock, the one the servers get as TEST_CLOCK: at the real instant
 * `realOrigin` it reads `simulatedAt`, and runs `scale` times faster. Clients wait in simulated
 * seconds, so "think 5–30 s" takes 5–30 s of the servers' time.
 */
export class SimClock {
  constructor(
    readonly simulatedAt: Date,
    readonly realOrigin: number,
    readonly scale: number,
  ) {}

  /** The TEST_CLOCK value for the servers. */
  get env(): string {
    return `${this.simulatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')},${this.realOrigin},${this.scale}`;
  }

  /** The simulated now, in ms. */
  now(): number {
    return this.simulatedAt.getTime() + (Date.now() - this.realOrigin) * this.scale;
  }

  /** Waits `seconds` of simulated time. */
  sleep(seconds: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, (seconds * 1000) / this.scale)));
  }

  /** Waits until the simulated instant `at` (ms). */
  until(at: number): Promise<void> {
    return this.sleep((at - this.now()) / 1000);
  }
}

/** A whole number of simulated seconds in [min, max], from `random`. */
export const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

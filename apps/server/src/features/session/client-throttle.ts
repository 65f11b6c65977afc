import { DomainError } from '../../shared/domain-error.ts';

/**
 * A per-client (IP address) limit on sign-in attempts, in this process: a sliding one-minute
 * window checked before any password is hashed. The account lock (SPEC §8, 423) lives in the
 * database; this limit only protects the CPU, so per-process memory is the right place for it.
 */
export class ClientThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => Date,
  ) {}

  /** Counts an attempt by `client`; throws RATE_LIMITED (429) past the limit. */
  hit(client: string): void {
    const now = this.now().getTime();
    const recent = (this.attempts.get(client) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= this.perMinute) {
      this.attempts.set(client, recent);
      throw new DomainError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a minute and try again.');
    }
    recent.push(now);
    this.attempts.set(client, recent);
    if (this.attempts.size > 10_000) this.prune(now);
  }

  private prune(now: number) {
    for (const [client, times] of this.attempts) {
      if (times.every((at) => now - at >= 60_000)) this.attempts.delete(client);
    }
  }
}

import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../../shared/domain-error.ts';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
// `2` is Algorithm.Argon2id (a const enum the isolated-modules build cannot import).
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A valid hash of a random password, made with ARGON2ID_OPTIONS, verified against when the
 * address has no account or the account no password, so such a sign-in costs as much time as a
 * wrong password and gives nothing away. Made again whenever the options change.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$9IBphHrCqLJmoySZf6h7hw$/N1/Nq3ZAvVt9HZQ6Mn2p8ni7If+rDrIC0lZBs4s6Ig';

/**
 * Hashes and verifies passwords with argon2id, at most `concurrency` at a time; when more than
 * `maxQueue` wait, new work is refused (429) instead of queueing without bound, so a flood of
 * sign-in attempts cannot take all of the server's CPU and memory.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency = Math.max(1, availableParallelism() - 1),
    private readonly maxQueue = 64,
  ) {}

  /** The argon2id PHC string of a password. */
  hash(password: string): Promise<string> {
    return this.limited(() => hash(password, ARGON2ID_OPTIONS));
  }

  /** Whether the password matches the hash; a missing hash is checked against a dummy (always false). */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const ok = await this.limited(() => verify(passwordHash ?? DUMMY_HASH, password).catch(() => false));
    return passwordHash !== null && ok;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new DomainError('RATE_LIMITED');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

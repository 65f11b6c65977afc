import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestServer } from '../test/test-server.ts';

describe('periodic jobs', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const seen: Date[] = [];

  beforeAll(async () => {
    const server = await startTestServer();
    app = server.app;
    close = server.close;
    app.periodicJobs.register({
      name: 'test-sweep',
      everyMs: 60_000,
      async run(tx, now) {
        seen.push(now);
        const result = await tx.execute(sql`select 3 as changed`);
        return Number((result as unknown as { rows: { changed: number }[] }).rows[0]?.changed);
      },
    });
  });
  afterAll(() => close());

  it('runs a registered job inside a transaction and reports what it changed', async () => {
    await expect(app.periodicJobs.runNow('test-sweep')).resolves.toEqual({ ran: true, changed: 3 });
    expect(seen).toHaveLength(1);
  });

  it('wakes a scheduled job at once instead of at its next tick, and does nothing without the timers', async () => {
    const scheduled = await startTestServer({ db: app.db, scheduleJobs: true });
    try {
      const passes: Date[] = [];
      scheduled.app.periodicJobs.register({
        name: 'test-wake',
        everyMs: 3_600_000,
        run: async (_tx, now) => (passes.push(now), 1),
      });
      scheduled.app.periodicJobs.wake('test-wake');
      scheduled.app.periodicJobs.wake('test-wake');
      await expect.poll(() => passes.length, { timeout: 2_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(passes).toHaveLength(1);
    } finally {
      await scheduled.close();
    }
    const before = seen.length;
    app.periodicJobs.wake('test-sweep');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(before);
  });

  it('refuses a second job with the same name and an unknown name', async () => {
    expect(() => app.periodicJobs.register({ name: 'test-sweep', everyMs: 1, run: async () => 0 })).toThrow(/twice/);
    await expect(app.periodicJobs.runNow('nope')).rejects.toThrow(/Unknown/);
  });
});

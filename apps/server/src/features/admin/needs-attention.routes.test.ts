import type { NeedsAttentionItem } from '@fairway/contract/admin-needs-attention.contract';
import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Later work whose every try failed is listed for the alias's owners and managers,
// who can queue it again.

let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const NOW = new Date('2026-07-10T12:00:00Z');
const PASSWORD = 'Fairway2026';
let fails = true;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  api = accountsClient(server.baseUrl);
  server.app.jobs.define<{ n: number }>({
    kind: 'test-delivery',
    maxAttempts: 2,
    async run({ n }) {
      if (fails) throw new Error(`the mail server refused item ${n}`);
    },
  });
});
afterAll(() => server?.close());

async function as(username: string, alias = 'demo') {
  const answer = await api.post('/api/admin/session', { username, password: PASSWORD }, { alias });
  if (answer.status !== 200) throw new Error(`sign-in of ${username}: ${JSON.stringify(answer.body)}`);
  return { alias, headers: { [STAFF_TOKEN_HEADER]: answer.body.sessionToken as string } };
}
const engineId = async (alias: string) =>
  (
    await server.app.db.select({ id: bookingEngines.id }).from(bookingEngines).where(eq(bookingEngines.alias, alias))
  )[0]!.id;

describe('needs attention', () => {
  it('lists the alias’s dead jobs with their last error for managers and owners, not for pro-shop staff nor another alias, and queues one again on retry', async () => {
    const demo = await engineId('demo');
    const other = await engineId('simulator');
    await server.app.jobs.enqueue(
      server.app.db,
      'test-delivery',
      { n: 1 },
      { key: 'gift-certificate:1', engineId: demo },
    );
    await server.app.jobs.enqueue(
      server.app.db,
      'test-delivery',
      { n: 2 },
      { key: 'gift-certificate:2', engineId: other },
    );
    await server.app.jobs.runDue({ now: NOW });
    await server.app.jobs.runDue({ now: new Date(NOW.getTime() + 3_600_000) });

    const manager = await as('manager@harborpines.example');
    const listed = await api.get('/api/admin/needs-attention', manager);
    expect(listed.status).toBe(200);
    const items = listed.body.items as NeedsAttentionItem[];
    expect(items).toEqual([
      {
        id: expect.any(Number),
        kind: 'test-delivery',
        key: 'gift-certificate:1',
        attempts: 2,
        lastError: 'the mail server refused item 1',
        // In the engine's zone, as every console time: 13:00 UTC is 09:00 in New York.
        failedAt: '2026-07-10T09:00:00.000-04:00',
      },
    ]);
    expect(listed.body.timeZone).toBe('America/New_York');
    expect(
      (await api.get('/api/admin/needs-attention', await as('owner@harborpines.example'))).body.items,
    ).toHaveLength(1);
    const proShop = await as('proshop@harborpines.example');
    expect((await api.get('/api/admin/needs-attention', proShop)).status).toBe(403);
    expect((await api.post(`/api/admin/needs-attention/${items[0]!.id}/retry`, {}, proShop)).status).toBe(403);
    // The other alias's dead item is not this alias's to retry.
    const [otherDead] = await server.app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.key, 'gift-certificate:2'));
    expect((await api.post(`/api/admin/needs-attention/${otherDead!.id}/retry`, {}, manager)).status).toBe(404);

    const retried = await api.post(`/api/admin/needs-attention/${items[0]!.id}/retry`, {}, manager);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual({ id: items[0]!.id, queued: true });
    expect((await api.get('/api/admin/needs-attention', manager)).body.items).toEqual([]);
    const audit = await server.app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `job:${items[0]!.id}`));
    expect(audit).toMatchObject([{ action: 'needs-attention.retry', username: 'manager@harborpines.example' }]);
    // Only a dead item is retried: a second click finds nothing to do.
    expect((await api.post(`/api/admin/needs-attention/${items[0]!.id}/retry`, {}, manager)).status).toBe(404);

    fails = false;
    expect(await server.app.jobs.runDue({ kind: 'test-delivery', now: NOW })).toEqual({ ran: 1, failed: 0, dead: 0 });
    const [done] = await server.app.db.select().from(jobs).where(eq(jobs.id, items[0]!.id));
    expect(done).toMatchObject({ state: 'done', attempts: 1 });
  });
});

describe('needs attention, a page at a time (issue #52: no unbounded list)', () => {
  it('pages by `limit` and `before`, latest failure first, each item once, and refuses a page above the maximum', async () => {
    const demo = await engineId('demo');
    // Seven dead items; two failed at the same instant (the id orders them).
    const failedAt = [1, 2, 3, 3, 4, 5, 6].map((hours) => new Date(NOW.getTime() - hours * 3_600_000));
    const ids: number[] = [];
    for (const [n, finishedAt] of failedAt.entries()) {
      const [row] = await server.app.db
        .insert(jobs)
        .values({
          kind: 'paging-check',
          key: `item:${n}`,
          payload: {},
          bookingEngineId: demo,
          state: 'dead',
          attempts: 1,
          maxAttempts: 1,
          runAt: finishedAt,
          finishedAt,
          lastError: `failure ${n}`,
        })
        .returning({ id: jobs.id });
      ids.push(row!.id);
    }
    const expected = [ids[0], ids[1], ids[3], ids[2], ids[4], ids[5], ids[6]];
    const manager = await as('manager@harborpines.example');
    const seen: number[] = [];
    const sizes: number[] = [];
    let before: number | null | undefined;
    do {
      const page = await api.get(`/api/admin/needs-attention?limit=3${before ? `&before=${before}` : ''}`, manager);
      expect(page.status).toBe(200);
      const items = page.body.items as NeedsAttentionItem[];
      sizes.push(items.length);
      seen.push(...items.filter((item) => item.kind === 'paging-check').map((item) => item.id));
      before = page.body.nextBefore as number | null;
      if (before !== null) expect(before).toBe(items.at(-1)!.id);
    } while (before !== null);
    expect(seen).toEqual(expected);
    expect(sizes.every((size) => size <= 3)).toBe(true);

    const over = await api.get('/api/admin/needs-attention?limit=101', manager);
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('VALIDATION_FAILED');
    await server.app.db.delete(jobs).where(eq(jobs.kind, 'paging-check'));
  });
});

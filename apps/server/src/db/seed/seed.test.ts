import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test/test-database.ts';
import { type Database, openDatabase } from '../client.ts';
import { prepareDatabase } from '../migrate.ts';
import { bookingEngineFacilities, bookingEngines, facilities } from '../schema/facilities.ts';
import { weekOf } from './maple-ridge.ts';
import { demoTenants } from './seed.ts';

async function rowCounts(db: Database) {
  const [engines] = await db.select({ n: count() }).from(bookingEngines);
  const [places] = await db.select({ n: count() }).from(facilities);
  const [links] = await db.select({ n: count() }).from(bookingEngineFacilities);
  return { engines: engines!.n, facilities: places!.n, links: links!.n };
}

const EXPECTED = { engines: 5, facilities: 6, links: 9 };

describe('seed data', () => {
  const tenants = demoTenants(new Date('2026-03-11T15:00:00Z'));

  it('stores settings that resolve against the contract', () => {
    for (const tenant of tenants) expect(() => resolveFacilitySettings(tenant.engine.settings)).not.toThrow();
  });

  it('has unique course ids and gnFacilityIds, and exactly one default engine', () => {
    const all = tenants.flatMap((tenant) => tenant.facilities);
    expect(new Set(all.map((f) => f.courseId)).size).toBe(all.length);
    expect(new Set(all.map((f) => f.gnFacilityId)).size).toBe(all.length);
    expect(tenants.filter((tenant) => tenant.engine.isDefault).map((tenant) => tenant.engine.alias)).toEqual(['demo']);
  });
});

describe('weekOf', () => {
  it('gives Monday to Sunday of the week in the time zone', () => {
    expect(weekOf(new Date('2026-03-11T15:00:00Z'), 'America/Toronto')).toEqual({
      monday: '2026-03-09',
      sunday: '2026-03-15',
    });
  });

  it("uses the zone's date, not UTC's: Monday 02:00 UTC is still Sunday in Toronto", () => {
    expect(weekOf(new Date('2026-03-16T02:00:00Z'), 'America/Toronto')).toEqual({
      monday: '2026-03-09',
      sunday: '2026-03-15',
    });
  });
});

describe('first start on PGlite', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds once: a second start on the same data directory keeps the rows and adds none', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fairway-pglite-'));
    const first = await openDatabase({ pgliteDir: dataDir });
    expect(await prepareDatabase(first)).toEqual({ seeded: true });
    expect(await rowCounts(first.db)).toEqual(EXPECTED);
    await first.close();

    const second = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(await prepareDatabase(second)).toEqual({ seeded: false });
      expect(await rowCounts(second.db)).toEqual(EXPECTED);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('first start on PostgreSQL', () => {
  it('lets several processes start at once: migrations and seed run exactly once', async () => {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
    try {
      const results = await Promise.all(handles.map((handle) => prepareDatabase(handle)));
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await rowCounts(handles[0]!.db)).toEqual(EXPECTED);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});

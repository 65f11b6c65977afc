import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { Database } from '../client.ts';
import { bookingEngineFacilities, bookingEngines, facilities } from '../schema/facilities.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { demoTenant } from './demo.ts';
import { desertGroupTenant } from './desert-group.ts';
import { mapleRidgeTenant } from './maple-ridge.ts';
import { simulatorTenant } from './simulator.ts';
import type { TenantSeed } from './tenant-seed.ts';
import { teetimeDealsTenant } from './teetime-deals.ts';
import { seedProducts } from './products-seed.ts';
import { seedProProfile } from './pro-profile-seed.ts';
import { seedDemoReservations } from './reservations-seed.ts';
import { seedStaff } from './staff-seed.ts';
import { seedStore } from './store-seed.ts';
import { seedTeeTimeData } from './tee-times-seed.ts';
import { required } from '@fairway/domain/shared/required';

/** The demo tenants of a first start, as of `now`. */
export function demoTenants(now: Date): TenantSeed[] {
  return [demoTenant(), simulatorTenant(), mapleRidgeTenant(now), desertGroupTenant(), teetimeDealsTenant()];
}

/** Inserts the demo tenants and their facilities in one transaction (all or nothing). */
export async function seedDatabase(db: Database, now: Date): Promise<void> {
  const tenants = demoTenants(now);
  // Fail before writing anything if a stored document would not resolve.
  for (const tenant of tenants) resolveFacilitySettings(tenant.engine.settings);

  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(facilities)
      .values(tenants.flatMap((tenant) => tenant.facilities))
      .returning({ id: facilities.id, courseId: facilities.courseId, timeZone: facilities.timeZone });
    const facilityIdByCourse = new Map(inserted.map((row) => [row.courseId, row.id]));
    const engineIdByAlias = new Map<string, number>();

    for (const tenant of tenants) {
      const engine = required(
        (await tx.insert(bookingEngines).values(tenant.engine).returning({ id: bookingEngines.id }))[0],
        'the seeded engine',
      );
      engineIdByAlias.set(tenant.engine.alias, engine.id);
      await tx.insert(bookingEngineFacilities).values(
        tenant.showsCourseIds.map((courseId, sortOrder) => {
          const facilityId = facilityIdByCourse.get(courseId);
          if (facilityId === undefined)
            throw new Error(`Seed: ${tenant.engine.alias} shows unknown course ${courseId}`);
          return { bookingEngineId: engine.id, facilityId, sortOrder };
        }),
      );
    }
    await seedDemoAccounts(tx, now);
    const timeZoneByCourse = new Map(inserted.map((row) => [row.courseId, row.timeZone]));
    await seedTeeTimeData(tx, { facilityIdByCourse, engineIdByAlias, timeZoneByCourse, now });
    await seedProducts(
      tx,
      inserted.map((row) => row.id),
    );
    await seedDemoReservations(tx, now);
    await seedStore(tx, facilityIdByCourse);
    await seedProProfile(tx, now);
    await seedStaff(tx, engineIdByAlias);
  });
}

import type { NewBookingEngine, NewFacility } from '../schema/facilities.ts';

/** A facility to seed; its id is assigned by the database. */
type FacilitySeed = Omit<NewFacility, 'id' | 'createdAt' | 'updatedAt'>;

/** One demo tenant: its booking engine, the facilities it owns, and the courses it shows, in order. */
export interface TenantSeed {
  engine: Omit<NewBookingEngine, 'id' | 'createdAt' | 'updatedAt'>;
  /** Facilities first seeded by this tenant (another tenant may show them too). */
  facilities: FacilitySeed[];
  /** Course ids of every facility the engine shows, in display order. */
  showsCourseIds: string[];
}

/** The path under /static of a tenant image in apps/server/public/tenants/<alias>/. */
export function tenantImage(alias: string, file: string): string {
  return `/static/tenants/${alias}/${file}`;
}

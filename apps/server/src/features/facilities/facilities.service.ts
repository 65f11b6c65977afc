import type { BookingEngineResponse, Facility } from '@fairway/contract/facilities.contract';
import type { Database } from '../../db/client.ts';
import type { BookingEngineRow, FacilityRow } from '../../db/schema/facilities.ts';
import { resolveBookingEngineSettings } from './booking-engine-settings.ts';
import { welcomeHtml } from './welcome-html.ts';
import { listFacilitiesOfBookingEngine } from './engine-facilities.repository.ts';

/** The facilities of a booking engine, as the API shows them. */
export async function listFacilities(db: Database, engine: BookingEngineRow): Promise<Facility[]> {
  const rows = await listFacilitiesOfBookingEngine(db, engine.id);
  return rows.map(toFacility);
}

/** A booking engine with every settings group resolved and today's welcome message: what the SPA loads at start-up. */
export async function describeBookingEngine(
  db: Database,
  engine: BookingEngineRow,
  now: Date,
): Promise<BookingEngineResponse> {
  const rows = await listFacilitiesOfBookingEngine(db, engine.id);
  const settings = resolveBookingEngineSettings(
    engine,
    rows.map((row) => row.gnFacilityId),
  );
  return {
    alias: engine.alias,
    name: engine.name,
    scope: engine.scope,
    affiliate: engine.affiliate,
    allowedOrigins: engine.allowedOrigins,
    settings,
    welcomeHtml: welcomeHtml(settings.appearance, now, rows[0]?.timeZone ?? 'UTC'),
  };
}

function toFacility(row: FacilityRow): Facility {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    timeZone: row.timeZone,
    currency: row.currency,
    currencyCode: row.currencyCode,
    gnFacilityId: row.gnFacilityId,
    isSimulator: row.isSimulator,
    holes: row.holes,
    address: {
      line1: row.addressLine1,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: row.website,
    imageUrl: row.images[0] ?? null,
    description: row.description,
  };
}

import { type FacilitySettings, resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { BookingEngineRow } from '../../db/schema/facilities.ts';

/**
 * The settings the API answers with: the stored partial document merged over every default,
 * with identity filled from the engine's row and facilities wherever the document is silent.
 */
export function resolveBookingEngineSettings(engine: BookingEngineRow, gnFacilityIds: number[]): FacilitySettings {
  const stored = isRecord(engine.settings) ? engine.settings : {};
  const storedIdentity = isRecord(stored.identity) ? stored.identity : {};
  return resolveFacilitySettings({
    ...stored,
    identity: {
      alias: engine.alias,
      name: engine.name,
      entityType: engine.scope,
      gnFacilityIds,
      isDefault: engine.isDefault,
      ...storedIdentity,
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

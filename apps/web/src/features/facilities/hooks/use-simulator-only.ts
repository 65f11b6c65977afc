import { isSimulatorOnly } from '@fairway/domain/facilities/header-tabs';
import { useFacilities } from '../api/facilities-api.ts';

/** Whether the engine's only facility is a simulator venue (tee times read "Times"). */
export function useSimulatorOnly(): boolean {
  const { data: facilities } = useFacilities();
  return isSimulatorOnly(facilities ?? []);
}

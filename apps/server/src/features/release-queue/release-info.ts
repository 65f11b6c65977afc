import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ReleaseInfo } from '@fairway/contract/release-queue-state.contract';
import { isQueueActive } from '@fairway/domain/release-queue/release-schedule';
import type { Database } from '../../db/client.ts';
import { releaseOf } from './release-queue.service.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** GET /release-queue/{facilityId}: today's release of a course on the server's clock (404 for a course the engine does not show). */
export async function releaseInfo(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  now: Date,
): Promise<ReleaseInfo> {
  const { release: rules } = resolveFacilitySettings(engine.settings ?? {});
  const { window, fairQueue, key } = await releaseOf(db, engine, facilityId, now);
  return {
    mode: rules.mode,
    releaseTime: rules.releaseTime,
    releasedDay: window.releasedDay,
    releaseAt: window.releaseAt.toISOString(),
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    serverTime: now.toISOString(),
    secondsToRelease: Math.max(0, Math.ceil((window.releaseAt.getTime() - now.getTime()) / 1000)),
    waitingRoomOpen: fairQueue && isQueueActive(window, now),
    signInRequired: rules.signInRequired,
    roomFacilityId: key.facilityId,
  };
}

import { teeTimesResponseSchema, type TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { baseApi } from '../../../shared/api/base-api.ts';

/** The day of one course the related-times modal reads (the lost item's promotion code keeps its prices). */
interface CourseDayArgs {
  date: string;
  facilityId: number;
  promotionCode: string | null;
}

/**
 * GET /v2/tee-times for one course and day (SPEC §7), read fresh each time "Select Another Tee
 * Time" opens: the tee times, their booked players, locks and rates are what SPEC §5's adjacent
 * rule reads, so no call of its own is needed. Not kept once the modal closes.
 */
const relatedTimesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseDayTeeTimes: build.query<TeeTimesResponse, CourseDayArgs>({
      query: ({ date, facilityId, promotionCode }) => ({
        url: 'v2/tee-times',
        params: { date, facilityIds: String(facilityId), ...(promotionCode ? { promotionCode } : {}) },
      }),
      rawResponseSchema: teeTimesResponseSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Hook of the related-times read. */
export const { useGetCourseDayTeeTimesQuery } = relatedTimesApi;

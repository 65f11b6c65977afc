import { consoleApi } from '../../app/console-api.ts';
import { type StaffFile, staffFileQuery } from '../../shared/staff-file.ts';

/** The day's sheet as CSV (GET /api/admin/tee-sheet.csv): the same day, and course, the sheet shows. */
const teeSheetCsvApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    teeSheetCsv: build.mutation<StaffFile, { date: string; facilityId?: number }>({
      queryFn: ({ date, facilityId }, api) => {
        const params = new URLSearchParams({ date });
        if (facilityId) params.set('facilityId', String(facilityId));
        return staffFileQuery(`/api/admin/tee-sheet.csv?${params}`, `tee-sheet-${date}.csv`, api);
      },
    }),
  }),
});

export const { useTeeSheetCsvMutation } = teeSheetCsvApi;

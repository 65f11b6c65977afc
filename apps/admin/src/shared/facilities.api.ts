import { type Facility, facilitiesResponseSchema } from '@fairway/contract/facilities.contract';
import { consoleApi } from '../app/console-api.ts';

/** The alias's courses as the public list gives them (name, time zone), for the screens' course pickers. */
const facilitiesApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    facilities: build.query<Facility[], undefined>({
      query: () => '/api/facilities',
      responseSchema: facilitiesResponseSchema,
    }),
  }),
});

export const { useFacilitiesQuery } = facilitiesApi;

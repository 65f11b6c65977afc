import {
  type ActivityQuery,
  type ActivityResponse,
  activityResponseSchema,
} from '@fairway/contract/admin-activity.contract';
import { consoleApi } from '../../app/console-api.ts';

/** The filters and page of the Activity: what `GET /api/admin/activity` takes (the limit stays the server's). */
export type ActivityArgs = Omit<ActivityQuery, 'limit'>;

/** The audit log in words (`audit-log:read`), newest first, a page at a time. */
const activityApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    activity: build.query<ActivityResponse, ActivityArgs>({
      query: (args) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(args)) {
          if (value !== undefined && value !== '') params.set(name, String(value));
        }
        const search = params.toString();
        return search ? `/api/admin/activity?${search}` : '/api/admin/activity';
      },
      responseSchema: activityResponseSchema,
      providesTags: ['Activity'],
    }),
  }),
});

export const { useActivityQuery } = activityApi;

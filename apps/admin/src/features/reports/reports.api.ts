import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import {
  type EndOfDayEntriesPage,
  endOfDayEntriesPageSchema,
  type EndOfDayQuery,
  type EndOfDayReport,
  endOfDayReportSchema,
  type NoShowPlayersPage,
  noShowPlayersPageSchema,
  type NoShowsReport,
  noShowsReportSchema,
  type PromotionsReport,
  promotionsReportSchema,
  type ReportKind,
  type ReportQuery,
  type RevenueReport,
  revenueReportSchema,
  type UtilisationReport,
  utilisationReportSchema,
} from '@fairway/contract/admin-reports.contract';
import { ALIAS_HEADER } from '@fairway/contract/wire-names';
import { type ConsoleError, consoleApi, SESSION_OVER, sessionEnded } from '../../app/console-api.ts';
import type { SessionState } from '../../app/session.ts';

/** A report asked for: which one, over which days (or the one day of the end-of-day report) and course. */
export type ReportArgs = { kind: ReportKind; query: ReportQuery } | { kind: 'end-of-day'; query: EndOfDayQuery };

/** A report's CSV as the server named it. */
interface ReportFile {
  csv: string;
  filename: string;
}

const reportPath = (args: ReportArgs, suffix = '') => {
  const params = new URLSearchParams(
    args.kind === 'end-of-day' ? { date: args.query.date } : { from: args.query.from, to: args.query.to },
  );
  if (args.query.facilityId) params.set('facilityId', String(args.query.facilityId));
  return `/api/admin/reports/${args.kind}${suffix}?${params}`;
};

/** A page of the no-show players of a range: the first, or the one after `before` (a page's nextBefore). */
interface NoShowPlayersArgs {
  query: ReportQuery;
  before?: string;
}

/** A page of a course's end-of-day entries: the first, or the one after `after` (a page's nextAfter). */
interface EndOfDayEntriesArgs {
  query: EndOfDayQuery;
  after?: string;
}

/** The CSV of a report, fetched with the staff headers (a plain link would not carry the token). */
async function fetchCsv(
  args: ReportArgs,
  session: SessionState,
): Promise<{ data: ReportFile } | { error: ConsoleError }> {
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (session.alias) headers[ALIAS_HEADER] = session.alias;
  if (session.token) headers[STAFF_TOKEN_HEADER] = session.token;
  let response: Response;
  try {
    response = await fetch(reportPath(args, '.csv'), { headers });
  } catch {
    return { error: { status: 0, code: 'NETWORK' } };
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    return { error: { status: response.status, code: data?.error?.code ?? 'INTERNAL' } };
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { data: { csv: await response.text(), filename: named?.[1] ?? `${args.kind}.csv` } };
}

/** Reports (`reports:read`): each as JSON over a range of days, the courses to choose from, and a report's CSV. */
const reportsApi = consoleApi.enhanceEndpoints({ addTagTypes: ['Report'] }).injectEndpoints({
  endpoints: (build) => ({
    utilisationReport: build.query<UtilisationReport, ReportQuery>({
      query: (query) => reportPath({ kind: 'utilisation', query }),
      responseSchema: utilisationReportSchema,
      providesTags: ['Report'],
    }),
    revenueReport: build.query<RevenueReport, ReportQuery>({
      query: (query) => reportPath({ kind: 'revenue', query }),
      responseSchema: revenueReportSchema,
      providesTags: ['Report'],
    }),
    noShowsReport: build.query<NoShowsReport, ReportQuery>({
      query: (query) => reportPath({ kind: 'no-shows', query }),
      responseSchema: noShowsReportSchema,
      providesTags: ['Report'],
    }),
    noShowPlayers: build.query<NoShowPlayersPage, NoShowPlayersArgs>({
      query: ({ query, before }) => {
        const path = reportPath({ kind: 'no-shows', query }, '/players');
        return before === undefined ? path : `${path}&${new URLSearchParams({ before })}`;
      },
      responseSchema: noShowPlayersPageSchema,
      providesTags: ['Report'],
    }),
    promotionsReport: build.query<PromotionsReport, ReportQuery>({
      query: (query) => reportPath({ kind: 'promotions', query }),
      responseSchema: promotionsReportSchema,
      providesTags: ['Report'],
    }),
    endOfDayReport: build.query<EndOfDayReport, EndOfDayQuery>({
      query: (query) => reportPath({ kind: 'end-of-day', query }),
      responseSchema: endOfDayReportSchema,
      providesTags: ['Report'],
    }),
    endOfDayEntries: build.query<EndOfDayEntriesPage, EndOfDayEntriesArgs>({
      query: ({ query, after }) => {
        const path = reportPath({ kind: 'end-of-day', query }, '/entries');
        return after === undefined ? path : `${path}&${new URLSearchParams({ after })}`;
      },
      responseSchema: endOfDayEntriesPageSchema,
      providesTags: ['Report'],
    }),
    reportCsv: build.mutation<ReportFile, ReportArgs>({
      queryFn: async (args, api) => {
        const { session } = api.getState() as { session: SessionState };
        const answer = await fetchCsv(args, session);
        if ('error' in answer && session.token && SESSION_OVER.includes(answer.error.code))
          api.dispatch(sessionEnded());
        return answer;
      },
    }),
  }),
});

export const {
  useUtilisationReportQuery,
  useRevenueReportQuery,
  useNoShowsReportQuery,
  useNoShowPlayersQuery,
  usePromotionsReportQuery,
  useEndOfDayReportQuery,
  useEndOfDayEntriesQuery,
  useReportCsvMutation,
} = reportsApi;

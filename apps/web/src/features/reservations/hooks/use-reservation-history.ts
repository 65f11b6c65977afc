import { useState } from 'react';
import { useGetReservationHistoryQuery } from '../api/reservations-api.ts';
import { toReservationView } from '../utils/reservation-view.ts';

/** How many bookings one page of the history asks for: upcoming come first, so a small page would hide the past rounds of a golfer who books often. */
const HISTORY_PAGE_SIZE = 50;

/** The history split into upcoming and past (as the server decided), with "show more" paging. */
export function useReservationHistory() {
  const [take, setTake] = useState(HISTORY_PAGE_SIZE);
  const query = useGetReservationHistoryQuery({ skip: 0, take });
  const items = (query.data?.items ?? []).map(toReservationView);
  return {
    upcoming: items.filter((item) => item.list === 'upcoming'),
    past: items.filter((item) => item.list === 'past'),
    upcomingTotal: query.data?.upcomingTotal ?? 0,
    pastTotal: query.data?.pastTotal ?? 0,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    hasMore: items.length < (query.data?.total ?? 0),
    loadMore: () => setTake((current) => Math.min(100, current + HISTORY_PAGE_SIZE)),
    retry: () => void query.refetch(),
  };
}

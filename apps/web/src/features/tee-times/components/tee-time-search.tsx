import type { Facility } from '@fairway/contract/facilities.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { rateMatchesFilters, timeMatchesFilters, type SearchFilters } from '@fairway/domain/tee-times/search-filters';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaterOnFirstLoad } from '../../../shared/browser/use-later-on-first-load.ts';
import { useLaterTask } from '../../../shared/layout/use-later-task.ts';
import { useWideLayout } from '../../../shared/layout/use-wide-layout.ts';
import { SEARCH_REFETCH_AFTER_S, teeTimesArgs, useGetTeeTimesQuery } from '../api/tee-times-api.ts';
import { usePromotion } from '../hooks/use-promotion.ts';
import { useAnswerWhileRefreshing } from '../hooks/use-answer-while-refreshing.ts';
import { refusedLastDate, useBookingWindows } from '../hooks/use-booking-windows.ts';
import { useSearchFilters } from '../hooks/use-search-filters.ts';
import { addDays, formatDay } from '../utils/format.ts';
import { CourseNotices } from './course-notices.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';
import { SearchFiltersPanel } from './search-filters-panel.tsx';
import type { FullTeeTime } from './full-tee-time-row.tsx';
import { SearchSkeleton } from './search-skeleton.tsx';
import { TeeTimeList } from './tee-time-list.tsx';
import './search.css';

// Off the first load: the weather shows under the list, a task after the first tee times.
const WeatherPanel = lazy(() => import('./weather-panel.tsx').then((m) => ({ default: m.WeatherPanel })));

/** Id of the element around the results: the target of the "Skip to tee times" link. */
export const SEARCH_RESULTS_ID = 'search-results';

/** Props of the search screen: what the app already loaded at start-up. */
export interface TeeTimeSearchProps {
  facilities: Facility[];
  settings: FacilitySettings;
  /**
   * What Select does besides marking the tee time (the app adds it to the cart); gets the shown list
   * too, and the golfers filter's sizes (the party to ask for when the rate allows it, SPEC §5).
   * Answers false when the cart refused it.
   */
  onSelect?: (teeTime: TeeTime, shown: TeeTime[], golfers: readonly number[]) => Promise<boolean>;
  /** Bumped from outside (after a cart change) to search again. */
  refreshKey?: number;
  /** What the app adds under "no tee times" (the tee-time alert offer), given the filters. */
  noResultsExtra?: (filters: SearchFilters) => ReactNode;
  /** What the app offers on the tee time the search was opened on when it is booked up (the tee-time alert). */
  fullTeeTimeAction?: (teeTime: FullTeeTime, filters: SearchFilters) => ReactNode;
  /** Whether the golfer's own cart holds this tee time: the answer leaves it out then, and it is not "full" to them. */
  inGolfersCart?: (teeTime: FullTeeTime) => boolean;
  /** What the app puts around the results of the last bookable day, the one a release opens (its waiting room), given the searched course. */
  releasedDayResults?: (results: ReactNode, facilityId: number, date: string) => ReactNode;
}

/** The tee-time search of SPEC §2: filters in the URL, results, promotion code, weather and notices. */
export function TeeTimeSearch({
  facilities,
  settings,
  onSelect,
  refreshKey = 0,
  noResultsExtra,
  fullTeeTimeAction,
  inGolfersCart,
  releasedDayResults,
}: TeeTimeSearchProps) {
  const { t, i18n } = useTranslation();
  const timeZone = facilities[0]?.timeZone ?? 'UTC';
  const engineCourses = useMemo(() => facilities.map((facility) => facility.id), [facilities]);
  const windows = useBookingWindows(engineCourses);
  const { filters, update, refresh, today, lastDate } = useSearchFilters(
    timeZone,
    settings.inventory.maxDaysOut,
    windows.lastDateOf,
  );
  const searchArgs = teeTimesArgs(filters, refresh + refreshKey, engineCourses);
  const {
    currentData: answered,
    isError,
    error,
    refetch,
  } = useGetTeeTimesQuery(searchArgs, {
    refetchOnMountOrArgChange: SEARCH_REFETCH_AFTER_S,
  });
  // The date picker, the next-day button and the released day follow the searched courses' own window.
  const searchedKey = searchArgs.facilityIds.join(',');
  const { learn } = windows;
  useEffect(
    () => learn(searchedKey, answered?.bookingWindow.lastDate ?? refusedLastDate(error)),
    [learn, searchedKey, answered, error],
  );
  const currentData = useAnswerWhileRefreshing(
    answered,
    [searchArgs.date, searchArgs.facilityIds.join(','), searchArgs.promotionCode, searchArgs.customerId].join('|'),
  );
  const promotion = usePromotion(filters, update, currentData);
  const wide = useWideLayout();
  // On the page's first load the list renders a task after the search's header and filters (the
  // three together were a phone's longest task), and the weather and notices a task after the list.
  const listShown = useLaterOnFirstLoad();
  const belowTheList = useLaterTask(listShown);
  const promoInPlay = promotion.activeCode !== null || promotion.status !== 'idle';
  const [promoOpen, setPromoOpen] = useState(promoInPlay);
  // A code arriving from the URL opens the fold; the golfer's own toggling is kept.
  useEffect(() => {
    if (promoInPlay) setPromoOpen(true);
  }, [promoInPlay]);
  const searched = filters.course.length
    ? facilities.filter((facility) => filters.course.includes(facility.id))
    : facilities;
  const byId = useMemo(() => new Map(facilities.map((facility) => [facility.id, facility])), [facilities]);

  const teeTimes = useMemo(
    () =>
      (currentData?.teeTimes ?? []).flatMap((teeTime): TeeTime[] => {
        if (!timeMatchesFilters(teeTime.teetime, filters)) return [];
        const rates = teeTime.rates.filter((rate) => rateMatchesFilters(rate, filters));
        return rates.length ? [{ ...teeTime, rates }] : [];
      }),
    [currentData, filters],
  );

  // The tee time the URL names, when the day's answer no longer lists it at all (booked up: SPEC §4
  // drops it from the list). One listed but hidden by the golfer's own filters is not "full".
  const fullTeeTime = useMemo((): FullTeeTime | null => {
    const wanted = filters.teetime;
    if (!wanted || !currentData || wanted.slice(0, 10) !== filters.date) return null;
    const facilityId = filters.course[0] ?? facilities[0]?.id;
    if (
      facilityId === undefined ||
      currentData.teeTimes.some((teeTime) => teeTime.teetime === wanted && teeTime.facilityId === facilityId)
    )
      return null;
    const full = { teetime: wanted, facilityId };
    // Taken whole by the golfer's own Select (a foursome on an open time): theirs, not booked up.
    return inGolfersCart?.(full) ? null : full;
  }, [currentData, filters.teetime, filters.date, filters.course, facilities, inGolfersCart]);

  // One callback for every card, so that the memoised cards already shown skip re-rendering.
  const latest = useRef({ filters, update, onSelect, teeTimes, engineCourses });
  latest.current = { filters, update, onSelect, teeTimes, engineCourses };
  const selectTeeTime = useCallback((chosen: TeeTime) => {
    const { filters: current, update: apply, onSelect: hold, teeTimes: shown, engineCourses: all } = latest.current;
    // The URL names the selection by its tee time and its course, listed first among the courses
    // searched (every course when none was chosen): the list the golfer chose from stays as it was.
    const searched = current.course.length ? current.course : all;
    apply({
      teetime: chosen.teetime,
      course: [chosen.facilityId, ...searched.filter((id) => id !== chosen.facilityId)],
    });
    void hold?.(chosen, shown, current.golfers).then((held) => {
      // "Selected" on a tee time the cart refused (taken, not your turn, over the limit) would read as held.
      if (!held && latest.current.filters.teetime === chosen.teetime) latest.current.update({ teetime: null });
    });
  }, []);

  // The released day's waiting room is the first course searched, else the engine's first.
  const releasedFacilityId = filters.course[0] ?? facilities[0]?.id;

  const promoForm = (
    <PromoCodeForm
      status={promotion.status}
      activeCode={promotion.activeCode}
      onApply={promotion.apply}
      onClear={promotion.clear}
    />
  );

  // Opening with a course, a tee time and a promotion code preselects that tee time: bring it
  // into view once, after the router's scroll restoration (a parent effect) has run.
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!filters.teetime || !currentData || scrolledTo.current === filters.teetime) return;
    const teetime = filters.teetime;
    const timer = setTimeout(() => {
      scrolledTo.current = teetime;
      document
        .querySelector<HTMLElement>(`[data-teetime="${filters.teetime}"][aria-current="true"]`)
        ?.scrollIntoView?.({ block: 'center' });
    }, 50);
    return () => clearTimeout(timer);
  }, [currentData, filters.teetime]);

  const results = isError ? (
    <div className="card search__error" role="alert">
      <p>{t('search.failed')}</p>
      <button type="button" className="button" onClick={() => void refetch()}>
        {t('search.retry')}
      </button>
    </div>
  ) : !currentData || !listShown ? (
    <SearchSkeleton />
  ) : teeTimes.length === 0 ? (
    <div className="card no-results" data-testid="no-results" aria-live="polite">
      <h3 className="no-results__title">{t('search.noResultsTitle')}</h3>
      <p>{t('search.noResultsText')}</p>
      {noResultsExtra?.(filters)}
    </div>
  ) : (
    <TeeTimeList
      teeTimes={teeTimes}
      facilitiesById={byId}
      selected={{ teetime: filters.teetime, course: filters.course[0] }}
      onSelect={selectTeeTime}
      searchKey={`${filters.date}|${searchArgs.facilityIds.join(',')}`}
      fullTeeTime={
        fullTeeTime && fullTeeTimeAction
          ? { teeTime: fullTeeTime, action: fullTeeTimeAction(fullTeeTime, filters) }
          : null
      }
    />
  );

  return (
    <div className="search" data-testid="tee-time-search">
      <SearchFiltersPanel
        filters={filters}
        facilities={facilities}
        rateTypes={currentData?.rateTypes ?? []}
        today={today}
        lastDate={lastDate}
        onChange={update}
      />
      <section className="search__results" aria-labelledby="search-results-title">
        <div className="search__header card">
          <h2 id="search-results-title" className="search__title">
            {t('search.title')}
          </h2>
          <div className="day-nav">
            <button
              type="button"
              className="button button--quiet"
              disabled={filters.date <= today}
              onClick={() => update({ date: addDays(filters.date, -1), teetime: null })}
            >
              <span aria-hidden="true">‹</span> <span className="visually-hidden">{t('search.previousDay')}</span>
            </button>
            <span className="day-nav__date" data-testid="search-date">
              {formatDay(filters.date, i18n.language)}
            </span>
            <button
              type="button"
              className="button button--quiet"
              disabled={filters.date >= lastDate}
              onClick={() => update({ date: addDays(filters.date, 1), teetime: null })}
            >
              <span className="visually-hidden">{t('search.nextDay')}</span> <span aria-hidden="true">›</span>
            </button>
          </div>
          {wide ? (
            promoForm
          ) : (
            // On a phone the code entry folds away unless a code is in play, so tee times come first.
            <details
              className="promo-disclosure"
              open={promoOpen}
              onToggle={(event) => setPromoOpen(event.currentTarget.open)}
            >
              <summary>{t('search.promoDisclosure')}</summary>
              {promoForm}
            </details>
          )}
        </div>
        {/* The skip link's target: Tab from here reaches the first Select. */}
        <div id={SEARCH_RESULTS_ID} className="search__list" tabIndex={-1}>
          {releasedDayResults && filters.date === lastDate && releasedFacilityId !== undefined
            ? releasedDayResults(results, releasedFacilityId, lastDate)
            : results}
        </div>
        {/* Below the list so the first tee times make the first screen, on a phone too. */}
        {belowTheList ? (
          <Suspense fallback={null}>
            <WeatherPanel facilities={searched} date={filters.date} />
          </Suspense>
        ) : null}
        {belowTheList && currentData ? <CourseNotices notices={currentData.notices} facilities={facilities} /> : null}
      </section>
    </div>
  );
}

import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '../hooks/use-progressive-count.ts';
import { FullTeeTimeRow, type FullTeeTime } from './full-tee-time-row.tsx';
import { TeeTimeCard } from './tee-time-card.tsx';

/** Props of the day's list: the filtered tee times and what marks one selected. */
export interface TeeTimeListProps {
  teeTimes: TeeTime[];
  facilitiesById: ReadonlyMap<number, Facility>;
  /** The selected tee time (`YYYY-MM-DDTHH:mm`) and, when the search names one, its course. */
  selected: { teetime: string | null; course: number | undefined };
  /** Stable across renders: the cards already shown are memoised on it. */
  onSelect: (teeTime: TeeTime) => void;
  /** The search (date and courses): a new one starts again at the first batch. */
  searchKey: string;
  /** The tee time the search was opened on when it is booked up, shown in its place with the app's offer. */
  fullTeeTime?: { teeTime: FullTeeTime; action: ReactNode } | null;
}

/**
 * The result count and the day's tee times, rendered a batch per task (useProgressiveCount). Its
 * own component so that adding a batch re-renders the list only, not the filters around it.
 */
export function TeeTimeList({
  teeTimes,
  facilitiesById,
  selected,
  onSelect,
  searchKey,
  fullTeeTime = null,
}: TeeTimeListProps) {
  const { t, i18n } = useTranslation();
  const rendered = useProgressiveCount(teeTimes.length, selected.teetime !== null, searchKey);
  const isSelected = (teeTime: TeeTime) =>
    selected.teetime === teeTime.teetime && (selected.course === undefined || selected.course === teeTime.facilityId);
  const shown = teeTimes.slice(0, rendered);
  // The full tee time sits where it would have been listed, among the times around it.
  const fullAt = fullTeeTime ? shown.filter((teeTime) => teeTime.teetime <= fullTeeTime.teeTime.teetime).length : -1;
  const fullRow = fullTeeTime ? (
    <FullTeeTimeRow
      key="full"
      teeTime={fullTeeTime.teeTime}
      courseName={facilitiesById.get(fullTeeTime.teeTime.facilityId)?.name ?? ''}
      t={t}
      locale={i18n.language}
    >
      {fullTeeTime.action}
    </FullTeeTimeRow>
  ) : null;
  return (
    <>
      <p className="search__count" aria-live="polite" data-testid="result-count">
        {t('search.results', { count: teeTimes.length })}
      </p>
      <ul className="tee-time-list" aria-labelledby="search-results-title" data-complete={rendered === teeTimes.length}>
        {shown.map((teeTime, index) => {
          const facility = facilitiesById.get(teeTime.facilityId);
          const card = (
            <TeeTimeCard
              key={`${teeTime.facilityId}-${teeTime.teetime}`}
              teeTime={teeTime}
              courseName={facility?.name ?? teeTime.courseId}
              currencyCode={facility?.currencyCode ?? 'USD'}
              selected={isSelected(teeTime)}
              onSelect={onSelect}
              t={t}
              locale={i18n.language}
            />
          );
          return index === fullAt ? [fullRow, card] : card;
        })}
        {fullAt === shown.length ? fullRow : null}
      </ul>
    </>
  );
}

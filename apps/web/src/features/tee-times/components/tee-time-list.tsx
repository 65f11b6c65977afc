import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { useTranslation } from 'react-i18next';
import { useProgressiveCount } from '../hooks/use-progressive-count.ts';
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
}

/**
 * The result count and the day's tee times, rendered a batch per task (useProgressiveCount). Its
 * own component so that adding a batch re-renders the list only, not the filters around it.
 */
export function TeeTimeList({ teeTimes, facilitiesById, selected, onSelect, searchKey }: TeeTimeListProps) {
  const { t, i18n } = useTranslation();
  const rendered = useProgressiveCount(teeTimes.length, selected.teetime !== null, searchKey);
  const isSelected = (teeTime: TeeTime) => selected.teetime === teeTime.teetime && (selected.course === undefined || selected.course === teeTime.facilityId);
  return (
    <>
      <p className="search__count" aria-live="polite" data-testid="result-count">
        {t('search.results', { count: teeTimes.length })}
      </p>
      <ul className="tee-time-list" aria-labelledby="search-results-title" data-complete={rendered === teeTimes.length}>
        {teeTimes.slice(0, rendered).map((teeTime) => {
          const facility = facilitiesById.get(teeTime.facilityId);
          return (
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
        })}
      </ul>
    </>
  );
}

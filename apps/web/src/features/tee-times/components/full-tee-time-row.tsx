import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatTeeTime } from '../utils/format.ts';

/** The tee time the search was opened on when it is no longer bookable: what the row needs. */
export interface FullTeeTime {
  teetime: string;
  facilityId: number;
}

/**
 * The search lists only tee times with places (SPEC §4: a tee time booked up leaves the
 * list), but one the golfer came for (a shared or course link naming it, a time they had selected)
 * is shown in its place as full, with what the app offers instead (a tee-time alert).
 */
export function FullTeeTimeRow({
  teeTime,
  courseName,
  t,
  locale,
  children,
}: {
  teeTime: FullTeeTime;
  courseName: string;
  t: TFunction;
  locale: string;
  children?: ReactNode;
}) {
  return (
    <li
      className="tee-time tee-time--full"
      data-testid="tee-time-full"
      data-teetime={teeTime.teetime}
      data-facility-id={teeTime.facilityId}
      aria-current="true"
    >
      <div className="tee-time__head">
        <span className="tee-time__time">{formatTeeTime(teeTime.teetime, locale)}</span>
        <span className="tee-time__course">{courseName}</span>
        <span className="badge badge--full">{t('search.full')}</span>
      </div>
      <p className="tee-time__full-text">{t('search.fullText')}</p>
      {children ? <div className="tee-time__full-action">{children}</div> : null}
    </li>
  );
}

import type { CourseNotice } from '@fairway/contract/tee-times.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../utils/format.ts';

/** Restriction alerts (Cart Path Only, Aeration, Overseed, Renovations) and operators' messages per course. */
export function CourseNotices({ notices, facilities }: { notices: CourseNotice[]; facilities: Facility[] }) {
  const { t, i18n } = useTranslation();
  if (notices.length === 0) return null;
  const name = (facilityId: number) => facilities.find((facility) => facility.id === facilityId)?.name ?? '';
  return (
    <section className="notices" aria-label={t('search.notices')} data-testid="course-notices">
      <ul>
        {notices.map((notice) => (
          // An operator's block is one notice per day it closes times on.
          <li
            key={notice.block ? `block-${notice.block.id}-${notice.startsOn}` : notice.id}
            className={`notice notice--${notice.kind}`}
          >
            <strong>{name(notice.facilityId)}</strong>
            {notice.kind !== 'message' ? (
              <span className="badge badge--alert">{t(`search.restrictions.${notice.kind}`)}</span>
            ) : null}
            {notice.message ? <span>{notice.message}</span> : null}
            <span className="notice__dates">
              {notice.block
                ? t('search.noticeBlocked', {
                    date: formatDay(notice.startsOn, i18n.language),
                    from: notice.block.fromTime,
                    to: notice.block.toTime,
                  })
                : notice.endsOn
                  ? t('search.noticeDates', {
                      from: formatDay(notice.startsOn, i18n.language),
                      to: formatDay(notice.endsOn, i18n.language),
                    })
                  : t('search.noticeFrom', { from: formatDay(notice.startsOn, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

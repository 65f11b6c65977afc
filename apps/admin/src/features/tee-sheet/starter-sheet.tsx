import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { saveFile } from '../../shared/staff-file.ts';
import { StarterSheetPage } from './starter-sheet-page.tsx';
import {
  defaultPaper,
  PAGE_MARK,
  pageNameOf,
  PAGES_MARK,
  PAPERS,
  type Paper,
  printCss,
} from './starter-sheet-print.ts';
import { useTeeSheetCsvMutation } from './tee-sheet-csv.api.ts';
import { useTeeSheetQuery } from './tee-sheet.api.ts';
import './starter-sheet.css';

/**
 * The starter sheet: the print view of the tee sheet's day (its own query, so the paper and the
 * screen never disagree), each course on pages of its own, on A4 or US Letter; Print, the day's CSV,
 * and the way back to the sheet. It takes the place of the sheet while open (starter-sheet.css),
 * and gives the focus back to what opened it when it closes.
 */
export function StarterSheet({
  date,
  facilityId,
  onClose,
  now = () => new Date(),
}: {
  /** The sheet's day (local at the courses). */
  date: string;
  /** The course the sheet shows; every course when absent. */
  facilityId?: number;
  onClose: () => void;
  /** The clock (tests set it). */
  now?: () => Date;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const day = useTeeSheetQuery({ date });
  const [paper, setPaper] = useState<Paper>(() => defaultPaper(navigator.language || i18n.language));
  const [downloadCsv, downloading] = useTeeSheetCsvMutation();
  const [csvError, setCsvError] = useState<unknown>(null);

  // What opened the view, read before the view hides it (a hidden element loses the focus).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    heading.current?.focus();
    // After the view is gone the opener is shown again and can take the focus back.
    return () => void setTimeout(() => opener?.focus(), 0);
  }, [opener]);

  const sheet = day.currentData;
  const courses = sheet?.courses.filter((course) => !facilityId || course.facilityId === facilityId) ?? [];
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  const css = printCss(
    paper,
    courses.map((course) => ({ page: pageNameOf(course.facilityId), footer: `${course.name} · ${longDate}` })),
    t('starter.pageNumber', { page: PAGE_MARK, pages: PAGES_MARK }),
  );

  async function download() {
    setCsvError(null);
    try {
      const { text, filename } = await downloadCsv({ date, facilityId }).unwrap();
      saveFile(new Blob([text], { type: 'text/csv' }), filename);
    } catch (caught) {
      setCsvError(caught);
    }
  }

  return (
    <section className="starter-sheet" aria-labelledby={`${id}-heading`}>
      <style>{css}</style>
      <div className="starter-toolbar">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t('starter.heading', { date: longDate })}
        </h2>
        <p>{t('starter.intro')}</p>
        <div className="starter-actions">
          <label htmlFor={`${id}-paper`}>{t('starter.paper')}</label>
          <select id={`${id}-paper`} value={paper} onChange={(event) => setPaper(event.currentTarget.value as Paper)}>
            {PAPERS.map((size) => (
              <option key={size} value={size}>
                {t(`starter.papers.${size}`)}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => window.print()} disabled={!sheet}>
            {t('starter.print')}
          </button>
          <button
            type="button"
            className="admin-secondary"
            onClick={() => void download()}
            disabled={downloading.isLoading}
          >
            {t('starter.downloadCsv')}
          </button>
          <button type="button" className="admin-secondary" onClick={onClose}>
            {t('starter.back')}
          </button>
        </div>
        <ErrorAlert error={csvError ?? day.error} />
        {!sheet && !day.error && <p role="status">{t('starter.loading')}</p>}
      </div>
      {courses.map((course) => (
        <StarterSheetPage
          key={course.facilityId}
          course={course}
          date={longDate}
          printedAt={now()}
          headingId={`${id}-course-${course.facilityId}`}
        />
      ))}
    </section>
  );
}

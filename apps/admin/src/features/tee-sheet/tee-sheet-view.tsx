import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeeSheetReservation, TeeSheetTime } from '@fairway/contract/admin.contract';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { browserToday } from '../../shared/dates.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { DeskPaymentDialog } from './desk-payment-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { RainCheckDialog } from './rain-check-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { type Course, Interval, SHEET_COLUMNS, type SheetOperations } from './tee-sheet-interval.tsx';
import { useNarrowScreen } from './narrow-screen.ts';
import { teeSheetRefusal } from './tee-sheet-refusals.ts';
import { useSetAttendanceMutation, useTeeSheetQuery } from './tee-sheet.api.ts';
import { WalkInDialog } from './walk-in-dialog.tsx';

// The print view loads when staff first open it: most of a day at the counter never prints.
const StarterSheet = lazy(() => import('./starter-sheet.tsx').then((module) => ({ default: module.StarterSheet })));

type OpenDialog =
  | { kind: 'book'; course: Course; time: TeeSheetTime }
  | { kind: 'move'; course: Course; reservation: TeeSheetReservation }
  | { kind: 'cancel'; reservation: TeeSheetReservation }
  | { kind: 'pay'; reservation: TeeSheetReservation }
  | { kind: 'refund' | 'rain-check'; reservation: TeeSheetReservation };

/** The day before or after a date `YYYY-MM-DD`. */
function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The day's tee sheet: a date with the previous and next day, the courses side by side on a wide
 * screen and one at a time (a course switch) on a tablet, and the operations staff may do on it.
 */
export function TeeSheetView({
  permissions = [],
  now = () => new Date(),
}: {
  permissions?: readonly string[];
  /** The clock (tests set it). */
  now?: () => Date;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // `atCourse`: the date is the one the staff member chose, or today at the courses. The first sheet
  // asks for the browser's today; a console opened in another zone, or across midnight from the
  // course, then moves once to the day at the course (the sheet's answer names the courses' zone).
  const [query, setQuery] = useState<{ date: string; facilityId?: number; atCourse: boolean }>(() => ({
    date: browserToday(now()),
    atCourse: false,
  }));
  const [dateField, setDateField] = useState(query.date);
  const dateEdited = useRef(false);
  const day = useTeeSheetQuery({ date: query.date });
  const sheet = day.currentData;
  const [setAttendance, attending] = useSetAttendanceMutation();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<unknown>(null);
  const narrow = useNarrowScreen();
  const [shownCourse, setShownCourse] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);

  const courseZone = sheet?.courses[0]?.timeZone;
  useEffect(() => {
    if (!courseZone || query.atCourse) return;
    // A date the staff member has started to enter wins over the course's today.
    const today = dateEdited.current ? null : localToday(now(), courseZone);
    if (today) setDateField(today);
    setQuery((current) => (current.atCourse ? current : { ...current, date: today ?? current.date, atCourse: true }));
  }, [courseZone, query.atCourse, now]);

  const ops: SheetOperations = {
    canBook: permissions.includes('tee-sheet:book'),
    canCancel: permissions.includes('reservations:cancel'),
    canCheckIn: permissions.includes('tee-sheet:check-in'),
    now: now(),
    busy: attending.isLoading,
    book: (course, time) => setDialog({ kind: 'book', course, time }),
    move: (course, reservation) => setDialog({ kind: 'move', course, reservation }),
    cancel: (reservation) => setDialog({ kind: 'cancel', reservation }),
    pay: (reservation) => setDialog({ kind: 'pay', reservation }),
    canCredit: permissions.includes('credits:issue'),
    credit: (reservation, kind) => setDialog({ kind, reservation }),
    attend: (reservation, slot, state) => {
      setError(null);
      setAttendance({ id: reservation.reservationId, slot, state })
        .unwrap()
        .then(
          () => setNotice(t(`ops.attendance.done.${state}`, { confirmation: reservation.confirmationNumber, slot })),
          (caught: unknown) => {
            setNotice('');
            setError(caught);
          },
        );
    },
  };
  const dialogProps = {
    onClose: () => setDialog(null),
    onDone: (message: string) => {
      setDialog(null);
      setError(null);
      setNotice(message);
    },
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const facility = Number(new FormData(event.currentTarget).get('facilityId'));
    setQuery({ date: dateField || query.date, facilityId: facility > 0 ? facility : undefined, atCourse: true });
  }
  function step(days: number) {
    const date = dayAfter(query.date, days);
    dateEdited.current = true;
    setDateField(date);
    setQuery((current) => ({ ...current, date, atCourse: true }));
  }

  // The course choice lists the courses of the last sheet loaded (it stays while another day loads).
  const courses = day.data?.courses ?? [];
  const chosen = sheet?.courses.filter((course) => !query.facilityId || course.facilityId === query.facilityId) ?? [];
  // On a tablet the courses take turns: the switch shows one (the first until staff choose another).
  const switching = narrow && chosen.length > 1;
  const current = chosen.find((course) => course.facilityId === shownCourse) ?? chosen[0];
  const shown = switching && current ? [current] : chosen;
  const longDate = sheet
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${sheet.date}T12:00:00Z`),
      )
    : '';

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-tee-sheet">
      <h2 id={`${id}-heading`}>{t('sheet.heading')}</h2>
      <form className="admin-filters admin-sheet-filters" onSubmit={submit}>
        <div className="admin-sheet-day-nav">
          <button type="button" className="admin-secondary" onClick={() => step(-1)}>
            <span aria-hidden="true">‹ </span>
            {t('sheet.previousDay')}
          </button>
          <label htmlFor={`${id}-date`}>{t('sheet.date')}</label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            value={dateField}
            onChange={(event) => {
              dateEdited.current = true;
              setDateField(event.currentTarget.value);
            }}
            required
          />
          <button type="button" className="admin-secondary" onClick={() => step(1)}>
            {t('sheet.nextDay')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <label htmlFor={`${id}-course`}>{t('sheet.course')}</label>
        <select id={`${id}-course`} name="facilityId" defaultValue={query.facilityId ?? ''}>
          <option value="">{t('sheet.allCourses')}</option>
          {courses.map((course) => (
            <option key={course.facilityId} value={course.facilityId}>
              {course.name}
            </option>
          ))}
        </select>
        <button type="submit">{t('sheet.show')}</button>
      </form>
      <ErrorAlert error={error ?? day.error} messages={(refused) => teeSheetRefusal(i18n, refused)} />
      <div aria-live="polite">
        {notice && (
          <p className="admin-notice" role="status">
            {notice}
          </p>
        )}
      </div>
      {!sheet && !day.error && <p role="status">{t('sheet.loading')}</p>}
      {sheet && <p className="admin-sheet-day">{longDate}</p>}
      {sheet && (
        <button type="button" className="admin-secondary" onClick={() => setPrinting(true)}>
          {t('starter.open')}
        </button>
      )}
      {switching && (
        <div className="admin-course-switch" role="group" aria-labelledby={`${id}-switch`}>
          <span id={`${id}-switch`}>{t('sheet.courseShown')}</span>
          {chosen.map((course) => (
            <button
              key={course.facilityId}
              type="button"
              aria-pressed={course.facilityId === shown[0]?.facilityId}
              onClick={() => setShownCourse(course.facilityId)}
            >
              {course.name}
            </button>
          ))}
        </div>
      )}
      <div className="admin-sheet-courses">
        {sheet &&
          shown.map((course) => (
            // A focusable region, so a keyboard can scroll a sheet taller or wider than its place.
            <div
              className="admin-table-wrap admin-data-table admin-sheet-course"
              key={course.facilityId}
              role="region"
              tabIndex={0}
              aria-label={t('sheet.caption', { course: course.name, date: sheet.date })}
            >
              <table className="admin-sheet">
                <caption>{t('sheet.caption', { course: course.name, date: sheet.date })}</caption>
                <thead>
                  <tr>
                    {SHEET_COLUMNS.map((column) => (
                      <th key={column} scope="col">
                        {t(`sheet.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {course.teeTimes.length === 0 ? (
                    <tr>
                      <td colSpan={SHEET_COLUMNS.length}>{t('sheet.empty')}</td>
                    </tr>
                  ) : (
                    course.teeTimes.map((time) => <Interval key={time.teetime} time={time} course={course} ops={ops} />)
                  )}
                </tbody>
              </table>
            </div>
          ))}
      </div>
      {dialog?.kind === 'book' && (
        <WalkInDialog
          {...dialogProps}
          course={dialog.course}
          time={dialog.time}
          mayOverridePrice={permissions.includes('prices:override')}
        />
      )}
      {dialog?.kind === 'move' && sheet && (
        <MoveDialog {...dialogProps} course={dialog.course} reservation={dialog.reservation} date={sheet.date} />
      )}
      {dialog?.kind === 'cancel' && <CancelDialog {...dialogProps} reservation={dialog.reservation} />}
      {dialog?.kind === 'pay' && <DeskPaymentDialog {...dialogProps} reservation={dialog.reservation} />}
      {dialog?.kind === 'refund' && <RefundDialog {...dialogProps} reservation={dialog.reservation} />}
      {dialog?.kind === 'rain-check' && <RainCheckDialog {...dialogProps} reservation={dialog.reservation} />}
      {printing && sheet && (
        <Suspense fallback={<p role="status">{t('starter.loading')}</p>}>
          <StarterSheet date={sheet.date} facilityId={query.facilityId} onClose={() => setPrinting(false)} now={now} />
        </Suspense>
      )}
    </section>
  );
}

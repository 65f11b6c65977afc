import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { TeeSheet, TeeSheetTime } from '@fairway/contract/admin.contract';
import { AdminApiError, adminApi, type AdminTarget } from './admin-api.ts';
import type { Translate } from './admin-i18n.ts';

type Course = TeeSheet['courses'][number];

/** Today's date in the browser's zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function Interval({ time, course, t, locale }: { time: TeeSheetTime; course: Course; t: Translate; locale: string }) {
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: course.currencyCode }).format(cents / 100);
  const clock = time.teetime.slice(11, 16);
  // An operator's block closes the interval: marked on its time (golfers' search no longer offers it).
  const block = course.blocks.find((entry) => clock >= entry.fromTime && clock < entry.toTime);
  const blockTag = block && <span className="admin-block-tag">{t('blocks.blockedBy', { reason: block.reason })}</span>;
  const blockedClass = block ? 'admin-blocked' : undefined;
  const occupancy = (
    <>
      {t('sheet.occupancy', { booked: time.bookedPlayers, held: time.heldSlots, free: time.availableSlots })}
      {time.otherEnginePlayers > 0 && <div>{t('sheet.otherEngine', { count: time.otherEnginePlayers })}</div>}
    </>
  );
  const holds = time.holds
    .map((hold) =>
      t('sheet.holdUntil', {
        kind: t(`sheet.hold.${hold.kind}`),
        slots: hold.slots,
        time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: course.timeZone }).format(new Date(hold.expiresAt)),
      }),
    )
    .join('; ');
  if (time.reservations.length === 0) {
    return (
      <tr className={blockedClass}>
        <th scope="row">{clock}</th>
        <td>{occupancy}</td>
        <td colSpan={6}>{blockTag ?? (time.bookedPlayers === 0 && time.heldSlots === 0 ? t('sheet.open') : '')}</td>
        <td>{holds}</td>
      </tr>
    );
  }
  return (
    <>
      {time.reservations.map((reservation, index) => (
        <tr key={reservation.reservationId} className={reservation.status === 'cancelled' ? 'admin-cancelled' : blockedClass}>
          {index === 0 && (
            <th scope="row" rowSpan={time.reservations.length}>
              {clock}
              {blockTag}
            </th>
          )}
          {index === 0 && <td rowSpan={time.reservations.length}>{occupancy}</td>}
          <td>
            <ul className="admin-party">
              {reservation.players.map((player) => (
                <li key={player.slot}>
                  {player.name ?? t('sheet.guest')}
                  {player.status === 'cancelled' && ` (${t('sheet.cancelled')})`}
                </li>
              ))}
            </ul>
            <small>{reservation.confirmationNumber}</small>
          </td>
          <td>
            {reservation.rateName}, {reservation.holes}
          </td>
          <td>{money(reservation.paidNow + reservation.paidAtCheckIn)}</td>
          <td>{money(reservation.dueAtCourse)}</td>
          <td>{reservation.status === 'cancelled' ? t('sheet.cancelled') : t('sheet.checkedIn', { count: reservation.checkedInPlayers, total: reservation.totalPlayers })}</td>
          <td>{reservation.notes}</td>
          {index === 0 && <td rowSpan={time.reservations.length}>{holds}</td>}
        </tr>
      ))}
    </>
  );
}

/** The read-only day view: a date and course picker, then one table per course. */
export function TeeSheetView({ t, target, locale, onExpired }: { t: Translate; target: AdminTarget; locale: string; onExpired: () => void }) {
  const id = useId();
  const [query, setQuery] = useState<{ date: string; facilityId?: number }>({ date: localToday() });
  const [sheet, setSheet] = useState<TeeSheet | null>(null);
  const [courses, setCourses] = useState<Course[]>([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (date: string, facilityId?: number) => {
      setError(null);
      setSheet(null);
      try {
        const answer = await adminApi.teeSheet(target, date, facilityId);
        setSheet(answer);
        if (!facilityId) setCourses(answer.courses);
      } catch (caught) {
        const code = caught instanceof AdminApiError ? caught.code : 'generic';
        if (code === 'SESSION_EXPIRED' || code === 'UNAUTHORIZED') onExpired();
        else setError(t(`errors.${code}`) === `errors.${code}` ? t('errors.generic') : t(`errors.${code}`));
      }
    },
    [target, t, onExpired],
  );

  useEffect(() => {
    void load(query.date, query.facilityId);
  }, [load, query]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const facility = Number(form.get('facilityId'));
    setQuery({ date: String(form.get('date') || localToday()), facilityId: facility > 0 ? facility : undefined });
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('sheet.heading')}</h2>
      <form className="admin-filters" onSubmit={submit}>
        <label htmlFor={`${id}-date`}>{t('sheet.date')}</label>
        <input id={`${id}-date`} name="date" type="date" defaultValue={query.date} required />
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
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!sheet && !error && <p role="status">{t('sheet.loading')}</p>}
      {sheet?.courses.map((course) => (
        // A focusable region, so a keyboard can scroll a sheet wider than the screen.
        <div className="admin-table-wrap" key={course.facilityId} role="region" tabIndex={0} aria-label={t('sheet.caption', { course: course.name, date: sheet.date })}>
          <table className="admin-sheet">
            <caption>{t('sheet.caption', { course: course.name, date: sheet.date })}</caption>
            <thead>
              <tr>
                {(['time', 'players', 'party', 'rate', 'paid', 'due', 'checkIn', 'notes', 'holds'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`sheet.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {course.teeTimes.length === 0 ? (
                <tr>
                  <td colSpan={9}>{t('sheet.empty')}</td>
                </tr>
              ) : (
                course.teeTimes.map((time) => <Interval key={time.teetime} time={time} course={course} t={t} locale={locale} />)
              )}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AttendanceState, TeeSheet, TeeSheetReservation, TeeSheetTime } from '@fairway/contract/admin.contract';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { AdminApiError, adminApi, type AdminTarget } from '../../app/admin-api.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { browserToday } from '../../shared/dates.ts';
import { PlayerAttendance } from './tee-sheet-attendance.tsx';
import { blockOn, CancelDialog, errorMessage, MoveDialog, WalkInDialog } from './tee-sheet-operations.tsx';

type Course = TeeSheet['courses'][number];

/** What the sheet's rows can do, by the staff member's permissions (the server checks them again). */
interface SheetOperations {
  canBook: boolean;
  canCancel: boolean;
  canCheckIn: boolean;
  /** Now (players are checked in or marked no-show on the day of their tee time only). */
  now: Date;
  busy: boolean;
  book(course: Course, time: TeeSheetTime): void;
  move(course: Course, reservation: TeeSheetReservation): void;
  cancel(reservation: TeeSheetReservation): void;
  attend(reservation: TeeSheetReservation, slot: number, state: AttendanceState): void;
}

type Dialog =
  | { kind: 'book'; course: Course; time: TeeSheetTime }
  | { kind: 'move'; course: Course; reservation: TeeSheetReservation }
  | { kind: 'cancel'; reservation: TeeSheetReservation };

function Interval({
  time,
  course,
  t,
  locale,
  ops,
}: {
  time: TeeSheetTime;
  course: Course;
  t: Translate;
  locale: string;
  ops?: SheetOperations;
}) {
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: course.currencyCode }).format(cents / 100);
  const clock = time.teetime.slice(11, 16);
  // An operator's block closes the interval: marked on its time (golfers' search no longer offers it).
  const block = blockOn(course, time.teetime);
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
        time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: course.timeZone }).format(
          new Date(hold.expiresAt),
        ),
      }),
    )
    .join('; ');
  const clockLabel = `${course.name} ${clock}`;
  const bookButton =
    // A started time takes no booking (the server refuses it with TEE_TIME_STARTED).
    ops?.canBook && !time.started && time.availableSlots > 0 ? (
      <button
        type="button"
        className="admin-action"
        onClick={() => ops.book(course, time)}
        aria-label={t('ops.book.open', { time: clockLabel })}
      >
        {t('ops.book.button')}
      </button>
    ) : null;
  if (time.reservations.length === 0) {
    return (
      <tr className={blockedClass}>
        <th scope="row">{clock}</th>
        <td>{occupancy}</td>
        <td colSpan={7}>{blockTag ?? (time.bookedPlayers === 0 && time.heldSlots === 0 ? t('sheet.open') : '')}</td>
        <td>{holds}</td>
        <td>{bookButton}</td>
      </tr>
    );
  }
  return (
    <>
      {time.reservations.map((reservation, index) => (
        <tr
          key={reservation.reservationId}
          className={reservation.status === 'cancelled' ? 'admin-cancelled' : blockedClass}
        >
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
                  {player.attendance === 'checked-in' && ` (${t('sheet.attendanceCheckedIn')})`}
                  {player.attendance === 'no-show' && ` (${t('ops.attendance.noShow')})`}
                  {ops?.canCheckIn &&
                    reservation.status !== 'cancelled' &&
                    time.teetime.slice(0, 10) === localToday(ops.now, course.timeZone) && (
                      <PlayerAttendance
                        player={player}
                        name={`${player.name ?? t('ops.player', { slot: player.slot })}, ${reservation.confirmationNumber}`}
                        t={t}
                        busy={ops.busy}
                        onChange={(state) => ops.attend(reservation, player.slot, state)}
                      />
                    )}
                </li>
              ))}
            </ul>
            <small>{reservation.confirmationNumber}</small>
            {reservation.bookedThrough && (
              <div className="admin-booked-through">
                {t('sheet.bookedThrough', { name: reservation.bookedThrough.name })}
              </div>
            )}
          </td>
          <td>
            {reservation.rateName}, {reservation.holes}
          </td>
          {/* Paid is what the course keeps after refunds; Refunded and Due beside it (the ledger-backed view). */}
          <td>
            {money(
              reservation.money
                ? reservation.money.netCents
                : reservation.paidNow + reservation.paidAtCheckIn - reservation.refunded,
            )}
          </td>
          <td>{money(reservation.money ? reservation.money.refundedCents : reservation.refunded)}</td>
          <td>
            {money(
              reservation.money
                ? reservation.money.dueAtCourseCents + reservation.money.dueFromFriendsCents
                : reservation.dueAtCourse,
            )}
          </td>
          <td>
            {reservation.status === 'cancelled'
              ? t('sheet.cancelled')
              : t('sheet.checkedIn', { count: reservation.checkedInPlayers, total: reservation.totalPlayers })}
          </td>
          <td>{reservation.notes}</td>
          {index === 0 && <td rowSpan={time.reservations.length}>{holds}</td>}
          <td>
            <div className="admin-actions">
              {index === 0 && bookButton}
              {/* A partner's sale is the seller's to move or cancel; this sheet only checks its players in. */}
              {ops?.canBook &&
                !reservation.bookedThrough &&
                !time.started &&
                reservation.status !== 'cancelled' &&
                reservation.checkedInPlayers === 0 && (
                  <button
                    type="button"
                    className="admin-action"
                    onClick={() => ops.move(course, reservation)}
                    aria-label={t('ops.move.open', { confirmation: reservation.confirmationNumber })}
                  >
                    {t('ops.move.button')}
                  </button>
                )}
              {ops?.canCancel && !reservation.bookedThrough && reservation.status !== 'cancelled' && (
                <button
                  type="button"
                  className="admin-action admin-danger"
                  onClick={() => ops.cancel(reservation)}
                  aria-label={t('ops.cancel.open', { confirmation: reservation.confirmationNumber })}
                >
                  {t('ops.cancel.button')}
                </button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </>
  );
}

/** The read-only day view: a date and course picker, then one table per course. */
export function TeeSheetView({
  t,
  target,
  locale,
  onExpired,
  permissions = [],
  now = () => new Date(),
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onExpired: () => void;
  permissions?: readonly string[];
  /** The clock (tests set it). */
  now?: () => Date;
}) {
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
  const [sheet, setSheet] = useState<TeeSheet | null>(null);
  const [courses, setCourses] = useState<Course[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (date: string, facilityId?: number) => {
      setError(null);
      setSheet(null);
      try {
        const answer = await adminApi.teeSheet(target, date, facilityId);
        setSheet(answer);
        if (!facilityId) setCourses(answer.courses);
      } catch (caught) {
        if (endsSession(caught)) onExpired();
        else setError(refusal(t, caught));
      }
    },
    [target, t, onExpired],
  );

  useEffect(() => {
    void load(query.date, query.facilityId);
  }, [load, query.date, query.facilityId]);

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
    busy,
    book: (course, time) => setDialog({ kind: 'book', course, time }),
    move: (course, reservation) => setDialog({ kind: 'move', course, reservation }),
    cancel: (reservation) => setDialog({ kind: 'cancel', reservation }),
    attend: (reservation, slot, state) => {
      setBusy(true);
      adminApi
        .attendance(target, reservation.reservationId, slot, state)
        .then(
          () => {
            setNotice(t(`ops.attendance.done.${state}`, { confirmation: reservation.confirmationNumber, slot }));
            return load(query.date, query.facilityId);
          },
          (caught: unknown) => {
            if (
              caught instanceof AdminApiError &&
              (caught.code === 'SESSION_EXPIRED' || caught.code === 'UNAUTHORIZED')
            )
              onExpired();
            else setNotice(errorMessage(t, caught));
          },
        )
        .finally(() => setBusy(false));
    },
  };
  const dialogProps = {
    t,
    target,
    locale,
    onExpired,
    onClose: () => setDialog(null),
    onDone: (message: string) => {
      setDialog(null);
      setNotice(message);
      void load(query.date, query.facilityId);
    },
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const facility = Number(form.get('facilityId'));
    setQuery({
      date: String(form.get('date') || query.date),
      facilityId: facility > 0 ? facility : undefined,
      atCourse: true,
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('sheet.heading')}</h2>
      <form className="admin-filters" onSubmit={submit}>
        <label htmlFor={`${id}-date`}>{t('sheet.date')}</label>
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          value={dateField}
          onChange={(event) => {
            dateEdited.current = true;
            setDateField(event.target.value);
          }}
          required
        />
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
      <p className="admin-notice" role="status">
        {notice}
      </p>
      {!sheet && !error && <p role="status">{t('sheet.loading')}</p>}
      {sheet?.courses.map((course) => (
        // A focusable region, so a keyboard can scroll a sheet wider than the screen.
        <div
          className="admin-table-wrap"
          key={course.facilityId}
          role="region"
          tabIndex={0}
          aria-label={t('sheet.caption', { course: course.name, date: sheet.date })}
        >
          <table className="admin-sheet">
            <caption>{t('sheet.caption', { course: course.name, date: sheet.date })}</caption>
            <thead>
              <tr>
                {(
                  [
                    'time',
                    'players',
                    'party',
                    'rate',
                    'paid',
                    'refunded',
                    'due',
                    'checkIn',
                    'notes',
                    'holds',
                    'actions',
                  ] as const
                ).map((column) => (
                  <th key={column} scope="col">
                    {t(`sheet.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {course.teeTimes.length === 0 ? (
                <tr>
                  <td colSpan={11}>{t('sheet.empty')}</td>
                </tr>
              ) : (
                course.teeTimes.map((time) => (
                  <Interval key={time.teetime} time={time} course={course} t={t} locale={locale} ops={ops} />
                ))
              )}
            </tbody>
          </table>
        </div>
      ))}
      {dialog?.kind === 'book' && <WalkInDialog {...dialogProps} course={dialog.course} time={dialog.time} />}
      {dialog?.kind === 'move' && sheet && (
        <MoveDialog {...dialogProps} course={dialog.course} reservation={dialog.reservation} date={sheet.date} />
      )}
      {dialog?.kind === 'cancel' && <CancelDialog {...dialogProps} reservation={dialog.reservation} />}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { AttendanceState, TeeSheet, TeeSheetReservation, TeeSheetTime } from '@fairway/contract/admin.contract';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { PlayerAttendance } from './tee-sheet-attendance.tsx';
import { partyMoneyOf } from './party-money.ts';

export type Course = TeeSheet['courses'][number];

/** The operator's block closing a tee time: the first of the course's blocks the sheet names in its `blockIds`. */
export function blockOf(course: Course, time: TeeSheetTime): Course['blocks'][number] | undefined {
  return course.blocks.find((block) => time.blockIds.includes(block.id));
}

/** What the sheet's rows can do, by the staff member's permissions (the server checks them again). */
export interface SheetOperations {
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
  /** Opens the desk's Take payment dialog (what the booking owes at the course). */
  pay(reservation: TeeSheetReservation): void;
  /** Whether the staff member may give custom refunds and rain checks (credits:issue; the server checks the limit). */
  canCredit?: boolean;
  /** Opens the Refund (a custom amount per tender) or Rain check dialog. */
  credit?(reservation: TeeSheetReservation, kind: 'refund' | 'rain-check'): void;
}

/** The sheet's columns, in order (their headers are `sheet.<column>`). */
export const SHEET_COLUMNS = [
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
] as const;

/** One interval of a course's day: a row, or a row per reservation with the time spanning them. */
export function Interval({ time, course, ops }: { time: TeeSheetTime; course: Course; ops: SheetOperations }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: course.currencyCode }).format(cents / 100);
  const clock = time.teetime.slice(11, 16);
  // An operator's block closes the interval (golfers' search no longer offers it); the server names it in blockIds.
  const block = blockOf(course, time);
  const blocked = time.blockIds.length > 0;
  const blockTag = blocked && (
    <span className="admin-block-tag">
      {block ? t('sheet.blockedBy', { reason: block.reason }) : t('sheet.blocked')}
    </span>
  );
  const startedTag = time.started && <span className="admin-started-tag">{t('sheet.started')}</span>;
  const rowClass = [blocked ? 'admin-blocked' : '', time.started ? 'admin-started' : ''].filter(Boolean).join(' ');
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
        time: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: course.timeZone }).format(
          new Date(hold.expiresAt),
        ),
      }),
    )
    .join('; ');
  const bookButton =
    // A started time takes no booking (the server refuses it with TEE_TIME_STARTED).
    ops.canBook && !time.started && time.availableSlots > 0 ? (
      <button
        type="button"
        className="admin-action"
        onClick={() => ops.book(course, time)}
        aria-label={t('ops.book.open', { time: `${course.name} ${clock}` })}
      >
        {t('ops.book.button')}
      </button>
    ) : null;
  if (time.reservations.length === 0) {
    return (
      <tr className={rowClass || undefined}>
        <th scope="row">
          {clock}
          {startedTag}
        </th>
        <td>{occupancy}</td>
        <td colSpan={7}>{blockTag || (time.bookedPlayers === 0 && time.heldSlots === 0 ? t('sheet.open') : '')}</td>
        <td>{holds}</td>
        <td>{bookButton}</td>
      </tr>
    );
  }
  const onTheDay = time.teetime.slice(0, 10) === localToday(ops.now, course.timeZone);
  return (
    <>
      {time.reservations.map((reservation, index) => (
        <tr
          key={reservation.reservationId}
          className={reservation.status === 'cancelled' ? 'admin-cancelled' : rowClass || undefined}
        >
          {index === 0 && (
            <th scope="row" rowSpan={time.reservations.length}>
              {clock}
              {startedTag}
              {blockTag}
            </th>
          )}
          {index === 0 && (
            <td className="admin-interval-cell" rowSpan={time.reservations.length}>
              {occupancy}
            </td>
          )}
          <td>
            <ul className="admin-party">
              {reservation.players.map((player) => (
                <li key={player.slot}>
                  {player.name ?? t('sheet.guest')}
                  {player.status === 'cancelled' && ` (${t('sheet.cancelled')})`}
                  {player.attendance === 'checked-in' && ` (${t('sheet.attendanceCheckedIn')})`}
                  {player.attendance === 'no-show' && ` (${t('ops.attendance.noShow')})`}
                  {ops.canCheckIn && reservation.status !== 'cancelled' && onTheDay && (
                    <PlayerAttendance
                      player={player}
                      name={`${player.name ?? t('ops.player', { slot: player.slot })}, ${reservation.confirmationNumber}`}
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
          <td>{money(partyMoneyOf(reservation).paid)}</td>
          <td>{money(partyMoneyOf(reservation).refunded)}</td>
          <td>{money(partyMoneyOf(reservation).due)}</td>
          <td>
            {reservation.status === 'cancelled'
              ? t('sheet.cancelled')
              : t('sheet.checkedIn', { count: reservation.checkedInPlayers, total: reservation.totalPlayers })}
          </td>
          <td>{reservation.notes}</td>
          {index === 0 && (
            <td className="admin-interval-cell" rowSpan={time.reservations.length}>
              {holds}
            </td>
          )}
          <td>
            <div className="admin-actions">
              {index === 0 && bookButton}
              {/* A partner's sale is the seller's to move or cancel; this sheet only checks its players in. */}
              {ops.canBook &&
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
              {/* The money view's due at the course: the desk takes it (a partner's sale is paid to its seller). */}
              {ops.canCheckIn &&
                !reservation.bookedThrough &&
                reservation.status !== 'cancelled' &&
                partyMoneyOf(reservation).dueAtCourse > 0 && (
                  <button
                    type="button"
                    className="admin-action"
                    onClick={() => ops.pay(reservation)}
                    aria-label={t('desk.open', { confirmation: reservation.confirmationNumber })}
                  >
                    {t('desk.button')}
                  </button>
                )}
              {/* Credits at the counter: money back or a rain check, up to what the booking keeps. */}
              {ops.canCredit && ops.credit && !reservation.bookedThrough && partyMoneyOf(reservation).paid > 0 && (
                <>
                  <button
                    type="button"
                    className="admin-action"
                    onClick={() => ops.credit?.(reservation, 'refund')}
                    aria-label={t('credits.refund.open', { confirmation: reservation.confirmationNumber })}
                  >
                    {t('credits.refund.button')}
                  </button>
                  <button
                    type="button"
                    className="admin-action"
                    onClick={() => ops.credit?.(reservation, 'rain-check')}
                    aria-label={t('credits.rainCheck.open', { confirmation: reservation.confirmationNumber })}
                  >
                    {t('credits.rainCheck.button')}
                  </button>
                </>
              )}
              {ops.canCancel && !reservation.bookedThrough && reservation.status !== 'cancelled' && (
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

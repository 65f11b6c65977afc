import { useTranslation } from 'react-i18next';
import type { TeeSheetReservation } from '@fairway/contract/admin.contract';
import { moneyOf } from '../../shared/amounts.ts';
import type { Course } from './tee-sheet-interval.tsx';
import { partyMoneyOf } from './party-money.ts';
import { pageNameOf } from './starter-sheet-print.ts';

type Player = TeeSheetReservation['players'][number];

/** The parties a starter sends out: not cancelled, with the players still playing. */
function playingParties(reservations: readonly TeeSheetReservation[]) {
  return reservations
    .filter((reservation) => reservation.status !== 'cancelled')
    .map((reservation) => ({
      reservation,
      players: reservation.players.filter((player) => player.status !== 'cancelled'),
    }));
}

/** A player's check-in box: empty to tick on paper, ticked or crossed when the sheet already says so. */
function CheckInBox({ player, name }: { player: Player; name: string }) {
  const { t } = useTranslation();
  const state = player.attendance ?? 'expected';
  return (
    <span className={`starter-box starter-box-${state}`} role="img" aria-label={t(`starter.box.${state}`, { name })}>
      {state === 'checked-in' ? '✓' : state === 'no-show' ? '✗' : null}
    </span>
  );
}

/**
 * One course's starter sheet: its name and day, then each booked tee time with its parties — every
 * player's name beside a check-in box, the party's size, holes, cart or walking, rate, paid and due,
 * and notes — and a footer saying when it was printed. It prints on pages of its own (a named page).
 */
export function StarterSheetPage({
  course,
  date,
  printedAt,
  headingId,
}: {
  course: Course;
  /** The day in words (the sheet's local date at the course). */
  date: string;
  printedAt: Date;
  headingId: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => moneyOf(i18n.language, course.currencyCode, cents);
  const times = course.teeTimes
    .map((time) => ({ time, parties: playingParties(time.reservations) }))
    .filter(({ time, parties }) => parties.length > 0 || time.otherEnginePlayers > 0);
  const players = times.reduce(
    (sum, { time, parties }) =>
      sum + time.otherEnginePlayers + parties.reduce((count, party) => count + party.players.length, 0),
    0,
  );
  const printed = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: course.timeZone,
  }).format(printedAt);

  return (
    <article className="starter-page" data-page={pageNameOf(course.facilityId)} aria-labelledby={headingId}>
      <header className="starter-page-header">
        <h3 id={headingId}>{course.name}</h3>
        <p className="starter-day">{date}</p>
        <p>{t('starter.timesAt', { zone: course.timeZone })}</p>
        <p>
          {t('starter.teeTimes', { count: times.length })} · {t('starter.players', { count: players })}
        </p>
      </header>
      {times.length === 0 ? (
        <p>{t('starter.empty')}</p>
      ) : (
        <table className="starter-table">
          <caption className="starter-visually-hidden">{t('starter.caption', { course: course.name, date })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('starter.columns.time')}</th>
              <th scope="col">{t('starter.columns.players')}</th>
              <th scope="col">{t('starter.columns.party')}</th>
              <th scope="col">{t('starter.columns.money')}</th>
              <th scope="col">{t('starter.columns.notes')}</th>
            </tr>
          </thead>
          {times.map(({ time, parties }) => {
            const others = time.otherEnginePlayers > 0;
            // The time heads all its rows: one per party, and one for players sold elsewhere.
            const timeCell = (
              <th scope="rowgroup" rowSpan={parties.length + (others ? 1 : 0)}>
                {time.teetime.slice(11, 16)}
              </th>
            );
            return (
              <tbody key={time.teetime} className="starter-time">
                {parties.map(({ reservation, players: playing }, index) => {
                  const booker = `${reservation.booker.firstName} ${reservation.booker.lastName}`.trim();
                  const { paid, due } = partyMoneyOf(reservation);
                  return (
                    <tr key={reservation.reservationId}>
                      {index === 0 && timeCell}
                      <td>
                        <ul className="starter-players">
                          {playing.map((player) => {
                            const name = player.name ?? t('starter.guestOf', { name: booker });
                            return (
                              <li key={player.slot}>
                                <CheckInBox player={player} name={name} />
                                <span>{name}</span>
                              </li>
                            );
                          })}
                        </ul>
                        <small>
                          {reservation.confirmationNumber}
                          {reservation.bookedThrough &&
                            ` · ${t('sheet.bookedThrough', { name: reservation.bookedThrough.name })}`}
                        </small>
                      </td>
                      <td>
                        {t('starter.players', { count: playing.length })}
                        <br />
                        {t('starter.holes', { count: reservation.holes })}
                        <br />
                        {t(`starter.transportation.${reservation.transportation}`)}
                        <br />
                        {reservation.rateName}
                      </td>
                      <td>
                        {t('starter.paid', { amount: money(paid) })}
                        <br />
                        {due > 0 ? (
                          <strong>{t('starter.due', { amount: money(due) })}</strong>
                        ) : (
                          t('starter.nothingDue')
                        )}
                      </td>
                      <td className="starter-notes">{reservation.notes}</td>
                    </tr>
                  );
                })}
                {others && (
                  <tr>
                    {parties.length === 0 && timeCell}
                    <td colSpan={4}>{t('sheet.otherEngine', { count: time.otherEnginePlayers })}</td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      )}
      <footer className="starter-page-footer">{t('starter.printedAt', { when: printed })}</footer>
    </article>
  );
}

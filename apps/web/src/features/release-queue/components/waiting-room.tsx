import type { ReleaseInfo } from '@fairway/contract/release-queue-state.contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Room, useReleaseTicket } from '../hooks/use-release-ticket.ts';
import { releaseDayLabel } from '../utils/release-format.ts';
import { formatCountdown, secondsLeft, turnSecondsAt } from '../utils/room-timing.ts';

/** Props of the waiting room of a course's released day. */
export interface WaitingRoomProps {
  facilityId: number;
  info: ReleaseInfo;
  /** Refusal and sign-in notes, shown above the room. */
  notes: ReactNode;
  /** The results, shown during the golfer's turn. */
  children: ReactNode;
}

/** Seconds since the room's last answer, re-read every second while a count runs. */
function useElapsed(room: Room, counting: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    setNow(performance.now());
    if (!counting) return;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [room, counting]);
  return Math.max(0, now - room.receivedAt);
}

/** What the polite live region says: changes of phase and place only, never the ticking count. */
function useAnnouncement(room: Room): string {
  const { t } = useTranslation();
  const place = room.state?.place ?? null;
  switch (room.phase) {
    case 'waiting':
      return place === null ? t('releaseQueue.announceWaiting') : t('releaseQueue.place', { place });
    case 'admitted':
      return t('releaseQueue.announceTurn');
    case 'expired':
      return t('releaseQueue.expiredTitle');
    case 'left':
      return t('releaseQueue.leftTitle');
    default:
      return '';
  }
}

/**
 * The waiting room: a countdown to the release on the server's clock, then the place
 * in line the lottery gave (and, once every tee time is taken, that the place is kept in case one
 * is released), then the golfer's turn with its time left and the results to choose from. Expired
 * turns and leaving offer to join again.
 */
export function WaitingRoom({ facilityId, info, notes, children }: WaitingRoomProps) {
  const { t, i18n } = useTranslation();
  const { room, leave, rejoin } = useReleaseTicket(facilityId, info.releasedDay);
  const state = room.state;
  const beforeRelease = room.phase === 'waiting' && state !== null && state.secondsToRelease > 0;
  const elapsed = useElapsed(room, beforeRelease || room.phase === 'admitted');
  const announcement = useAnnouncement(room);
  const day = releaseDayLabel(info.releasedDay, i18n.language);
  const leaveButton = (
    <button type="button" className="button button--secondary" data-testid="release-leave" onClick={() => void leave()}>
      {t('releaseQueue.leave')}
    </button>
  );
  const rejoinButton = (
    <button type="button" className="button" data-testid="release-rejoin" onClick={rejoin}>
      {t('releaseQueue.rejoin')}
    </button>
  );

  let body: ReactNode;
  if (room.phase === 'joining') body = <p>{t('releaseQueue.joining')}</p>;
  else if (room.phase === 'closed')
    return (
      <>
        {notes}
        {children}
      </>
    );
  else if (room.phase === 'failed') {
    body = (
      <>
        <p role="alert">{t(`errors.${room.errorCode ?? 'INTERNAL'}`)}</p>
        {rejoinButton}
      </>
    );
  } else if (room.phase === 'waiting' && state) {
    const countdown = secondsLeft(state.secondsToRelease, elapsed);
    body = (
      <>
        {beforeRelease ? (
          <p className="release-room__count" data-testid="release-countdown">
            <span>{t('releaseQueue.countdownLabel', { time: info.releaseTime })}</span>{' '}
            <strong className="release-room__clock" role="timer" aria-live="off">
              {formatCountdown(countdown)}
            </strong>
          </p>
        ) : state.place === null ? (
          <p>{t('releaseQueue.drawing')}</p>
        ) : (
          <p className="release-room__place" data-testid="release-place" aria-hidden="true">
            {t('releaseQueue.place', { place: state.place })}
          </p>
        )}
        {state.soldOut ? (
          // Announced once when it appears; the place keeps its own announcements.
          <p role="status" data-testid="release-sold-out">
            {t('releaseQueue.soldOut')}
          </p>
        ) : (
          <p>{beforeRelease ? t('releaseQueue.lottery') : t('releaseQueue.placeHelp')}</p>
        )}
        {leaveButton}
      </>
    );
  } else if (room.phase === 'admitted' && state) {
    const left = secondsLeft(turnSecondsAt(state), elapsed);
    body = (
      <>
        <p className="release-room__count" data-testid="release-turn-time">
          <span>{t('releaseQueue.turnLeft')}</span>{' '}
          <strong className="release-room__clock" role="timer" aria-live="off">
            {formatCountdown(left)}
          </strong>
        </p>
        <p>{t('releaseQueue.turnHelp')}</p>
        {leaveButton}
      </>
    );
  } else {
    body = (
      <>
        <p>{room.phase === 'expired' ? t('releaseQueue.expiredText') : t('releaseQueue.leftText')}</p>
        {rejoinButton}
      </>
    );
  }

  const title =
    room.phase === 'admitted'
      ? t('releaseQueue.turnTitle')
      : room.phase === 'expired'
        ? t('releaseQueue.expiredTitle')
        : room.phase === 'left'
          ? t('releaseQueue.leftTitle')
          : t('releaseQueue.title');
  return (
    <>
      {notes}
      <section
        className={`card release-room release-room--${room.phase}`}
        data-testid="release-room"
        data-phase={room.phase}
        aria-labelledby="release-room-title"
      >
        <h3 id="release-room-title" className="release-room__title">
          {title}
        </h3>
        <p className="release-room__day">{t('releaseQueue.dayOpens', { day, time: info.releaseTime })}</p>
        {body}
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="release-announcement">
          {announcement}
        </p>
      </section>
      {room.phase === 'admitted' ? children : null}
    </>
  );
}

import type { ReleaseInfo } from '@fairway/contract/release-queue-state.contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useGetReleaseInfoQuery } from '../api/release-queue-api.ts';
import { useHoldRefusal } from '../hooks/use-hold-refusal.ts';
import { releaseDayLabel } from '../utils/release-format.ts';
import { RefusalNote } from './refusal-note.tsx';
import { WaitingRoom } from './waiting-room.tsx';
import './release-queue.css';

/** Props of the release room: the searched course and day, the results it stands in front of. */
export interface ReleaseRoomProps {
  facilityId: number;
  date: string;
  /** The search results with their Select buttons: shown outside the waiting room and during the turn. */
  children: ReactNode;
}

/** Before the waiting room opens: when the day opens for booking (asks again when the room opens). */
function OpensLater({ info, onOpen }: { info: ReleaseInfo; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const untilOpen = Date.parse(info.opensAt) - Date.parse(info.serverTime);
  useEffect(() => {
    if (untilOpen <= 0 || untilOpen > 2 ** 31 - 1) return;
    const timer = setTimeout(onOpen, untilOpen + 500);
    return () => clearTimeout(timer);
  }, [untilOpen, onOpen]);
  return (
    <p className="card release-hint" data-testid="release-hint">
      {t('releaseQueue.opensLater', { day: releaseDayLabel(info.releasedDay, i18n.language), time: info.releaseTime })}
    </p>
  );
}

/**
 * The released day of a course in fair-queue mode: while the server says the waiting
 * room is open, the waiting room stands in place of the results until the golfer's turn; on other
 * days, or outside the window, the results show as usual.
 */
export function ReleaseRoom({ facilityId, date, children }: ReleaseRoomProps) {
  const { t, i18n } = useTranslation();
  // The session slice's shape, read here so that the search screen passes nothing for it.
  const signedIn = useSelector((state: { session: { status: string } }) => state.session.status === 'customer');
  const refusal = useHoldRefusal();
  const { data: info, isError, refetch } = useGetReleaseInfoQuery(facilityId);
  if (!info) {
    if (isError) return children;
    return (
      <p className="card release-hint" role="status">
        {t('releaseQueue.checking')}
      </p>
    );
  }
  if (info.releasedDay !== date) return children;
  const notes = <RefusalNote refusal={refusal} signInRequired={info.signInRequired && !signedIn} />;
  if (!info.waitingRoomOpen) {
    const before = info.mode === 'fair-queue' && Date.parse(info.serverTime) < Date.parse(info.opensAt);
    if (before) {
      // The day's tee times to look at, without Select buttons that could only be refused before the release.
      return (
        <>
          <OpensLater info={info} onOpen={() => void refetch()} />
          {notes}
          <div className="release-preview" data-testid="release-preview">
            {children}
          </div>
        </>
      );
    }
    return (
      <>
        {notes}
        {children}
      </>
    );
  }
  // Sign-in first: an anonymous golfer's every hold would be refused at the turn (and the server refuses the join).
  if (info.signInRequired && !signedIn) {
    return (
      <section
        className="card release-room"
        data-testid="release-room"
        data-phase="sign-in"
        aria-labelledby="release-sign-in-title"
      >
        <h2 id="release-sign-in-title">{t('releaseQueue.title')}</h2>
        <p>
          {t('releaseQueue.signInToJoin', {
            day: releaseDayLabel(info.releasedDay, i18n.language),
            time: info.releaseTime,
          })}
        </p>
        {notes}
      </section>
    );
  }
  // The room is shared by the courses released at this instant: its course keys the ticket, so
  // switching between them keeps the golfer's place.
  return (
    <WaitingRoom facilityId={info.roomFacilityId} info={info} notes={notes}>
      {children}
    </WaitingRoom>
  );
}

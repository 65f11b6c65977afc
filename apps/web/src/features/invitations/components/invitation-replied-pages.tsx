import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import type { InvitationReplyState } from './invitation-reply-page.tsx';
import { SharePaymentPanel } from './share-payment-panel.tsx';

function useRepliedState() {
  const { state } = useLocation() as { state: InvitationReplyState | null };
  return state;
}

/** /invite/confirmed: the accepted round; opened with no reservation in view it sends the golfer to / (SPEC §2). */
export function InvitationConfirmedPage() {
  const { t, i18n } = useTranslation();
  const state = useRepliedState();
  const round = state?.round;
  if (!round) return <Navigate to="/" replace />;
  const when = formatZonedTeeTime(round.teetime, round.timeZone, i18n.language);
  return (
    <div className="page page--narrow">
      <StatusPanel
        title={t('invitations.confirmed.title')}
        text={t('invitations.confirmed.text', { lead: round.leadFirstName, course: round.courseName, when })}
        testId="invitation-confirmed"
      >
        <Link to="/teetimes" className="button">
          {t('invitations.findTeeTime')}
        </Link>
      </StatusPanel>
      {round.share && state.link ? (
        <SharePaymentPanel
          inviteId={state.link.inviteId}
          hash={state.link.hash}
          share={round.share}
          leadFirstName={round.leadFirstName}
          timeZone={round.timeZone}
        />
      ) : null}
    </div>
  );
}

/** /invite/declined: the reply is recorded; the lead sees it on the booking. */
export function InvitationDeclinedPage() {
  const { t } = useTranslation();
  const round = useRepliedState()?.round;
  return (
    <div className="page page--narrow">
      <StatusPanel
        title={t('pageTitles.invitationReplied')}
        text={round ? t('invitations.declined.text', { lead: round.leadFirstName }) : t('screens.inviteDeclined')}
        testId="invitation-declined"
      >
        <Link to="/teetimes" className="button">
          {t('invitations.findTeeTime')}
        </Link>
      </StatusPanel>
    </div>
  );
}

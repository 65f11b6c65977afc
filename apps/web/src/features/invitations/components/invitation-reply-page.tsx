import type { InvitationRound } from '@fairway/contract/invitations.contract';
import { inviteeActions, inviteeRefusal, roundStateOf } from '@fairway/domain/invitations/invitation-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetInvitationRoundQuery, useReplyToInvitationMutation } from '../api/invitations-api.ts';
import { replyFailureKey } from './invitation-reply-messages.ts';
import { SharePaymentPanel } from './share-payment-panel.tsx';

type Reply = 'accept' | 'decline';

/** What /invite/confirmed and /invite/declined show: the round the golfer replied to. */
export interface InvitationReplyState {
  round: InvitationRound;
  /** The link, so the confirmed page can take the friend's share when the lead split the payment. */
  link: { inviteId: string; hash: string };
}

/**
 * /invite?inviteId=…&type=accept|decline&hash=… (the e-mailed link): the round (course, local
 * date and time, the lead's first name) and the two choices; the link's choice is the first
 * button. A reply goes to /invite/confirmed or /invite/declined; a failure is shown here (SPEC §8).
 */
export function InvitationReplyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteId = params.get('inviteId') ?? '';
  const hash = params.get('hash') ?? '';
  const linkChoice: Reply = params.get('type') === 'decline' ? 'decline' : 'accept';
  const round = useGetInvitationRoundQuery({ inviteId, hash }, { skip: !inviteId || !hash });
  const [reply, replyState] = useReplyToInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!inviteId || !hash || round.isError) {
    return (
      <div className="page page--narrow">
        <StatusPanel
          title={t('pageTitles.invitationReply')}
          text={t('invitations.reply.invalid')}
          role="alert"
          testId="invitation-invalid"
        >
          <Link to="/teetimes" className="button">
            {t('invitations.findTeeTime')}
          </Link>
        </StatusPanel>
      </div>
    );
  }
  if (!round.data) return <p role="status">{t('invitations.reply.loading')}</p>;
  const data = round.data;
  const when = formatZonedTeeTime(data.teetime, data.timeZone, i18n.language);

  async function answer(type: Reply) {
    setFailure(null);
    const result = await reply({ inviteId, type, hash });
    if ('error' in result) {
      const prefix = t(type === 'accept' ? 'invitations.reply.failedAccept' : 'invitations.reply.failedDecline');
      setFailure(`${prefix} ${t(replyFailureKey(apiErrorCode(result.error)))}`);
      return;
    }
    // Accepting takes a partner slot: its share (if the payment is split) is read again.
    const accepted = type === 'accept' ? await round.refetch() : null;
    const state: InvitationReplyState = { round: accepted?.data ?? data, link: { inviteId, hash } };
    await navigate(type === 'accept' ? '/invite/confirmed' : '/invite/declined', { state });
  }

  // Only the replies the invitation's state allows (the server refuses the others for the same reasons).
  const state = {
    status: data.invitation.status,
    round: roundStateOf(
      { cancelled: data.roundCancelled ?? false, teetime: data.teetime, timeZone: data.timeZone },
      new Date(),
    ),
  };
  const allowed = inviteeActions(state);
  const choices: Reply[] = (
    linkChoice === 'accept' ? (['accept', 'decline'] as const) : (['decline', 'accept'] as const)
  ).filter((choice) => allowed.includes(choice));
  const closed = closedText(inviteeRefusal(state), state.round === 'cancelled', data.invitation.status);
  return (
    <div className="page page--narrow">
      <section
        className="card invitation-reply"
        aria-labelledby="invitation-reply-heading"
        data-testid="invitation-reply-page"
      >
        <h1 id="invitation-reply-heading">{t('pageTitles.invitationReply')}</h1>
        <p data-testid="invitation-round">
          {t('invitations.reply.invited', { lead: data.leadFirstName, course: data.courseName, when })}
        </p>
        {failure ? (
          <p className="form-alert" role="alert" data-testid="invitation-reply-error">
            {failure}
          </p>
        ) : null}
        {data.invitation.status === 'accepted' && state.round !== 'cancelled' ? (
          data.share ? (
            <SharePaymentPanel
              inviteId={inviteId}
              hash={hash}
              share={data.share}
              leadFirstName={data.leadFirstName}
              timeZone={data.timeZone}
            />
          ) : (
            <p role="status">{t('invitations.reply.alreadyAccepted')}</p>
          )
        ) : closed ? (
          <>
            <p className="invitation-reply__closed" role="status" data-testid="invitation-closed">
              {t(closed, { lead: data.leadFirstName })}
            </p>
            <Link to="/teetimes" className="button button--secondary">
              {t('invitations.findTeeTime')}
            </Link>
          </>
        ) : (
          <div className="status-panel__actions">
            {choices.map((choice, index) => (
              <button
                key={choice}
                type="button"
                className={index === 0 ? 'button' : 'button button--secondary'}
                disabled={replyState.isLoading}
                onClick={() => void answer(choice)}
                data-testid={`invitation-${choice}`}
              >
                {t(`invitations.reply.${choice}`)}
              </button>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** What the page says instead of the buttons when the invitation can no longer be answered. */
function closedText(
  refusal: ReturnType<typeof inviteeRefusal>,
  roundCancelled: boolean,
  status: InvitationRound['invitation']['status'],
) {
  if (refusal === null) return null;
  if (roundCancelled) return 'invitations.reply.roundCancelled' as const;
  if (refusal === 'INVITATION_REVOKED') return 'invitations.reply.withdrawn' as const;
  if (refusal === 'INVITATION_IN_PAST') return 'invitations.reply.past' as const;
  return status === 'declined'
    ? ('invitations.reply.alreadyDeclined' as const)
    : ('errors.INVITATION_ALREADY_RESPONDED' as const);
}

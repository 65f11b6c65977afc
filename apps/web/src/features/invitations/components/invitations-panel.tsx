import { sendInvitationsBodySchema, type Invitation } from '@fairway/contract/invitations.contract';
import { leadInvitationActions } from '@fairway/domain/invitations/invitation-actions';
import { invitationBatchProblem, invitationsLeft } from '@fairway/domain/invitations/invitation-rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { errorMessageKey } from '../../../shared/i18n/keys.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import {
  useCancelInvitationMutation,
  useGetReservationInvitationsQuery,
  useResendInvitationMutation,
  useSendInvitationsMutation,
} from '../api/invitations-api.ts';
import { InvitationForm, type FriendRow } from './invitation-form.tsx';
import { SharesList } from './shares-list.tsx';
import './invitations.css';

/** What the panel needs of a reservation: its id and how many players it was booked for. */
export interface InvitableReservation {
  id: string;
  players: number;
  /** Slots of cancelled players: they take no friend (only the players still booked do). */
  cancelledSlots?: readonly number[];
  /** The course's zone, for the deadline of a split payment's shares. */
  timeZone: string;
}

type Notify = (text: string, tone: 'success' | 'error') => void;

const invitationRow = sendInvitationsBodySchema.shape.invitations.element;

/** Field errors of the rows, in the order of the rows: which of name and e-mail are wrong. */
function rowErrors(rows: FriendRow[]): { name: boolean; email: boolean }[] {
  return rows.map((row) => {
    const parsed = invitationRow.safeParse(row);
    const paths = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]);
    return { name: paths.includes('name'), email: paths.includes('email') };
  });
}

function InvitationItem({
  invitation,
  reservationId,
  notify,
}: {
  invitation: Invitation;
  reservationId: string;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const [resend, resending] = useResendInvitationMutation();
  const [cancel, cancelling] = useCancelInvitationMutation();
  // The panel shows on an upcoming, live reservation only: the round is open. A friend who paid
  // their share cannot be cancelled, an answered invitation not resent (the server refuses the same).
  const actions = leadInvitationActions({
    status: invitation.status,
    round: 'open',
    shareStatus: invitation.shareStatus ?? null,
  });
  const name = invitation.name;
  async function resendIt() {
    const answer = await resend({ reservationId, inviteId: invitation._id });
    if ('error' in answer)
      notify(
        `${t('invitations.manage.failedResend', { name })} ${t(errorMessageKey(apiErrorCode(answer.error)))}`,
        'error',
      );
    else notify(t('invitations.manage.resent', { name }), 'success');
  }
  async function cancelIt() {
    const answer = await cancel({ reservationId, inviteId: invitation._id });
    if ('error' in answer)
      notify(
        `${t('invitations.manage.failedCancel', { name })} ${t(errorMessageKey(apiErrorCode(answer.error)))}`,
        'error',
      );
    else notify(t('invitations.manage.cancelled', { name }), 'success');
  }
  return (
    <li className="invitation-item" data-testid="invitation-item" data-status={invitation.status}>
      <div className="invitation-item__who">
        <span className="invitation-item__name">{name}</span>
        <span className="invitation-item__email">{invitation.email}</span>
      </div>
      <span className={`invitation-item__status invitation-item__status--${invitation.status}`}>
        {t(`invitations.manage.status.${invitation.status}`)}
      </span>
      {actions.length ? (
        <div className="invitation-item__actions">
          {actions.includes('resend') ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={resendIt}
              disabled={resending.isLoading}
              aria-label={t('invitations.manage.resendLabel', { name })}
            >
              {t('invitations.manage.resend')}
            </button>
          ) : null}
          {actions.includes('cancel') ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={cancelIt}
              disabled={cancelling.isLoading}
              aria-label={t('invitations.manage.cancelLabel', { name })}
            >
              {t('invitations.manage.cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The party lead's invitations on an upcoming reservation (SPEC §2, §4): who is invited and how
 * each answered, resend or cancel one, and invite friends for the places left (players − 1).
 */
export function InvitationsPanel({ reservation, notify }: { reservation: InvitableReservation; notify: Notify }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useGetReservationInvitationsQuery(reservation.id);
  const [send, sending] = useSendInvitationsMutation();
  const [sendError, setSendError] = useState<string | null>(null);
  const [serverRowErrors, setServerRowErrors] = useState<{ name: boolean; email: boolean }[]>([]);
  const invitations = list.data?.invitations ?? [];
  const left = invitationsLeft(reservation.players, invitations, reservation.cancelledSlots);

  async function submit(rows: FriendRow[]): Promise<boolean> {
    setSendError(null);
    setServerRowErrors([]);
    if (rowErrors(rows).some((row) => row.name || row.email)) return false;
    const batchProblem = invitationBatchProblem(reservation.players, '', invitations, rows, reservation.cancelledSlots);
    if (batchProblem) {
      setSendError(`${t('invitations.manage.failedSend')} ${t(errorMessageKey(batchProblem))}`);
      return false;
    }
    const answer = await send({
      reservationId: reservation.id,
      body: { invitations: rows.map((row) => ({ name: row.name.trim(), email: row.email.trim() })) },
    });
    if (!('error' in answer)) {
      notify(t('invitations.manage.sent', { count: rows.length }), 'success');
      return true;
    }
    const code = apiErrorCode(answer.error);
    setSendError(`${t('invitations.manage.failedSend')} ${t(errorMessageKey(code))}`);
    if (code === 'VALIDATION_FAILED') setServerRowErrors(validationRowErrors(answer.error, rows.length));
    return false;
  }

  return (
    <section
      className="card reservation-action invitations-panel"
      aria-labelledby={headingId}
      data-testid="invitations-panel"
    >
      <h2 id={headingId}>{t('invitations.manage.title')}</h2>
      {list.isError ? (
        <FormAlert message={t('invitations.manage.failedLoad')} testId="invitations-load-error" />
      ) : list.isLoading ? (
        <p role="status">{t('invitations.manage.loading')}</p>
      ) : (
        <>
          {invitations.length ? (
            <ul className="plain-list invitation-list" aria-label={t('invitations.manage.listTitle')}>
              {invitations.map((invitation) => (
                <InvitationItem
                  key={invitation._id}
                  invitation={invitation}
                  reservationId={reservation.id}
                  notify={notify}
                />
              ))}
            </ul>
          ) : (
            <p>{t('invitations.manage.none')}</p>
          )}
          {list.data?.shares.length ? <SharesList shares={list.data.shares} timeZone={reservation.timeZone} /> : null}
          {left > 0 ? (
            <InvitationForm
              left={left}
              sending={sending.isLoading}
              error={sendError}
              serverRowErrors={serverRowErrors}
              rowErrors={rowErrors}
              onSubmit={submit}
            />
          ) : (
            <p data-testid="invitations-full">{t('invitations.manage.full')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** The rows a 400 VALIDATION_FAILED answer names (its issue paths: invitations / row / field, as strings). */
function validationRowErrors(error: unknown, count: number): { name: boolean; email: boolean }[] {
  const issues =
    (error as { data?: { error?: { details?: { issues?: { path?: unknown[] }[] } } } }).data?.error?.details?.issues ??
    [];
  return Array.from({ length: count }, (_, index) => {
    const fields = issues
      .filter((issue) => issue.path?.[0] === 'invitations' && String(issue.path[1]) === String(index))
      .map((issue) => issue.path?.[2]);
    return { name: fields.includes('name'), email: fields.includes('email') };
  });
}

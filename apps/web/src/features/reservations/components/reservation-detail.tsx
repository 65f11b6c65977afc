import { invitationsClosedReason } from '@fairway/domain/invitations/invitation-actions';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyBreakdown } from '../../../shared/payments/money-breakdown.tsx';
import { useToast } from '../hooks/use-toast.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';
import type { CheckInCard } from '../utils/check-in-payment.ts';
import { money } from '../utils/reservation-format.ts';
import type { ReservationView } from '../utils/reservation-view.ts';
import { CancelPanel } from './cancel-panel.tsx';
import { CheckInPanel } from './check-in-panel.tsx';
import { InviteeReservationDetail } from './invitee-reservation-detail.tsx';
import { ReservationOverview } from './reservation-overview.tsx';
import { ReservationPlayers } from './reservation-players.tsx';
import { ReservationToast } from './reservation-toast.tsx';

/** Renders the party lead's invitations of a reservation (composed in by the app when the course allows them). */
export type InvitationsSlot = (
  reservation: { id: string; players: number; cancelledSlots: number[]; timeZone: string },
  notify: (text: string, tone: 'success' | 'error') => void,
) => ReactNode;

/** Props of the detail view, shared by the signed-in golfer's page and the guest's manage page. */
export interface ReservationDetailProps {
  reservation: ReservationView;
  access: ReservationAccess;
  savedCards: CheckInCard[];
  invitations?: InvitationsSlot | undefined;
}

/** Line kinds with a SPEC §9 label of their own (translated); the others keep their product name. */
const LABELLED_KINDS = [
  'green-fees',
  'player-two-to-four',
  'member',
  'member-guest',
  'convenience-fee',
  'reservation-fees',
  'initiation-fee',
] as const;
type LabelledKind = (typeof LABELLED_KINDS)[number];
const isLabelled = (kind: string): kind is LabelledKind => (LABELLED_KINDS as readonly string[]).includes(kind);

function Invoice({ reservation }: { reservation: ReservationView }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const amount = (cents: number) => money(cents, reservation.currencyCode, i18n.language);
  return (
    <section className="card reservation-section" aria-labelledby={headingId} data-testid="reservation-invoice">
      <h2 id={headingId}>{t('reservations.invoice')}</h2>
      <table className="reservation-invoice">
        <thead>
          <tr>
            <th scope="col">{t('reservations.item')}</th>
            <th scope="col">{t('reservations.quantity')}</th>
            <th scope="col">{t('reservations.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {reservation.invoiceLines.map((line, index) => (
            <tr key={`${line.kind}-${index}`}>
              <td>
                {isLabelled(line.kind) ? t(`checkout.lines.${line.kind}`) : line.label}
                {line.due === 'course' ? (
                  <span className="reservation-invoice__due"> · {t('reservations.dueAtCourse')}</span>
                ) : null}
              </td>
              <td>{line.quantity}</td>
              <td>{amount(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        {reservation.invoiceTotals ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('reservations.taxes')}
              </th>
              <td>{amount(reservation.invoiceTotals.taxes)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t('reservations.total')}
              </th>
              <td data-testid="detail-total">{amount(reservation.invoiceTotals.total)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      <dl className="reservation-totals">
        <div>
          <dt>{t('reservations.paid')}</dt>
          <dd data-testid="detail-paid">{amount(reservation.paid)}</dd>
        </div>
        {reservation.friendsShare > 0 ? (
          <div>
            <dt>{t('reservations.friendsShare')}</dt>
            <dd data-testid="detail-friends-share">{amount(reservation.friendsShare)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('reservations.dueAtCourse')}</dt>
          <dd data-testid="detail-due">{amount(reservation.dueAtCourse)}</dd>
        </div>
        {reservation.refunded > 0 ? (
          <div>
            <dt>{t('reservations.refunded')}</dt>
            <dd data-testid="detail-refunded">{amount(reservation.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {reservation.money ? <MoneyBreakdown view={reservation.money} timeZone={reservation.timeZone} /> : null}
    </section>
  );
}

/** A booking in full for its booker: when and where, invoice, add-ons, notes, players, and the actions that apply now. */
function BookerReservationDetail({ reservation, access, savedCards, invitations }: ReservationDetailProps) {
  const { t, i18n } = useTranslation();
  const { toast, show } = useToast();
  // Only the signed-in party lead invites, only to a round with places for friends, and not once it is
  // cancelled, started or played, or every player has checked in (the domain's rule; the server refuses the same).
  const invites =
    access.kind === 'customer' &&
    reservation.slots.length > 1 &&
    invitationsClosedReason({ past: reservation.list === 'past', slots: reservation.slots }) === null;
  return (
    <div className="reservation-detail" data-testid="reservation-detail">
      <ReservationToast toast={toast} />
      <ReservationOverview
        reservation={reservation}
        access={access}
        onCalendarFailed={() => show(t('reservations.calendarFailed'), 'error')}
      />
      <CheckInPanel reservation={reservation} access={access} savedCards={savedCards} toast={show} />
      <Invoice reservation={reservation} />
      {reservation.addOns.length ? (
        <section
          className="card reservation-section"
          aria-label={t('reservations.addOns')}
          data-testid="reservation-add-ons"
        >
          <h2>{t('reservations.addOns')}</h2>
          <ul className="plain-list">
            {reservation.addOns.map((addOn) => (
              <li key={addOn.name}>
                {addOn.quantity} × {addOn.name} · {money(addOn.amount, reservation.currencyCode, i18n.language)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reservation.notes ? (
        <section
          className="card reservation-section"
          aria-label={t('reservations.notes')}
          data-testid="reservation-notes"
        >
          <h2>{t('reservations.notes')}</h2>
          <p className="reservation-notes">{reservation.notes}</p>
        </section>
      ) : null}
      <ReservationPlayers reservation={reservation} />
      {invites && invitations
        ? invitations(
            {
              id: reservation.id,
              players: reservation.slots.length,
              cancelledSlots: reservation.slots.filter((slot) => slot.cancelled).map((slot) => slot.slotNumber),
              timeZone: reservation.timeZone,
            },
            show,
          )
        : null}
      <CancelPanel reservation={reservation} access={access} onDone={(text) => show(text, 'success')} />
    </div>
  );
}

/** A booking's detail: the booker's in full; a friend invited to the round sees it read-only, without money, actions or invitations. */
export function ReservationDetail(props: ReservationDetailProps) {
  if (props.reservation.viewer === 'invitee')
    return <InviteeReservationDetail reservation={props.reservation} access={props.access} />;
  return <BookerReservationDetail {...props} />;
}

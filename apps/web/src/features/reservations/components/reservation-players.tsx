import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../utils/reservation-format.ts';
import type { PlayerSlotView, ReservationView } from '../utils/reservation-view.ts';

/** A slot's state; an invitee is not told who has paid. A friend's share is "Paid" only once captured, "Share due by …" until then. */
function slotState(
  slot: PlayerSlotView,
  showPayment: boolean,
): 'cancelled' | 'checkedIn' | 'paid' | 'shareDue' | 'booked' {
  if (slot.cancelled) return 'cancelled';
  if (slot.checkedIn) return 'checkedIn';
  if (showPayment && slot.shareDueBy) return 'shareDue';
  return slot.paid && showPayment ? 'paid' : 'booked';
}

/** The booking's players by slot: the lead, the friends who accepted an invitation by name, the others by number. */
export function ReservationPlayers({ reservation }: { reservation: ReservationView }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (!reservation.slots.length) return null;
  const showPayment = reservation.viewer === 'booker';
  return (
    <section className="card reservation-section" aria-labelledby={headingId} data-testid="reservation-slots">
      <h2 id={headingId}>{t('reservations.playersTitle')}</h2>
      <ul className="plain-list reservation-slots">
        {reservation.slots.map((slot) => (
          <li key={slot.slotNumber} data-testid="reservation-slot" data-cancelled={slot.cancelled || undefined}>
            <span>{slot.name || t('reservations.playerNumber', { number: slot.slotNumber })}</span>
            <span className="reservation-slots__state">
              {t(`reservations.slot.${slotState(slot, showPayment)}`, {
                date: slot.shareDueBy ? formatInstant(slot.shareDueBy, reservation.timeZone, i18n.language) : '',
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCheckInMutation, useGetCheckInStatusQuery } from '../api/reservations-api.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';
import { checkInOffer } from '../utils/check-in-owing.ts';
import type { CheckInCard } from '../utils/check-in-payment.ts';
import { formatInstant, money } from '../utils/reservation-format.ts';
import type { ReservationView } from '../utils/reservation-view.ts';
import { PayCheckInForm } from './pay-check-in-form.tsx';

/** Props of the check-in panel. */
export interface CheckInPanelProps {
  reservation: ReservationView;
  access: ReservationAccess;
  savedCards: CheckInCard[];
  toast: (text: string, tone: 'success' | 'error') => void;
}

/**
 * Day-of check-in (SPEC §4): inside the window the status is fetched; "Check in" when nothing
 * is owed, "Pay and check in" when an amount is due at the course, nothing once all are in.
 */
export function CheckInPanel({ reservation, access, savedCards, toast }: CheckInPanelProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const inWindow = reservation.checkIn.enabled && reservation.checkIn.open && reservation.status !== 'cancelled';
  const status = useGetCheckInStatusQuery({ id: reservation.id, access }, { skip: !inWindow });
  const [checkIn, checkInState] = useCheckInMutation();
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const toldStatusFailure = useRef(false);

  useEffect(() => {
    if (status.isError && !toldStatusFailure.current) {
      toldStatusFailure.current = true;
      toast(t('reservations.checkIn.statusFailed'), 'error');
    }
  }, [status.isError, t, toast]);

  if (!reservation.checkIn.enabled || reservation.list === 'past' || reservation.status === 'cancelled') return null;
  if (!reservation.checkIn.open) {
    return (
      <section className="card reservation-action" aria-labelledby={headingId} data-testid="check-in-closed">
        <h2 id={headingId}>{t('reservations.checkIn.title')}</h2>
        <p>
          {reservation.checkIn.opensAt
            ? t('reservations.checkIn.opensAt', {
                time: formatInstant(reservation.checkIn.opensAt, reservation.timeZone, i18n.language),
              })
            : t('reservations.checkIn.notOpen')}
        </p>
      </section>
    );
  }

  const options = status.data ? checkInOffer(status.data) : null;
  async function submitCheckIn() {
    if (!status.data) return;
    setFailed(false);
    const answer = await checkIn({
      access,
      body: { bookingId: reservation.id, facilityId: reservation.facilityId, slots: [], isFullCheckIn: true },
    });
    if ('error' in answer) {
      setFailed(true);
      toast(t('reservations.checkIn.failed'), 'error');
      return;
    }
    toast(t('reservations.checkIn.success'), 'success');
  }

  return (
    <section className="card reservation-action" aria-labelledby={headingId} data-testid="check-in-panel">
      <h2 id={headingId}>{t('reservations.checkIn.title')}</h2>
      {status.isLoading ? <p role="status">{t('reservations.checkIn.loading')}</p> : null}
      <FormAlert
        message={status.isError ? t('reservations.checkIn.statusFailed') : null}
        testId="check-in-status-error"
      />
      {status.data ? (
        <p data-testid="check-in-summary">
          {t('reservations.checkIn.summary', {
            checkedIn: status.data.numberOfPlayersCheckedIn,
            paid: status.data.numberOfPlayersPaid,
            total: status.data.totalNumberOfPlayers,
          })}
        </p>
      ) : null}
      {options?.fullyCheckedIn ? (
        <p className="form-alert form-alert--success" role="status" data-testid="checked-in-all">
          {t('reservations.checkIn.allIn')}
        </p>
      ) : null}
      <FormAlert message={failed ? t('reservations.checkIn.failed') : null} testId="check-in-error" />
      {options?.canCheckIn ? (
        <button
          type="button"
          className="button"
          onClick={() => void submitCheckIn()}
          disabled={checkInState.isLoading}
          data-testid="check-in-submit"
        >
          {t('reservations.checkIn.submit')}
        </button>
      ) : null}
      {options?.canPayAndCheckIn && status.data ? (
        paying ? (
          <PayCheckInForm
            reservation={reservation}
            access={access}
            savedCards={savedCards}
            owing={options.owing}
            toast={toast}
            onClose={() => setPaying(false)}
          />
        ) : (
          <div className="reservation-action__row">
            <p>
              {t('reservations.checkIn.due', {
                amount: money(status.data.Invoice.Pricing.DueAtCourse.Value, status.data.currencyCode, i18n.language),
              })}
            </p>
            <button type="button" className="button" onClick={() => setPaying(true)} data-testid="pay-check-in-open">
              {t('reservations.checkIn.payAndCheckIn')}
            </button>
          </div>
        )
      ) : null}
    </section>
  );
}

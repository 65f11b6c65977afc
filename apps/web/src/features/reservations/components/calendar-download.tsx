import { useTranslation } from 'react-i18next';
import { useGetCalendarFileMutation } from '../api/reservations-api.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';
import type { ReservationView } from '../utils/reservation-view.ts';

/** "Add to calendar": the server's .ics of the booking (same UID as the e-mails, so a cancellation removes it). */
export function CalendarDownload({
  reservation,
  access,
  onFailed,
}: {
  reservation: ReservationView;
  access: ReservationAccess;
  onFailed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [getFile, state] = useGetCalendarFileMutation();
  async function download() {
    const answer = await getFile({ id: reservation.id, access, language: i18n.language });
    if ('error' in answer) {
      onFailed();
      return;
    }
    const url = URL.createObjectURL(new Blob([answer.data], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `tee-time-${reservation.confirmationNumber}.ics`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void download()}
      disabled={state.isLoading}
      data-testid="calendar-download"
    >
      {t('reservations.addToCalendar')}
    </button>
  );
}

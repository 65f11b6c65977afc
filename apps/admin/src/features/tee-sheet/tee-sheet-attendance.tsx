import type { AttendanceState, TeeSheetReservation } from '@fairway/contract/admin.contract';
import { useTranslation } from 'react-i18next';

type Player = TeeSheetReservation['players'][number];

/**
 * A player's check-in and no-show toggles (pressed buttons): pressing the pressed one undoes it
 * (the server allows that on the tee time's day).
 */
export function PlayerAttendance({
  player,
  name,
  busy,
  onChange,
}: {
  player: Player;
  name: string;
  busy: boolean;
  onChange: (state: AttendanceState) => void;
}) {
  const { t } = useTranslation();
  if (player.status === 'cancelled') return null;
  const toggle = (state: 'checked-in' | 'no-show') => onChange(player.status === state ? 'booked' : state);
  return (
    <span className="admin-toggles">
      <button
        type="button"
        className="admin-toggle"
        aria-pressed={player.status === 'checked-in'}
        disabled={busy}
        onClick={() => toggle('checked-in')}
        aria-label={t('ops.attendance.checkInOf', { name })}
      >
        {t('ops.attendance.checkIn')}
      </button>
      <button
        type="button"
        className="admin-toggle"
        aria-pressed={player.status === 'no-show'}
        disabled={busy}
        onClick={() => toggle('no-show')}
        aria-label={t('ops.attendance.noShowOf', { name })}
      >
        {t('ops.attendance.noShow')}
      </button>
    </span>
  );
}

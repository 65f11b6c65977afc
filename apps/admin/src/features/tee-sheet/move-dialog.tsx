import { useId, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { moveRequestSchema, type TeeSheetReservation } from '@fairway/contract/admin.contract';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import type { Course } from './tee-sheet-interval.tsx';
import { teeSheetRefusal, teeTimeRefusalText } from './tee-sheet-refusals.ts';
import { useMoveReservationMutation, useMoveTargetsQuery } from './tee-sheet.api.ts';

/** The move form: the request, with the course as its select gives it. */
const moveFormSchema = moveRequestSchema.extend({
  facilityId: z.coerce.number().pipe(moveRequestSchema.shape.facilityId),
});

/** Move a party to another time of the alias's courses (that day or another). */
export function MoveDialog({
  reservation,
  course,
  date,
  onClose,
  onDone,
}: {
  reservation: TeeSheetReservation;
  course: Course;
  date: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [day, setDay] = useState(date);
  // The server says which times take the party and why the others do not (the move's own rule).
  const targets = useMoveTargetsQuery({ reservationId: reservation.reservationId, date: day });
  const [move, moving] = useMoveReservationMutation();
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(moveFormSchema, { defaultValues: { facilityId: course.facilityId, teetime: '' } });
  const facilityId = Number(form.watch('facilityId'));
  const loaded = targets.currentData;
  const times = useMemo(
    () => loaded?.courses.find((entry) => entry.facilityId === facilityId)?.teeTimes ?? [],
    [loaded, facilityId],
  );
  const firstFree = times.find((time) => time.refusal === null)?.teetime ?? '';
  const { getValues, setValue } = form;
  // The first time that takes the party, unless staff already chose one that does. Before the
  // browser paints the loaded times: a click on Move in between (an effect runs later) sent no time.
  useLayoutEffect(() => {
    const chosen = getValues('teetime');
    if (!times.some((time) => time.teetime === chosen && time.refusal === null)) setValue('teetime', firstFree);
  }, [times, firstFree, getValues, setValue]);

  async function submit(input: z.output<typeof moveFormSchema>) {
    setError(null);
    try {
      await move({ id: reservation.reservationId, ...input }).unwrap();
      onDone(
        t('ops.move.done', { confirmation: reservation.confirmationNumber, time: input.teetime.replace('T', ' ') }),
      );
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <Dialog
      title={t('ops.move.title', { confirmation: reservation.confirmationNumber, players: reservation.totalPlayers })}
      onClose={onClose}
    >
      <form className="admin-form admin-sheet-dialog" noValidate onSubmit={form.handleSubmit(submit)}>
        <label htmlFor={`${id}-date`}>{t('sheet.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={day}
          onChange={(event) => event.currentTarget.value && setDay(event.currentTarget.value)}
          required
        />
        <Field form={form} name="facilityId" label={t('sheet.course')}>
          {(props) => (
            <select {...props}>
              {(loaded?.courses ?? [course]).map((entry) => (
                <option key={entry.facilityId} value={entry.facilityId}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* Refused times stay listed, disabled, with the reason the move would be refused. */}
        <Field form={form} name="teetime" label={t('ops.move.time')}>
          {(props) => (
            <select {...props} required>
              {!loaded && <option value="">{t('ops.loading')}</option>}
              {loaded && !firstFree && <option value="">{t('ops.move.none')}</option>}
              {times.map((time) => (
                <option key={time.teetime} value={time.teetime} disabled={time.refusal !== null}>
                  {time.refusal
                    ? t('ops.move.refused', {
                        time: time.teetime.slice(11, 16),
                        reason: teeTimeRefusalText(i18n, time.refusal.code, time.refusal.details),
                      })
                    : t('ops.move.option', { time: time.teetime.slice(11, 16), free: time.freeSlots })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ErrorAlert error={error ?? targets.error} messages={(refused) => teeSheetRefusal(i18n, refused)} />
        <FormActions
          submitLabel={t('ops.move.submit')}
          busyLabel={t('ops.working')}
          busy={moving.isLoading || !firstFree}
          cancelLabel={t('ops.close')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FreeTeeTime,
  type WaitlistEntry,
  waitlistOfferRequestSchema,
} from '@fairway/contract/admin-waitlist.contract';
import type { ConsoleError } from '../../app/console-api.ts';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { useOfferTeeTimeMutation } from './waitlist.api.ts';
import { clockLabel, instantLabel, suits, teeTimeLabel } from './waitlist-format.ts';

/** Why the server refused an offer (`details.reason` of a 409 CONFLICT), in the console's words. */
const REASONS = ['alerts-off', 'not-waiting', 'outside-window', 'offer-live', 'not-offerable'] as const;

/**
 * "Offer a time" for one waiting golfer: the day's free tee times in their window with room for
 * their party; the server holds the chosen one in their cart and mails them, as the offers job does.
 */
export function OfferDialog({
  entry,
  facilityId,
  freeTeeTimes,
  timeZone,
  onClose,
  onDone,
}: {
  entry: WaitlistEntry;
  facilityId: number;
  freeTeeTimes: readonly FreeTeeTime[];
  timeZone: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [offer, offering] = useOfferTeeTimeMutation();
  const [error, setError] = useState<unknown>(null);
  const times = freeTeeTimes.filter(suits(entry));
  const form = useZodForm(waitlistOfferRequestSchema, {
    defaultValues: { facilityId, teetime: times[0]?.teetime ?? '' },
  });
  const name = entry.golfer.name || entry.golfer.email;

  async function submit(body: { facilityId: number; teetime: string }) {
    setError(null);
    try {
      const answer = await offer({ alertId: entry.alertId, body }).unwrap();
      onDone(
        t('waitlist.offered', {
          name,
          time: teeTimeLabel(answer.offer.teetime, i18n.language),
          until: instantLabel(answer.offer.expiresAt, timeZone, i18n.language),
        }),
      );
    } catch (caught) {
      setError(caught);
    }
  }

  const refusal = (refused: ConsoleError) => {
    const reason = (refused.details as { reason?: string } | undefined)?.reason;
    const known = REASONS.find((candidate) => candidate === reason);
    if (known) return t(`waitlist.refused.${known}`);
    if (refused.code === 'TEE_TIME_NOT_ENOUGH_SLOTS') return t('waitlist.refused.full', { count: entry.players });
    if (refused.code === 'TEE_TIME_STARTED') return t('waitlist.refused.started');
    if (refused.code === 'TEE_TIME_BLOCKED') return t('waitlist.refused.blocked');
    if (refused.code === 'NOT_FOUND') return t('waitlist.refused.gone');
    return undefined;
  };

  return (
    <Dialog title={t('waitlist.offerTitle', { name })} onClose={onClose}>
      <p>
        {t('waitlist.offerIntro', {
          count: entry.players,
          from: clockLabel(entry.fromTime, i18n.language),
          to: clockLabel(entry.toTime, i18n.language),
        })}
      </p>
      {times.length === 0 ? (
        <>
          <p role="status">{t('waitlist.noTimes', { count: entry.players })}</p>
          <div className="admin-actions">
            <button type="button" className="admin-secondary" onClick={onClose}>
              {t('waitlist.close')}
            </button>
          </div>
        </>
      ) : (
        <form className="admin-form admin-sheet-dialog" noValidate onSubmit={form.handleSubmit(submit)}>
          <Field form={form} name="teetime" label={t('waitlist.teeTime')} hint={t('waitlist.holdHint')}>
            {(props) => (
              <select {...props}>
                {times.map((time) => (
                  <option key={time.teetime} value={time.teetime}>
                    {t('waitlist.timeOption', {
                      time: teeTimeLabel(time.teetime, i18n.language),
                      count: time.freeSlots,
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ErrorAlert error={error} messages={refusal} />
          <FormActions
            submitLabel={t('waitlist.offer')}
            busyLabel={t('waitlist.offering')}
            busy={offering.isLoading}
            cancelLabel={t('waitlist.cancel')}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}

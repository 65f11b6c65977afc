import { ALERTS_MAX } from '@fairway/domain/alerts/alert-limits';
import type { Alert, AlertInput } from '@fairway/contract/alerts.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCreateAlertMutation, useDeleteAlertMutation, useUpdateAlertMutation } from '../api/alerts-api.ts';
import { readAlertPrefill } from '../utils/alert-prefill.ts';
import { AlertForm, formValuesOf } from './alert-form.tsx';
import { AlertList, type DeleteState } from './alert-list.tsx';
import './alerts.css';

/** SPEC §4 create/update states. */
type SaveState = null | 'loading' | 'success' | 'error';

interface AlertsPageProps {
  facilities: Facility[];
  /** The form's default date (`defaultAlertDate`: today in the facility zone, or tomorrow once today's default window has started). */
  defaultDate: string;
}

/** /alerts: the signed-in golfer's tee-time alerts (SPEC §4): create, edit, delete; active and inactive lists. */
export function AlertsPage({ facilities, defaultDate }: AlertsPageProps) {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  const [editing, setEditing] = useState<Alert | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; state: DeleteState } | null>(null);
  const [createAlert] = useCreateAlertMutation();
  const [updateAlert] = useUpdateAlertMutation();
  const [deleteAlert] = useDeleteAlertMutation();

  const prefill = readAlertPrefill(query);
  const initial = editing
    ? formValuesOf(editing, defaultDate, facilities)
    : formValuesOf(
        {
          dates: prefill.date ? [prefill.date] : undefined,
          teetimeStartTime: prefill.start,
          teetimeEndTime: prefill.end,
          players: prefill.players,
          holes: prefill.holes ? [prefill.holes] : undefined,
          facilityIds: prefill.facilityIds?.filter((id) => facilities.some((facility) => facility.id === id)),
        },
        defaultDate,
        facilities,
      );

  const save = async (body: AlertInput) => {
    setSaveState('loading');
    setFormError(null);
    setMessage(null);
    const result = editing ? await updateAlert({ id: editing.id, body }) : await createAlert(body);
    if ('error' in result) {
      if (apiErrorCode(result.error) === 'TEE_TIME_ALERT_DUPLICATE') {
        // SPEC §4: a 409 is the error state, shown with the form.
        setSaveState('error');
        setFormError(t('alerts.duplicate'));
      } else if (apiErrorCode(result.error) === 'TEE_TIME_ALERTS_FULL') {
        setSaveState(null);
        setMessage({ text: t('errors.TEE_TIME_ALERTS_FULL', { max: ALERTS_MAX }), tone: 'error' });
      } else {
        setSaveState(null);
        setMessage({ text: editing ? t('alerts.updateFailed') : t('alerts.createFailed'), tone: 'error' });
      }
      return;
    }
    setSaveState('success');
    setMessage({ text: editing ? t('alerts.updated') : t('alerts.created'), tone: 'success' });
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  const onDelete = async (alert: Alert, step: 'delete_in_progress' | 'confirm' | 'cancel') => {
    if (step === 'cancel') return setDeleting(null);
    if (step === 'delete_in_progress') return setDeleting({ id: alert.id, state: 'delete_in_progress' });
    setDeleting({ id: alert.id, state: 'delete_loading' });
    const result = await deleteAlert(alert.id);
    if ('error' in result) {
      setDeleting(null);
      setMessage({ text: t('alerts.deleteFailed'), tone: 'error' });
      return;
    }
    setDeleting({ id: alert.id, state: 'delete_success' });
    setMessage({ text: t('alerts.deleted'), tone: 'success' });
    if (editing?.id === alert.id) setEditing(null);
  };

  return (
    <div className="page alerts-page" data-testid="alerts-page">
      <div className="page__header">
        <h1 className="page__title">{t('alerts.title')}</h1>
      </div>
      <p>{t('alerts.intro')}</p>
      <FormAlert message={message?.text} tone={message?.tone} testId="alerts-message" />
      <AlertForm
        key={`${editing?.id ?? 'new'}-${formKey}`}
        facilities={facilities}
        initial={initial}
        extraDates={editing ? editing.dates.slice(1) : []}
        editing={editing !== null}
        busy={saveState === 'loading'}
        message={formError}
        language={i18n.language}
        onSubmit={(body) => void save(body)}
        onCancel={
          editing
            ? () => {
                setEditing(null);
                setFormError(null);
              }
            : undefined
        }
      />
      <AlertList
        status="active"
        facilities={facilities}
        deleting={deleting}
        onEdit={setEditing}
        onDelete={(alert, step) => void onDelete(alert, step)}
      />
      <AlertList
        status="inactive"
        facilities={facilities}
        deleting={deleting}
        onEdit={setEditing}
        onDelete={(alert, step) => void onDelete(alert, step)}
      />
    </div>
  );
}

import type { WalletCard } from '@fairway/contract/wallet.contract';
import {
  CARD_COUNTRIES,
  type CardField,
  expiryYearsOffered,
  fullYear,
  maskedCardNumber,
  validateCardForm,
} from '@fairway/domain/payments/card-validation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDeleteWalletCardMutation, useUpdateWalletCardMutation } from '../api/wallet-api.ts';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The credit-card edit form (SPEC §2, §5): name, read-only masked number, expiry month 01–12
 * and year (current + 7), billing address, postal code and country; Update, Cancel, and Delete
 * (hidden for the default card or when the engine forbids it, with a confirmation).
 */
export function CardEditForm({
  card,
  now = new Date(),
  canDelete = true,
  onClose,
}: {
  card: WalletCard;
  now?: Date;
  canDelete?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    name: card.name,
    expirationMonth: String(card.expirationMonth),
    expirationYear: String(fullYear(card.expirationYear)),
    address: card.address,
    postalCode: card.postalCode,
    countryCode: card.countryCode as string,
  });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [makeDefault, setMakeDefault] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, updateState] = useUpdateWalletCardMutation();
  const [remove, removeState] = useDeleteWalletCardMutation();
  const years = expiryYearsOffered(now);
  if (!years.includes(Number(values.expirationYear))) years.unshift(Number(values.expirationYear));
  const set = (field: keyof typeof values, error: CardField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [error]: undefined }));
  };
  const message = (field: CardField) => (errors[field] ? t(`payments.cardMessages.${field}`) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCardForm(values, now);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name: values.name.trim(),
      expirationMonth: Number(values.expirationMonth),
      expirationYear: Number(values.expirationYear) % 100,
      address: values.address.trim(),
      postalCode: values.postalCode.trim(),
      countryCode: values.countryCode as WalletCard['countryCode'],
      ...(makeDefault ? { isDefault: true } : {}),
    };
    const answer = await update({ id: card.id, body });
    if (!('error' in answer)) onClose();
  }

  async function confirmDelete() {
    const answer = await remove(card.id);
    setConfirming(false);
    if (!('error' in answer)) onClose();
  }

  return (
    <form className="form" noValidate onSubmit={submit} data-testid="card-edit-form" aria-label={t('wallet.editTitle')}>
      <FormAlert message={updateState.isError ? t('wallet.alerts.updateFailed') : null} testId="wallet-update-error" />
      <FormAlert message={removeState.isError ? t('wallet.alerts.deleteFailed') : null} testId="wallet-delete-error" />
      <TextField
        label={t('wallet.fields.name')}
        value={values.name}
        onChange={(event) => set('name', 'name')(event.target.value)}
        error={message('name')}
        autoComplete="cc-name"
        required
      />
      <TextField label={t('wallet.fields.number')} value={maskedCardNumber(card.lastFour)} readOnly />
      <div className="form__row">
        <SelectField
          label={t('wallet.fields.expirationMonth')}
          value={values.expirationMonth}
          onChange={set('expirationMonth', 'expirationMonth')}
          options={MONTHS.map((month) => ({ value: String(month), label: String(month).padStart(2, '0') }))}
          error={message('expirationMonth')}
        />
        <SelectField
          label={t('wallet.fields.expirationYear')}
          value={values.expirationYear}
          onChange={set('expirationYear', 'expirationYear')}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          error={message('expirationYear')}
        />
      </div>
      <TextField
        label={t('wallet.fields.address')}
        value={values.address}
        onChange={(event) => set('address', 'address')(event.target.value)}
        error={message('address')}
        autoComplete="address-line1"
        required
      />
      <TextField
        label={t('wallet.fields.postalCode')}
        value={values.postalCode}
        onChange={(event) => set('postalCode', 'postalCode')(event.target.value)}
        error={message('postalCode')}
        autoComplete="postal-code"
        required
      />
      <SelectField
        label={t('wallet.fields.country')}
        value={values.countryCode}
        onChange={set('countryCode', 'country')}
        options={CARD_COUNTRIES.map((code) => ({ value: code, label: t(`wallet.countries.${code}`) }))}
        error={message('country')}
      />
      {card.isDefault ? null : (
        <label className="checkbox">
          <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />{' '}
          {t('wallet.fields.makeDefault')}
        </label>
      )}
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="wallet-delete-question"
          className="card"
          data-testid="wallet-delete-confirm"
        >
          <p id="wallet-delete-question">{t('wallet.deleteConfirm')}</p>
          <div className="form__actions">
            <button type="button" className="button" onClick={confirmDelete} disabled={removeState.isLoading}>
              {t('wallet.actions.confirmDelete')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('wallet.actions.keep')}
            </button>
          </div>
        </div>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={updateState.isLoading}>
          {t('wallet.actions.update')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('wallet.actions.cancel')}
        </button>
        {card.isDefault || !canDelete ? null : (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('wallet.actions.delete')}
          </button>
        )}
      </div>
    </form>
  );
}

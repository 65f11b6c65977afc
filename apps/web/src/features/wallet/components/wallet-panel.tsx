import type { WalletCard } from '@fairway/contract/wallet.contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useGetWalletQuery } from '../api/wallet-api.ts';
import { AddCardFrame } from './add-card-frame.tsx';
import { CardBrandIcon } from './card-brand-icon.tsx';
import { CardEditForm } from './card-edit-form.tsx';

function CardLabel({ card }: { card: WalletCard }) {
  const { t } = useTranslation();
  const expiry = `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear).padStart(2, '0')}`;
  return (
    <span className="wallet-card__label">
      <CardBrandIcon brand={card.type} /> {t(`wallet.brands.${card.type}`)} {t('wallet.endingIn')} {card.lastFour}{' '}
      {expiry}
      {card.isDefault ? ` ${t('wallet.default')}` : ''}
    </span>
  );
}

/** Which card actions the booking engine allows (SPEC §3 proProfile.billingDisplay). */
export interface WalletPermissions {
  viewCreditCards: boolean;
  addCreditCards: boolean;
  deleteCreditCards: boolean;
}

const ALL_ALLOWED: WalletPermissions = { viewCreditCards: true, addCreditCards: true, deleteCreditCards: true };

/**
 * The account area's payments tab (SPEC §2): the card picker, the edit form of the chosen
 * card, and adding a card through the gateway's hosted page. Loaded only when signed in.
 */
export function WalletPanel({ now, permissions = ALL_ALLOWED }: { now?: Date; permissions?: WalletPermissions }) {
  const { t } = useTranslation();
  const wallet = useGetWalletQuery(permissions.viewCreditCards ? undefined : skipToken);
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  if (!permissions.viewCreditCards) return null;
  if (wallet.isError) return <FormAlert message={t('wallet.errors.fetchFailed')} testId="wallet-fetch-error" />;
  if (!wallet.data) return <p role="status">{t('wallet.loading')}</p>;
  const cards = wallet.data;
  const current = cards.find((card) => card.id === selected) ?? cards[0];
  return (
    <div className="form" data-testid="wallet-panel">
      {cards.length === 0 ? (
        <p data-testid="wallet-empty">{t('wallet.empty')}</p>
      ) : (
        <fieldset className="wallet-picker">
          <legend className="field__label">{t('wallet.pickerLegend')}</legend>
          {cards.map((card) => (
            <label key={card.id} className="checkbox" data-testid="wallet-card">
              <input
                type="radio"
                name="wallet-card"
                value={card.id}
                checked={current?.id === card.id}
                onChange={() => {
                  setSelected(card.id);
                  setEditing(false);
                }}
              />{' '}
              <CardLabel card={card} />
            </label>
          ))}
        </fieldset>
      )}
      {current && editing ? (
        <CardEditForm
          key={current.id}
          card={current}
          now={now}
          canDelete={permissions.deleteCreditCards}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {adding ? (
        <AddCardFrame
          makeDefault={cards.length === 0}
          onDone={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="form__actions">
          {current && !editing ? (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {t('wallet.actions.edit')}
            </button>
          ) : null}
          {permissions.addCreditCards ? (
            <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
              {t('wallet.actions.add')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}

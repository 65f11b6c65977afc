import type { CreditAccount } from '@fairway/contract/pro-profile.contract';
import type { WalletCard } from '@fairway/contract/wallet.contract';
import { accountPaymentProblem } from '@fairway/domain/pro-profile/statements';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { usePayAccountMutation } from '../api/pro-profile-api.ts';
import { money, newPaymentKey } from './pro-format.ts';

/** Cents from what the member typed ("45", "45.5", "45,50"); NaN when it is not an amount. */
function centsOf(text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/**
 * Pays the account with a saved card: the whole balance (payAccountBalance) or an amount up to it
 * (creditAccountPayment). One Idempotency-Key per attempt, kept while the same payment is retried.
 */
export function PaymentForm({ account, cards }: { account: CreditAccount; cards: WalletCard[] }) {
  const { t, i18n } = useTranslation();
  const [pay, state] = usePayAccountMutation();
  const [kind, setKind] = useState<'balance' | 'amount'>(account.payAccountBalance ? 'balance' : 'amount');
  const [amountText, setAmountText] = useState('');
  // The card the member picked while it is still saved, else the default: adding or removing a
  // card while paying keeps what was chosen and typed.
  const [chosenCardId, setCardId] = useState<string | null>(null);
  const cardId =
    cards.find((card) => card.walletOptionId === chosenCardId)?.walletOptionId ??
    cards.find((card) => card.isDefault)?.walletOptionId ??
    cards[0]?.walletOptionId ??
    '';
  const [key, setKey] = useState(newPaymentKey);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const format = (cents: number) => money(cents, account.currencyCode, i18n.language);

  if (account.balance <= 0 && !paid) return <p data-testid="nothing-owed">{t('proProfile.billing.nothingOwed')}</p>;
  if (cards.length === 0) return <p>{t('proProfile.billing.noCards')}</p>;

  const amount = kind === 'balance' ? account.balance : centsOf(amountText);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setPaid(null);
    if (kind === 'amount' && accountPaymentProblem(amount, account.balance) !== null) {
      setAmountError(t('proProfile.billing.amountInvalid'));
      return;
    }
    const result = await pay({
      body: { kind, walletOptionId: cardId, ...(kind === 'amount' ? { amount } : {}) },
      idempotencyKey: key,
    });
    if ('error' in result) {
      const code = apiErrorCode(result.error);
      setFailure(code === 'VALIDATION_FAILED' ? t('proProfile.billing.amountInvalid') : t(`errors.${code}`));
      return;
    }
    setPaid(t('proProfile.billing.paid', { amount: format(result.data.amount) }));
    setAmountText('');
    setKey(newPaymentKey());
  };

  return (
    <form className="form pro-pay" onSubmit={(event) => void submit(event)} noValidate data-testid="pay-form">
      <FormAlert message={failure} testId="pay-failed" />
      <FormAlert tone="success" message={paid} testId="pay-done" />
      {account.balance > 0 ? (
        <>
          <fieldset className="pro-choice">
            <legend>{t('proProfile.billing.pay')}</legend>
            {account.payAccountBalance ? (
              <label>
                <input type="radio" name="pay-kind" checked={kind === 'balance'} onChange={() => setKind('balance')} />{' '}
                {t('proProfile.billing.payBalance', { amount: format(account.balance) })}
              </label>
            ) : null}
            {account.creditAccountPayment ? (
              <label>
                <input type="radio" name="pay-kind" checked={kind === 'amount'} onChange={() => setKind('amount')} />{' '}
                {t('proProfile.billing.payAmount')}
              </label>
            ) : null}
          </fieldset>
          {kind === 'amount' ? (
            <TextField
              label={t('proProfile.billing.amountLabel', { currency: account.currencyCode })}
              hint={t('proProfile.billing.amountHint', { amount: format(account.balance) })}
              inputMode="decimal"
              value={amountText}
              error={amountError}
              onChange={(event) => {
                setAmountText(event.target.value);
                setAmountError(null);
              }}
              data-testid="pay-amount"
            />
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor="pay-card">
              {t('proProfile.billing.card')}
            </label>
            <select
              id="pay-card"
              className="field__input"
              value={cardId}
              onChange={(event) => setCardId(event.target.value)}
            >
              {cards.map((card) => (
                <option key={card.walletOptionId} value={card.walletOptionId}>
                  {t('proProfile.billing.cardOption', { type: card.type, lastFour: card.lastFour })}
                </option>
              ))}
            </select>
          </div>
          <div className="form__actions">
            <button type="submit" className="button" disabled={state.isLoading} data-testid="pay-submit">
              {state.isLoading
                ? t('proProfile.billing.paying')
                : t('proProfile.billing.submit', { amount: Number.isNaN(amount) ? '' : format(amount) })}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}

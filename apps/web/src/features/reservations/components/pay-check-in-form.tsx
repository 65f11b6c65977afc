import type { ErrorCode } from '@fairway/contract/errors.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { errorMessageKey } from '../../../shared/i18n/keys.ts';
import type { TokenisedCard } from '../../../shared/payments/hosted-card-frame.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { usePayAndCheckInMutation } from '../api/reservations-api.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';
import { checkInFailureKind } from '../utils/check-in-failure.ts';
import { amountFor } from '../utils/check-in-owing.ts';
import { validateCheckInPayment, type CheckInCard } from '../utils/check-in-payment.ts';
import { money } from '../utils/reservation-format.ts';
import type { ReservationView } from '../utils/reservation-view.ts';
import { CheckInNewCard } from './check-in-new-card.tsx';

/** Codes that say nothing more than the status: the server's message tells the golfer more. */
const GENERIC_CODES = new Set<ErrorCode>(['BAD_REQUEST', 'VALIDATION_FAILED', 'INTERNAL']);

function expiry(card: CheckInCard): string {
  return `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear % 100).padStart(2, '0')}`;
}

/** Props of the pay-and-check-in form. */
export interface PayCheckInFormProps {
  reservation: ReservationView;
  access: ReservationAccess;
  savedCards: CheckInCard[];
  /** Dues of the unpaid players in slot order. */
  owing: number[];
  toast: (text: string, tone: 'success' | 'error') => void;
  onClose: () => void;
}

/**
 * Pay what is due at the course for the chosen players, then check them in: a saved card and
 * its CVV or a new card in the gateway's hosted page. A failed check (SPEC §5) or a refused
 * card is toasted and the form stays open; other failures close it with the §8 message.
 */
export function PayCheckInForm({ reservation, access, savedCards, owing, toast, onClose }: PayCheckInFormProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const playersOwing = owing.length;
  const defaultCard = savedCards.find((card) => card.isDefault) ?? savedCards[0] ?? null;
  const [playerCount, setPlayerCount] = useState(playersOwing);
  // One key per attempt: a double submit is answered once; another card after a refusal is a new attempt.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [walletOptionId, setWalletOptionId] = useState<string | null>(defaultCard?.walletOptionId ?? null);
  const [securityCode, setSecurityCode] = useState('');
  const [newCard, setNewCard] = useState<TokenisedCard | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [payAndCheckIn, state] = usePayAndCheckInMutation();
  const cvvRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users start at the form's heading when it opens.
  useEffect(() => headingRef.current?.focus(), []);
  const chosen = savedCards.find((card) => card.walletOptionId === walletOptionId) ?? null;

  async function submit() {
    const values = {
      playerCount,
      walletOptionId,
      securityCode,
      paymentToken: walletOptionId ? null : (newCard?.token ?? null),
    };
    const invalid = validateCheckInPayment(values, savedCards, playersOwing, new Date());
    if (invalid) {
      const message =
        invalid.kind === 'players'
          ? t('reservations.checkIn.playersInvalid')
          : t(`payments.cardMessages.${invalid.field}`);
      setFieldError(message);
      toast(message, 'error');
      if (invalid.kind === 'card' && invalid.field === 'cvv') cvvRef.current?.focus();
      return;
    }
    setFieldError(null);
    const answer = await payAndCheckIn({ id: reservation.id, access, idempotencyKey, body: values });
    setIdempotencyKey(crypto.randomUUID());
    if (!('error' in answer)) {
      toast(t('reservations.checkIn.success'), 'success');
      onClose();
      return;
    }
    const failure = checkInFailureKind(answer.error);
    if (failure.kind === 'payment') {
      // SPEC §8: a 400 about the payment or the card is toasted and the form reopens for another try
      // (in the golfer's language when the code is a known one, else the server's words).
      const code = apiErrorCode(answer.error);
      const message = GENERIC_CODES.has(code) ? failure.message : t(errorMessageKey(code));
      setNewCard(null);
      setSecurityCode('');
      setFieldError(message);
      toast(message, 'error');
      return;
    }
    toast(t('reservations.checkIn.invoiceFailed'), 'error');
    onClose();
  }

  return (
    <form
      className="form pay-check-in"
      aria-labelledby={headingId}
      data-testid="pay-check-in-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('reservations.checkIn.payTitle')}
      </h3>
      <SelectField
        label={t('reservations.checkIn.players')}
        value={String(playerCount)}
        options={Array.from({ length: playersOwing }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
        onChange={(value) => setPlayerCount(Number(value))}
        data-testid="pay-check-in-players"
      />
      <p data-testid="pay-check-in-amount">
        {t('reservations.checkIn.amount', {
          amount: money(amountFor(owing, playerCount), reservation.currencyCode, i18n.language),
        })}
      </p>
      {savedCards.length ? (
        <fieldset className="reservation-cards">
          <legend className="field__label">{t('reservations.checkIn.chooseCard')}</legend>
          {savedCards.map((card) => (
            <label key={card.walletOptionId} className="checkbox" data-testid="pay-check-in-saved-card">
              <input
                type="radio"
                name="check-in-card"
                checked={walletOptionId === card.walletOptionId}
                onChange={() => {
                  setWalletOptionId(card.walletOptionId);
                  setSecurityCode('');
                }}
              />
              <span>
                {t(`wallet.brands.${card.type}`)} {t('wallet.endingIn')} {card.lastFour} {expiry(card)}
              </span>
            </label>
          ))}
          <label className="checkbox">
            <input
              type="radio"
              name="check-in-card"
              checked={walletOptionId === null}
              onChange={() => setWalletOptionId(null)}
              data-testid="pay-check-in-new-card-option"
            />
            <span>{t('reservations.checkIn.newCard')}</span>
          </label>
        </fieldset>
      ) : null}
      {chosen ? (
        <TextField
          ref={cvvRef}
          label={t('reservations.checkIn.cvv', { lastFour: chosen.lastFour })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={chosen.type === 'amex' ? 4 : 3}
          value={securityCode}
          onChange={(event) => {
            setSecurityCode(event.target.value.replace(/\D/g, ''));
            setFieldError(null);
          }}
          data-testid="pay-check-in-cvv"
        />
      ) : (
        <CheckInNewCard
          reservationId={reservation.id}
          access={access}
          card={newCard}
          onCard={(card) => {
            setNewCard(card);
            setFieldError(null);
          }}
        />
      )}
      {fieldError ? (
        <p className="field__error" data-testid="pay-check-in-error">
          {fieldError}
        </p>
      ) : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={state.isLoading} data-testid="pay-check-in-submit">
          {t('reservations.checkIn.paySubmit', {
            amount: money(amountFor(owing, playerCount), reservation.currencyCode, i18n.language),
          })}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('reservations.checkIn.payCancel')}
        </button>
      </div>
    </form>
  );
}

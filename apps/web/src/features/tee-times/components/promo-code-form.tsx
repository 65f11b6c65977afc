import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the "Promotion has been applied" toaster stays (SPEC §9). */
const PROMO_TOASTER_MS = 4000;

/** Promotion flow states (SPEC §4): idle, applying, valid (toaster), invalid. */
export type PromoStatus = 'idle' | 'applying' | 'valid' | 'invalid';

/** Props of the promotion code entry. */
export interface PromoCodeFormProps {
  status: PromoStatus;
  activeCode: string | null;
  onApply: (code: string) => void;
  onClear: () => void;
}

/** Promotion code entry: applying, valid with a 4-second toaster, or "Promotion could not be applied". */
export function PromoCodeForm({ status, activeCode, onApply, onClear }: PromoCodeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState(activeCode ?? '');
  const [toaster, setToaster] = useState(false);

  useEffect(() => {
    if (status !== 'valid') return;
    setToaster(true);
    const timer = setTimeout(() => setToaster(false), PROMO_TOASTER_MS);
    return () => clearTimeout(timer);
  }, [status, activeCode]);

  return (
    <div className="promo">
      <form
        className="promo__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) onApply(code.trim().toUpperCase());
        }}
      >
        <label htmlFor={`${id}-code`}>{t('promotions.label')}</label>
        <div className="promo__row">
          <input
            id={`${id}-code`}
            value={code}
            maxLength={40}
            autoComplete="off"
            aria-invalid={status === 'invalid'}
            aria-describedby={status === 'invalid' ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button" disabled={status === 'applying' || !code.trim()}>
            {status === 'applying' ? t('promotions.applying') : t('promotions.apply')}
          </button>
          {activeCode && status === 'valid' ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setCode('');
                onClear();
              }}
            >
              {t('promotions.clear')}
            </button>
          ) : null}
        </div>
      </form>
      {status === 'invalid' ? (
        <p id={`${id}-error`} className="promo__error" role="alert">
          {t('promotions.failed')}
        </p>
      ) : null}
      {status === 'valid' && activeCode ? (
        <p className="promo__active">{t('promotions.active', { code: activeCode })}</p>
      ) : null}
      {toaster ? (
        <div className="toaster-region" role="status">
          <div className="toaster" data-testid="promo-toaster">
            {t('promotions.applied')}
          </div>
        </div>
      ) : null}
    </div>
  );
}

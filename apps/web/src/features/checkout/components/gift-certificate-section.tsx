import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { maskedGiftCode, type GiftCertificateState } from '../hooks/use-gift-certificate.ts';

/**
 * A gift-certificate code to pay with first: Apply checks its balance, and the status line says
 * what it pays of the due-now total and what stays on it; Remove takes it off again.
 */
export function GiftCertificateSection({
  gift,
  appliedAmount,
  money,
}: {
  gift: GiftCertificateState;
  appliedAmount: number;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // The control that replaces the one just used (Apply ↔ Remove) takes the focus. A layout effect:
  // Preact reuses the Remove button's element for Apply, so focus would sit on Apply until a
  // passive effect ran after the next frame.
  const focusNext = useRef<'input' | 'remove' | null>(null);

  useLayoutEffect(() => {
    const target =
      focusNext.current === 'remove' ? removeRef.current : focusNext.current === 'input' ? inputRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [gift.applied]);

  const apply = () => {
    focusNext.current = 'remove';
    void gift.apply().then((applied) => {
      if (applied) return;
      focusNext.current = null;
      inputRef.current?.focus();
    });
  };

  const { applied } = gift;
  return (
    <section className="card checkout-section" aria-labelledby={headingId} data-testid="checkout-gift">
      <h2 id={headingId}>{t('checkout.gift.title')}</h2>
      {applied ? (
        <div className="checkout-gift">
          <p role="status" data-testid="checkout-gift-status">
            {t('checkout.gift.applied', {
              code: maskedGiftCode(applied.code),
              amount: money(appliedAmount),
              left: money(applied.balance - appliedAmount),
            })}
          </p>
          <button
            ref={removeRef}
            type="button"
            className="button button--secondary"
            onClick={() => {
              focusNext.current = 'input';
              gift.remove();
            }}
            data-testid="checkout-gift-remove"
          >
            {t('checkout.gift.remove')}
          </button>
        </div>
      ) : (
        <div className="checkout-gift">
          <TextField
            ref={inputRef}
            label={t('checkout.gift.code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            value={gift.code}
            error={gift.error}
            onChange={(event) => gift.edit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              apply();
            }}
            data-testid="checkout-gift-code"
          />
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={gift.checking || undefined}
            onClick={apply}
            data-testid="checkout-gift-apply"
          >
            {gift.checking ? t('checkout.gift.checking') : t('checkout.gift.apply')}
          </button>
        </div>
      )}
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * SPEC §2/§8 "Select Another Tee Time": the chosen inventory is gone at checkout; the golfer goes
 * back to the tee sheet to pick another time (the cart keeps the rest). Either way out calls onLeave.
 */
export function RelatedTimesDialog({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const textId = useId();
  const primary = useRef<HTMLAnchorElement>(null);
  useEffect(() => primary.current?.focus(), []);
  return (
    <div className="checkout-dialog" onKeyDown={(event) => event.key === 'Escape' && onLeave()}>
      <div className="card checkout-dialog__box" role="dialog" aria-modal="true" aria-labelledby={headingId} aria-describedby={textId} data-testid="checkout-related-times">
        <h2 id={headingId}>{t('checkout.relatedTimes.title')}</h2>
        <p id={textId}>{t('errors.INVENTORY_UNAVAILABLE')}</p>
        <div className="form__actions">
          <Link ref={primary} className="button" to="/" onClick={onLeave}>
            {t('checkout.relatedTimes.choose')}
          </Link>
          <button type="button" className="button button--secondary" onClick={onLeave}>
            {t('checkout.relatedTimes.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

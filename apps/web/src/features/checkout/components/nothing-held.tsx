import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The cart still lists tee times, but every hold lapsed, so the invoice call answers
 * CART_EMPTY and there is nothing to pay for. Say so (under the page's own heading), and lead back
 * to the cart, where each can be held again, or to the tee times.
 */
export function NothingHeld() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card status-panel" role="alert" aria-labelledby={headingId} data-testid="checkout-nothing-held">
      <h2 id={headingId} className="status-panel__title">
        {t('checkout.nothingHeld.title')}
      </h2>
      <p className="status-panel__text">{t('checkout.nothingHeld.text')}</p>
      <div className="status-panel__actions checkout-prompt-actions">
        <Link className="button" to="/cart">
          {t('checkout.nothingHeld.backToCart')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('checkout.findTeeTime')}
        </Link>
      </div>
    </section>
  );
}

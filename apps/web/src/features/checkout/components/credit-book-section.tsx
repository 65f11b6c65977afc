import type { CreditBookOffer } from '@fairway/contract/checkout.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A member's credit books: offered when the invoice names books that would pay part
 * of this cart. The chosen book pays first (rounds: whole players' green fees; an amount: up to
 * its balance); a gift certificate and the card pay the rest.
 */
export function CreditBookSection({
  offers,
  chosen,
  onChange,
  money,
}: {
  offers: CreditBookOffer[];
  chosen: string | null;
  onChange: (bookId: string | null) => void;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="card checkout-section" aria-labelledby={headingId} data-testid="checkout-credit-books">
      <h2 id={headingId}>{t('checkout.creditBook.title')}</h2>
      <fieldset className="checkout-cards">
        <legend className="visually-hidden">{t('checkout.creditBook.title')}</legend>
        {offers.map((offer) => (
          <label key={offer.id} className="checkbox checkout-cards__option" data-testid="checkout-credit-book">
            <input
              type="radio"
              name="checkout-credit-book"
              checked={chosen === offer.id}
              onChange={() => onChange(offer.id)}
            />
            <span>
              <strong>{offer.name}</strong>{' '}
              {offer.kind === 'rounds'
                ? t('checkout.creditBook.rounds', {
                    count: offer.quantity,
                    amount: money(offer.cents),
                    remaining: offer.remaining,
                  })
                : t('checkout.creditBook.amount', { amount: money(offer.cents), remaining: money(offer.remaining) })}
            </span>
          </label>
        ))}
        <label className="checkbox checkout-cards__option">
          <input
            type="radio"
            name="checkout-credit-book"
            checked={chosen === null}
            onChange={() => onChange(null)}
            data-testid="checkout-credit-book-none"
          />
          <span>{t('checkout.creditBook.none')}</span>
        </label>
      </fieldset>
    </section>
  );
}

import type { ProductItem } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeeTimeItemView } from './cart-format.ts';

/** A change of one add-on line (quantity 0 removes it). */
export interface LineupChange {
  id: number;
  name: string;
  price: number;
  quantity: number;
  clientId: string;
  categoryId: 1 | 2 | 3;
}

/** One category's add-on row: the product picker, the quantity and Save, saved as one line per category. */
function CategoryEditor({
  categoryId,
  products,
  current,
  onSave,
  currencyCode,
}: {
  categoryId: 1 | 2 | 3;
  products: readonly [ProductItem, ...ProductItem[]];
  current: TeeTimeItemView['productLineups'][number] | undefined;
  onSave: (change: LineupChange) => void;
  currencyCode: string;
}) {
  const { t, i18n } = useTranslation();
  const [productId, setProductId] = useState(current?.id ?? products[0].id);
  const [quantity, setQuantity] = useState(current?.quantity ?? 0);
  const product = products.find((entry) => entry.id === productId) ?? products[0];
  const categoryName = t(`cart.categories.${categoryId}`);
  const groupId = useId();
  return (
    <fieldset className="cart-addon" data-testid={`add-on-${categoryId}`}>
      <legend className="cart-addon__legend">
        {categoryName}
        {current ? <span className="cart-addon__current">{t('cart.inCart', { count: current.quantity })}</span> : null}
      </legend>
      {/* Radios, not a select: a closed select cuts a long product name on a phone; a label wraps. */}
      <div className="cart-addon__product" role="radiogroup" aria-labelledby={`${groupId}-product`}>
        <span id={`${groupId}-product`} className="field__label">
          {t('cart.product')}
        </span>
        {products.map((entry) => (
          <label key={entry.id} className="cart-addon__choice">
            <input
              type="radio"
              name={`${groupId}-product`}
              value={entry.id}
              checked={entry.id === product.id}
              onChange={() => setProductId(entry.id)}
            />
            <span>
              {entry.name}{' '}
              <span className="cart-addon__price">
                ({formatCents(entry.tagPrice.amount, currencyCode, i18n.language)})
              </span>
            </span>
          </label>
        ))}
      </div>
      <label className="field cart-addon__quantity">
        <span className="field__label">{t('cart.quantity')}</span>
        <input
          className="field__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          value={quantity}
          onChange={(event) => setQuantity(Math.max(0, Number(event.target.value) || 0))}
        />
      </label>
      <button
        type="button"
        className="button button--secondary cart-addon__save"
        onClick={() =>
          onSave({
            id: product.id,
            name: product.name,
            price: product.tagPrice.amount,
            quantity,
            clientId: `category-${categoryId}`,
            categoryId,
          })
        }
      >
        {t('cart.save')}
      </button>
    </fieldset>
  );
}

/** The add-ons of a tee-time item: range balls, sleeve of balls, rental clubs (SPEC §3). */
export function AddOnsEditor({
  products,
  lineups,
  onSave,
  currencyCode,
}: {
  products: ProductItem[];
  lineups: TeeTimeItemView['productLineups'];
  onSave: (change: LineupChange) => void;
  currencyCode: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="cart-card__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="cart-card__subheading">
        {t('cart.addOns')}
      </h4>
      <p className="cart-card__hint">{t('cart.addOnsHint')}</p>
      <div className="cart-addons">
        {([1, 2, 3] as const).map((categoryId) => {
          const [first, ...others] = products.filter((product) => product.categoryId === categoryId);
          if (!first) return null;
          return (
            <CategoryEditor
              key={categoryId}
              categoryId={categoryId}
              products={[first, ...others]}
              current={lineups.find((line) => line.categoryId === categoryId)}
              onSave={onSave}
              currencyCode={currencyCode}
            />
          );
        })}
      </div>
    </section>
  );
}

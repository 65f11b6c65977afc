import type { ProductItem } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useState } from 'react';
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

/** One category's add-on: the product picker and quantity, saved as one line per category. */
function CategoryEditor({ categoryId, products, current, onSave, currencyCode }: {
  categoryId: 1 | 2 | 3;
  products: ProductItem[];
  current: TeeTimeItemView['productLineups'][number] | undefined;
  onSave: (change: LineupChange) => void;
  currencyCode: string;
}) {
  const { t, i18n } = useTranslation();
  const [productId, setProductId] = useState(current?.id ?? products[0]!.id);
  const [quantity, setQuantity] = useState(current?.quantity ?? 0);
  const product = products.find((entry) => entry.id === productId) ?? products[0]!;
  const categoryName = t(`cart.categories.${categoryId}`);
  return (
    <fieldset className="cart-edit" data-testid={`add-on-${categoryId}`}>
      <legend>{categoryName}</legend>
      <label>
        {t('cart.addOns')}
        <select value={productId} onChange={(event) => setProductId(Number(event.target.value))}>
          {products.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name} ({formatCents(entry.tagPrice.amount, currencyCode, i18n.language)})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('cart.quantity')}
        <input type="number" min={0} max={99} value={quantity} onChange={(event) => setQuantity(Math.max(0, Number(event.target.value) || 0))} />
      </label>
      <button
        type="button"
        className="button"
        onClick={() => onSave({ id: product.id, name: product.name, price: product.tagPrice.amount, quantity, clientId: `category-${categoryId}`, categoryId })}
      >
        {t('cart.save')}
      </button>
    </fieldset>
  );
}

/** The add-ons of a tee-time item: range balls, sleeve of balls, rental clubs (SPEC §3). */
export function AddOnsEditor({ products, lineups, onSave, currencyCode }: {
  products: ProductItem[];
  lineups: TeeTimeItemView['productLineups'];
  onSave: (change: LineupChange) => void;
  currencyCode: string;
}) {
  return (
    <>
      {([1, 2, 3] as const).map((categoryId) => {
        const inCategory = products.filter((product) => product.categoryId === categoryId);
        if (inCategory.length === 0) return null;
        return (
          <CategoryEditor
            key={categoryId}
            categoryId={categoryId}
            products={inCategory}
            current={lineups.find((line) => line.categoryId === categoryId)}
            onSave={onSave}
            currencyCode={currencyCode}
          />
        );
      })}
    </>
  );
}

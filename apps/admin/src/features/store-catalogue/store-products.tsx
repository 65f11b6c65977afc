import { useId, useRef, useState } from 'react';
import type { AdminProduct, ProductInput, StoreCatalogueResponse } from '@fairway/contract/admin-store.contract';
import { adminApi, type AdminTarget, centsOf, decimalOf } from '../../app/admin-api.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { StoreItemForm } from './store-item-form.tsx';

type Course = StoreCatalogueResponse['courses'][number];
const CATEGORIES = [1, 2, 3] as const;

/** Reads the product form; a message instead when a field is not valid. */
function readProduct(form: HTMLFormElement, t: Translate): ProductInput | string {
  const data = new FormData(form);
  const price = centsOf(String(data.get('price') ?? ''));
  if (price === null) return t('store.invalidMoney');
  const isUnlimited = data.get('isUnlimited') === 'on';
  const stock = String(data.get('inventory') ?? '').trim();
  if (!isUnlimited && !/^\d{1,7}$/.test(stock)) return t('store.invalidStock');
  const text = (name: string) => String(data.get(name) ?? '').trim() || null;
  return {
    name: String(data.get('name') ?? '').trim(),
    categoryId: Number(data.get('categoryId')) as 1 | 2 | 3,
    price,
    isUnlimited,
    inventory: stock === '' ? null : Number(stock),
    brand: text('brand'),
    brandModel: text('brandModel'),
    active: data.get('active') === 'on',
  };
}

function ProductForm({
  t,
  product,
  courses,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  product: AdminProduct | null;
  courses: Course[];
  busy: boolean;
  onSave: (input: ProductInput, facilityId: number) => void;
  onCancel: () => void;
}) {
  return (
    <StoreItemForm
      t={t}
      heading={product ? t('store.editHeading', { name: product.name }) : t('store.newProductHeading')}
      name={product?.name ?? ''}
      facilityId={product?.facilityId ?? null}
      courses={courses}
      read={(form) => readProduct(form, t)}
      busy={busy}
      saveLabel={t('store.saveProduct')}
      onSave={onSave}
      onCancel={onCancel}
    >
      {(field) => (
        <>
          <label htmlFor={field('category')}>{t('store.category')}</label>
          <select id={field('category')} name="categoryId" defaultValue={product?.categoryId ?? 1}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`store.categories.${category}`)}
              </option>
            ))}
          </select>
          <label htmlFor={field('price')}>{t('store.price')}</label>
          <input
            id={field('price')}
            name="price"
            required
            inputMode="decimal"
            aria-describedby={field('money-help')}
            defaultValue={product ? decimalOf(product.price) : ''}
          />
          <small id={field('money-help')}>{t('store.moneyHelp')}</small>
          <label>
            <input type="checkbox" name="isUnlimited" defaultChecked={product?.isUnlimited ?? false} />{' '}
            {t('store.unlimited')}
          </label>
          <label htmlFor={field('stock')}>{t('store.stock')}</label>
          <input
            id={field('stock')}
            name="inventory"
            inputMode="numeric"
            aria-describedby={field('stock-help')}
            defaultValue={product?.inventory ?? ''}
          />
          <small id={field('stock-help')}>{t('store.stockHelp')}</small>
          <label htmlFor={field('brand')}>{t('store.brand')}</label>
          <input id={field('brand')} name="brand" maxLength={100} defaultValue={product?.brand ?? ''} />
          <label htmlFor={field('model')}>{t('store.brandModel')}</label>
          <input id={field('model')} name="brandModel" maxLength={100} defaultValue={product?.brandModel ?? ''} />
          <label>
            <input
              type="checkbox"
              name="active"
              defaultChecked={product?.active ?? true}
              aria-describedby={field('active-help')}
            />{' '}
            {t('store.active')}
          </label>
          <small id={field('active-help')}>{t('store.productActiveHelp')}</small>
        </>
      )}
    </StoreItemForm>
  );
}

/** The featured products of the alias's courses: table, add and edit (focus returns to the opener). */
export function ProductsSection({
  t,
  target,
  locale,
  catalogue,
  onSaved,
  onFailed,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  catalogue: StoreCatalogueResponse;
  onSaved: (name: string) => Promise<void>;
  onFailed: (caught: unknown) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  function open(product: AdminProduct | null, button: HTMLElement) {
    opener.current = button;
    setEditing({ product });
  }

  function close() {
    setEditing(null);
    opener.current?.focus();
  }

  function save(input: ProductInput, facilityId: number) {
    if (!editing) return;
    setBusy(true);
    const write = editing.product
      ? adminApi.updateProduct(target, editing.product.id, input)
      : adminApi.createProduct(target, { facilityId, product: input });
    write
      .then(async (saved) => {
        await onSaved(saved.name);
        close();
      }, onFailed)
      .finally(() => setBusy(false));
  }

  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const products = catalogue.products;
  return (
    <>
      <h3 id={`${id}-products`}>{t('store.products')}</h3>
      {products.length === 0 && <p>{t('store.noProducts')}</p>}
      {products.length > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={`${id}-products`}>
          <table className="admin-sheet">
            <thead>
              <tr>
                {(['product', 'course', 'category', 'price', 'stock', 'status', 'actions'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`store.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">{product.name}</th>
                  <td>{product.courseName}</td>
                  <td>{t(`store.categories.${product.categoryId}`)}</td>
                  <td>{money(product.price, product.currencyCode)}</td>
                  <td>{product.isUnlimited ? t('store.unlimitedStock') : product.inventory}</td>
                  <td>{product.active ? t('store.activeStatus') : t('store.inactiveStatus')}</td>
                  <td>
                    <button
                      type="button"
                      onClick={(event) => open(product, event.currentTarget)}
                      aria-label={t('store.editProductOf', { name: product.name, course: product.courseName })}
                    >
                      {t('rates.edit')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {catalogue.courses.length > 0 && (
        <button type="button" className="admin-secondary" onClick={(event) => open(null, event.currentTarget)}>
          {t('store.addProduct')}
        </button>
      )}
      {editing && (
        <ProductForm
          key={editing.product?.id ?? 'new'}
          t={t}
          product={editing.product}
          courses={catalogue.courses}
          busy={busy}
          onSave={save}
          onCancel={close}
        />
      )}
    </>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminProduct,
  CreateProductRequest,
  StoreCatalogueResponse,
} from '@fairway/contract/admin-store.contract';
import { decimalOf } from '../../shared/amounts.ts';
import type { Column } from '../../shared/data-table.tsx';
import { EditForm } from '../../shared/edit-form.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { CatalogueSection, useCatalogueEditor } from './catalogue-section.tsx';
import { type ProductFields, productFormSchema } from './store-form-schemas.ts';
import { CheckboxField, CourseAndNameFields } from './store-item-form.tsx';
import { useCreateProductMutation, useUpdateProductMutation } from './store-catalogue.api.ts';

type Course = StoreCatalogueResponse['courses'][number];
const CATEGORIES = ['1', '2', '3'] as const;

function ProductForm({
  product,
  courses,
  busy,
  onSave,
  onCancel,
}: {
  product: AdminProduct | null;
  courses: Course[];
  busy: boolean;
  onSave: (request: CreateProductRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => productFormSchema(t), [t]);
  const defaultValues: ProductFields = {
    facilityId: String(product?.facilityId ?? courses[0]?.facilityId ?? ''),
    name: product?.name ?? '',
    categoryId: CATEGORIES.find((category) => Number(category) === product?.categoryId) ?? '1',
    price: product ? decimalOf(product.price) : '',
    isUnlimited: product?.isUnlimited ?? false,
    inventory: product?.inventory == null ? '' : String(product.inventory),
    brand: product?.brand ?? '',
    brandModel: product?.brandModel ?? '',
    active: product?.active ?? true,
  };
  const form = useZodForm(schema, { defaultValues });
  return (
    <EditForm
      form={form}
      heading={product ? t('store.editHeading', { name: product.name }) : t('store.newProductHeading')}
      first="name"
      submitLabel={t('store.saveProduct')}
      busy={busy}
      onSave={onSave}
      onCancel={onCancel}
    >
      <CourseAndNameFields form={form} courses={courses} isNew={product === null} />
      <Field form={form} name="categoryId" label={t('store.category')}>
        {(props) => (
          <select {...props}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`store.categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="price" label={t('store.price')} hint={t('store.moneyHelp')}>
        {(props) => <input {...props} required inputMode="decimal" />}
      </Field>
      <CheckboxField form={form} name="isUnlimited" label={t('store.unlimited')} />
      <Field form={form} name="inventory" label={t('store.stock')} hint={t('store.stockHelp')}>
        {(props) => <input {...props} inputMode="numeric" />}
      </Field>
      <Field form={form} name="brand" label={t('store.brand')}>
        {(props) => <input {...props} maxLength={100} />}
      </Field>
      <Field form={form} name="brandModel" label={t('store.brandModel')}>
        {(props) => <input {...props} maxLength={100} />}
      </Field>
      <CheckboxField form={form} name="active" label={t('store.active')} hint={t('store.productActiveHelp')} />
    </EditForm>
  );
}

/** The featured products of the alias's courses: table, add and edit (focus returns to the opener). */
export function ProductsSection({ catalogue }: { catalogue: StoreCatalogueResponse }) {
  const { t } = useTranslation();
  const { editor, money, savedText, onSaleColumn, editColumn } = useCatalogueEditor<AdminProduct>();
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const product = editor.editing?.item ?? null;

  /** An edit sends the product alone (a product stays at its course). */
  const save = (request: CreateProductRequest) =>
    void editor.save(
      () => (product ? updateProduct({ id: product.id, body: request.product }) : createProduct(request)).unwrap(),
      (saved) => savedText(saved.name),
    );

  const columns: Column<AdminProduct>[] = [
    { key: 'product', header: t('store.columns.product'), rowHeader: true, cell: (row) => row.name },
    { key: 'course', header: t('store.columns.course'), cell: (row) => row.courseName },
    {
      key: 'category',
      header: t('store.columns.category'),
      cell: (row) => t(`store.categories.${String(row.categoryId) as (typeof CATEGORIES)[number]}`),
    },
    { key: 'price', header: t('store.columns.price'), cell: (row) => money(row.price, row.currencyCode) },
    {
      key: 'stock',
      header: t('store.columns.stock'),
      cell: (row) => (row.isUnlimited ? t('store.unlimitedStock') : row.inventory),
    },
    onSaleColumn((row) => row.active),
    editColumn((row) => t('store.editProductOf', { name: row.name, course: row.courseName })),
  ];
  return (
    <CatalogueSection
      heading={t('store.products')}
      columns={columns}
      rows={catalogue.products}
      rowKey={(row) => row.id}
      empty={t('store.noProducts')}
      addLabel={catalogue.courses.length > 0 ? t('store.addProduct') : undefined}
      editor={editor}
    >
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        courses={catalogue.courses}
        busy={creating.isLoading || updating.isLoading}
        onSave={save}
        onCancel={editor.close}
      />
    </CatalogueSection>
  );
}

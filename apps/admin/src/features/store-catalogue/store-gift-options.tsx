import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGiftOptions, GiftOptionsInput } from '@fairway/contract/admin-store.contract';
import { decimalOf } from '../../shared/amounts.ts';
import type { Column } from '../../shared/data-table.tsx';
import { EditForm } from '../../shared/edit-form.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { CatalogueSection, useCatalogueEditor } from './catalogue-section.tsx';
import { type GiftFields, giftFormSchema } from './store-form-schemas.ts';
import { useUpdateGiftOptionsMutation } from './store-catalogue.api.ts';

function GiftForm({
  options,
  busy,
  onSave,
  onCancel,
}: {
  options: AdminGiftOptions;
  busy: boolean;
  onSave: (input: GiftOptionsInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => giftFormSchema(t), [t]);
  const defaultValues: GiftFields = {
    amounts: options.amounts.map(decimalOf).join(' '),
    customMin: options.custom ? decimalOf(options.custom.min) : '',
    customMax: options.custom ? decimalOf(options.custom.max) : '',
  };
  const form = useZodForm(schema, { defaultValues });
  return (
    <EditForm
      form={form}
      heading={t('store.giftHeading', { course: options.courseName })}
      first="amounts"
      submitLabel={t('store.saveGift')}
      busy={busy}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field form={form} name="amounts" label={t('store.giftAmounts')} hint={t('store.giftAmountsHelp')}>
        {(props) => <input {...props} />}
      </Field>
      <Field form={form} name="customMin" label={t('store.customMin')} hint={t('store.customHelp')}>
        {(props) => <input {...props} inputMode="decimal" />}
      </Field>
      <Field form={form} name="customMax" label={t('store.customMax')} hint={t('store.customHelp')}>
        {(props) => <input {...props} inputMode="decimal" />}
      </Field>
    </EditForm>
  );
}

/** Each course's gift-certificate amounts and custom range, with an edit form (focus returns to the opener). */
export function GiftOptionsSection({ options }: { options: AdminGiftOptions[] }) {
  const { t } = useTranslation();
  const { editor, money, savedText, onSaleColumn, editColumn } = useCatalogueEditor<AdminGiftOptions>();
  const [updateGiftOptions, updating] = useUpdateGiftOptionsMutation();
  const course = editor.editing?.item;

  const columns: Column<AdminGiftOptions>[] = [
    { key: 'course', header: t('store.columns.course'), rowHeader: true, cell: (row) => row.courseName },
    {
      key: 'amounts',
      header: t('store.columns.amounts'),
      cell: (row) => row.amounts.map((amount) => money(amount, row.currencyCode)).join(', ') || '—',
    },
    {
      key: 'custom',
      header: t('store.columns.custom'),
      cell: ({ custom, currencyCode }) =>
        custom ? `${money(custom.min, currencyCode)}–${money(custom.max, currencyCode)}` : '—',
    },
    onSaleColumn((row) => row.onSale),
    editColumn((row) => t('store.editGiftOf', { course: row.courseName })),
  ];
  return (
    <CatalogueSection
      heading={t('store.giftCertificates')}
      columns={columns}
      rows={options}
      rowKey={(row) => row.facilityId}
      empty={null}
      editor={editor}
    >
      {course && (
        <GiftForm
          key={course.facilityId}
          options={course}
          busy={updating.isLoading}
          onSave={(body) =>
            void editor.save(
              () => updateGiftOptions({ facilityId: course.facilityId, body }).unwrap(),
              (saved) => savedText(t('store.giftSavedName', { course: saved.courseName })),
            )
          }
          onCancel={editor.close}
        />
      )}
    </CatalogueSection>
  );
}

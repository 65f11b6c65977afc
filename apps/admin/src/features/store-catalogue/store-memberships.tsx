import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminMembershipPlan,
  CreateMembershipPlanRequest,
  StoreCatalogueResponse,
} from '@fairway/contract/admin-store.contract';
import { PAYMENT_FREQUENCIES } from '@fairway/domain/store/payment-frequency';
import { decimalOf } from '../../shared/amounts.ts';
import type { Column } from '../../shared/data-table.tsx';
import { EditForm } from '../../shared/edit-form.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { CatalogueSection, useCatalogueEditor } from './catalogue-section.tsx';
import { type PlanFields, planFormSchema } from './store-form-schemas.ts';
import { CheckboxField, CourseAndNameFields } from './store-item-form.tsx';
import { useCreateMembershipPlanMutation, useUpdateMembershipPlanMutation } from './store-catalogue.api.ts';

type Course = StoreCatalogueResponse['courses'][number];

function PlanForm({
  plan,
  courses,
  busy,
  onSave,
  onCancel,
}: {
  plan: AdminMembershipPlan | null;
  courses: Course[];
  busy: boolean;
  onSave: (request: CreateMembershipPlanRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => planFormSchema(t), [t]);
  const defaultValues: PlanFields = {
    facilityId: String(plan?.facilityId ?? courses[0]?.facilityId ?? ''),
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? decimalOf(plan.price) : '',
    initiationFee: plan ? decimalOf(plan.initiationFee) : '0.00',
    frequencyType: plan?.frequencyType ?? 'monthly',
    termMonths: plan?.termMonths ? String(plan.termMonths) : '',
    renews: plan?.renews ?? false,
    active: plan?.active ?? true,
  };
  const form = useZodForm(schema, { defaultValues });
  return (
    <EditForm
      form={form}
      heading={plan ? t('store.editHeading', { name: plan.name }) : t('store.newHeading')}
      first="name"
      submitLabel={t('store.save')}
      busy={busy}
      onSave={onSave}
      onCancel={onCancel}
    >
      <CourseAndNameFields form={form} courses={courses} isNew={plan === null} />
      <Field form={form} name="description" label={t('store.description')}>
        {(props) => <textarea {...props} maxLength={2000} />}
      </Field>
      <Field form={form} name="price" label={t('store.price')} hint={t('store.moneyHelp')}>
        {(props) => <input {...props} required inputMode="decimal" />}
      </Field>
      <Field form={form} name="initiationFee" label={t('store.initiationFee')} hint={t('store.moneyHelp')}>
        {(props) => <input {...props} inputMode="decimal" />}
      </Field>
      <Field form={form} name="frequencyType" label={t('store.frequency')}>
        {(props) => (
          <select {...props}>
            {PAYMENT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`store.frequencies.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="termMonths" label={t('store.termMonths')} hint={t('store.termHelp')}>
        {(props) => <input {...props} inputMode="numeric" />}
      </Field>
      <CheckboxField form={form} name="renews" label={t('store.renews')} />
      <CheckboxField form={form} name="active" label={t('store.active')} hint={t('store.activeHelp')} />
    </EditForm>
  );
}

/** The membership plans of the alias's courses: table, add and edit (focus returns to the opener). */
export function MembershipsSection({ catalogue }: { catalogue: StoreCatalogueResponse }) {
  const { t } = useTranslation();
  const { editor, money, savedText, onSaleColumn, editColumn } = useCatalogueEditor<AdminMembershipPlan>();
  const [createPlan, creating] = useCreateMembershipPlanMutation();
  const [updatePlan, updating] = useUpdateMembershipPlanMutation();
  const plan = editor.editing?.item ?? null;

  /** An edit sends the plan without its course (a plan stays at its course). */
  const save = ({ facilityId, ...body }: CreateMembershipPlanRequest) =>
    void editor.save(
      () => (plan ? updatePlan({ id: plan.id, body }) : createPlan({ facilityId, ...body })).unwrap(),
      (saved) => savedText(saved.name),
    );

  const columns: Column<AdminMembershipPlan>[] = [
    { key: 'name', header: t('store.columns.name'), rowHeader: true, cell: (row) => row.name },
    { key: 'course', header: t('store.columns.course'), cell: (row) => row.courseName },
    { key: 'price', header: t('store.columns.price'), cell: (row) => money(row.price, row.currencyCode) },
    {
      key: 'initiationFee',
      header: t('store.columns.initiationFee'),
      cell: (row) => money(row.initiationFee, row.currencyCode),
    },
    {
      key: 'frequency',
      header: t('store.columns.frequency'),
      cell: (row) => t(`store.frequencies.${row.frequencyType}`),
    },
    {
      key: 'term',
      header: t('store.columns.term'),
      cell: (row) => (row.termMonths === null ? t('store.noTerm') : t('store.months', { count: row.termMonths })),
    },
    onSaleColumn((row) => row.active),
    editColumn((row) => t('store.editOf', { name: row.name })),
  ];
  return (
    <CatalogueSection
      heading={t('store.memberships')}
      columns={columns}
      rows={catalogue.memberships}
      rowKey={(row) => row.id}
      empty={t('store.none')}
      addLabel={catalogue.courses.length > 0 ? t('store.add') : undefined}
      editor={editor}
    >
      <PlanForm
        key={plan?.id ?? 'new'}
        plan={plan}
        courses={catalogue.courses}
        busy={creating.isLoading || updating.isLoading}
        onSave={save}
        onCancel={editor.close}
      />
    </CatalogueSection>
  );
}

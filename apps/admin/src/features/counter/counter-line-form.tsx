import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CounterCatalogue, CounterSaleLineInput } from '@fairway/contract/admin-counter-sales.contract';
import { emailAddressSchema } from '@fairway/contract/email-address';
import { centsOf, moneyOf } from '../../shared/amounts.ts';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';

/** A line of the sale with the words the screen lists it by (the server prices it). */
export interface CounterLineEntry {
  line: CounterSaleLineInput;
  label: string;
}

const schema = z
  .object({
    kind: z.enum(['gift-certificate', 'membership', 'product']),
    planId: z.string(),
    facilityId: z.string(),
    amount: z.string(),
    customAmount: z.string().trim(),
    delivery: z.enum(['print', 'email']),
    recipientName: z.string().trim().max(200),
    recipientEmail: z.literal('').or(emailAddressSchema),
    giftMessage: z.string().max(1000),
    deliveryDate: z.string(),
    productId: z.string(),
    quantity: z.coerce.number().int().min(1).max(99),
  })
  .superRefine((form, context) => {
    const need = (path: string) => context.addIssue({ code: 'custom', path: [path] });
    if (form.kind === 'membership' && form.planId === '') need('planId');
    if (form.kind === 'product' && form.productId === '') need('productId');
    if (form.kind === 'gift-certificate') {
      if (form.facilityId === '') need('facilityId');
      if (form.amount === '') need('amount');
      if (form.amount === 'custom' && !centsOf(form.customAmount)) need('customAmount');
      if (form.delivery === 'email') {
        if (form.recipientName === '') need('recipientName');
        if (form.recipientEmail === '') need('recipientEmail');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(form.deliveryDate)) need('deliveryDate');
      }
    }
  });

/** Adds a line from the catalogue: a gift certificate (printed or e-mailed), a membership plan, or a product with its stock. */
export function CounterLineForm({
  catalogue,
  today,
  onAdd,
}: {
  catalogue: CounterCatalogue;
  today: string;
  onAdd: (entry: CounterLineEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const course = (facilityId: number) => catalogue.courses.find((entry) => entry.facilityId === facilityId);
  const money = (facilityId: number, cents: number) =>
    moneyOf(i18n.language, course(facilityId)?.currencyCode ?? 'USD', cents);
  const firstGift = catalogue.giftCertificates[0];
  const form = useZodForm(schema, {
    defaultValues: {
      kind: 'gift-certificate',
      planId: '',
      facilityId: firstGift ? String(firstGift.facilityId) : '',
      amount: '',
      customAmount: '',
      delivery: 'print',
      recipientName: '',
      recipientEmail: '',
      giftMessage: '',
      deliveryDate: today,
      productId: '',
      quantity: '1',
    },
    messages: {
      planId: t('counter.line.choose'),
      productId: t('counter.line.choose'),
      facilityId: t('counter.line.choose'),
      amount: t('counter.line.choose'),
      customAmount: t('desk.amountInvalid'),
      recipientName: t('forms.required'),
      recipientEmail: t('forms.email'),
      deliveryDate: t('forms.required'),
    },
  });
  const kind = form.watch('kind');
  const delivery = form.watch('delivery');
  const amount = form.watch('amount');
  const options = catalogue.giftCertificates.find((entry) => String(entry.facilityId) === form.watch('facilityId'));

  function add(values: z.output<typeof schema>) {
    if (values.kind === 'membership') {
      const plan = catalogue.memberships.find((entry) => String(entry.id) === values.planId);
      if (!plan) return;
      onAdd({ line: { type: 'membership', planId: plan.id }, label: plan.name });
    } else if (values.kind === 'product') {
      const product = catalogue.products.find((entry) => String(entry.id) === values.productId);
      if (!product) return;
      onAdd({
        line: { type: 'product', productId: product.id, quantity: values.quantity },
        label: t('counter.line.productLabel', { name: product.name, count: values.quantity }),
      });
    } else {
      const facilityId = Number(values.facilityId);
      const value = values.amount === 'custom' ? (centsOf(values.customAmount) ?? 0) : Number(values.amount);
      onAdd({
        line: {
          type: 'gift-certificate',
          facilityId,
          value,
          delivery:
            values.delivery === 'print'
              ? { kind: 'print', ...(values.recipientName ? { recipientName: values.recipientName } : {}) }
              : {
                  kind: 'email',
                  recipientName: values.recipientName,
                  recipientEmail: values.recipientEmail,
                  giftMessage: values.giftMessage,
                  deliveryDate: values.deliveryDate,
                },
        },
        label: t(values.delivery === 'print' ? 'counter.line.giftPrinted' : 'counter.line.giftEmailed', {
          amount: money(facilityId, value),
          name: values.recipientName,
        }),
      });
    }
    form.reset({ ...values, customAmount: '', recipientName: '', recipientEmail: '', giftMessage: '' });
  }

  return (
    <form className="admin-form admin-counter-line" noValidate onSubmit={form.handleSubmit(add)}>
      <Field form={form} name="kind" label={t('counter.line.kind')}>
        {(props) => (
          <select {...props}>
            <option value="gift-certificate">{t('counter.line.giftCertificate')}</option>
            <option value="membership">{t('counter.line.membership')}</option>
            <option value="product">{t('counter.line.product')}</option>
          </select>
        )}
      </Field>
      {kind === 'membership' && (
        <Field form={form} name="planId" label={t('counter.line.plan')}>
          {(props) => (
            <select {...props}>
              <option value="">{t('counter.line.choose')}</option>
              {catalogue.memberships.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {t('counter.line.planOption', {
                    name: plan.name,
                    course: course(plan.facilityId)?.name ?? '',
                    price: money(plan.facilityId, plan.price),
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {kind === 'product' && (
        <>
          <Field form={form} name="productId" label={t('counter.line.productField')}>
            {(props) => (
              <select {...props}>
                <option value="">{t('counter.line.choose')}</option>
                {catalogue.products.map((product) => (
                  <option key={product.id} value={product.id} disabled={product.inventory === 0}>
                    {t('counter.line.productOption', {
                      name: product.name,
                      price: money(product.facilityId, product.price),
                      stock:
                        product.inventory === null
                          ? t('counter.line.unlimited')
                          : t('counter.line.inStock', { count: product.inventory }),
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field form={form} name="quantity" label={t('counter.line.quantity')}>
            {(props) => <input {...props} type="number" min={1} max={99} inputMode="numeric" />}
          </Field>
        </>
      )}
      {kind === 'gift-certificate' && (
        <>
          <Field form={form} name="facilityId" label={t('counter.line.course')}>
            {(props) => (
              <select {...props}>
                {catalogue.giftCertificates.map((entry) => (
                  <option key={entry.facilityId} value={entry.facilityId}>
                    {course(entry.facilityId)?.name ?? entry.facilityId}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field form={form} name="amount" label={t('counter.line.amount')}>
            {(props) => (
              <select {...props}>
                <option value="">{t('counter.line.choose')}</option>
                {options?.amounts.map((cents) => (
                  <option key={cents} value={cents}>
                    {money(options.facilityId, cents)}
                  </option>
                ))}
                {options?.custom && <option value="custom">{t('counter.line.custom')}</option>}
              </select>
            )}
          </Field>
          {amount === 'custom' && options?.custom && (
            <Field
              form={form}
              name="customAmount"
              label={t('counter.line.customAmount')}
              hint={t('counter.line.customHint', {
                min: money(options.facilityId, options.custom.min),
                max: money(options.facilityId, options.custom.max),
              })}
            >
              {(props) => <input {...props} inputMode="decimal" autoComplete="off" />}
            </Field>
          )}
          <Field form={form} name="delivery" label={t('counter.line.delivery')}>
            {(props) => (
              <select {...props}>
                <option value="print">{t('counter.line.print')}</option>
                <option value="email">{t('counter.line.email')}</option>
              </select>
            )}
          </Field>
          <Field form={form} name="recipientName" label={t('counter.line.recipientName')}>
            {(props) => <input {...props} autoComplete="off" />}
          </Field>
          {delivery === 'email' && (
            <>
              <Field form={form} name="recipientEmail" label={t('counter.line.recipientEmail')}>
                {(props) => <input {...props} type="email" autoComplete="off" />}
              </Field>
              <Field form={form} name="deliveryDate" label={t('counter.line.deliveryDate')}>
                {(props) => <input {...props} type="date" min={today} />}
              </Field>
              <Field form={form} name="giftMessage" label={t('counter.line.message')}>
                {(props) => <textarea {...props} rows={2} />}
              </Field>
            </>
          )}
        </>
      )}
      <div className="admin-actions">
        <button type="submit">{t('counter.line.add')}</button>
      </div>
    </form>
  );
}

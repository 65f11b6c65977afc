import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type {
  AdminMembershipPlan,
  MembershipPlanInput,
  StoreCatalogueResponse,
} from '@fairway/contract/admin-store.contract';
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '@fairway/domain/store/payment-frequency';
import { adminApi, type AdminTarget, centsOf, decimalOf } from '../../app/admin-api.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import { StoreItemForm } from './store-item-form.tsx';
import { GiftOptionsSection } from './store-gift-options.tsx';
import { ProductsSection } from './store-products.tsx';

type Course = StoreCatalogueResponse['courses'][number];

/** Reads the plan form; a message instead when a field is not valid. */
function readPlan(form: HTMLFormElement, t: Translate): MembershipPlanInput | string {
  const data = new FormData(form);
  const price = centsOf(String(data.get('price') ?? ''));
  const initiationFee = centsOf(String(data.get('initiationFee') ?? '') || '0');
  if (price === null || initiationFee === null) return t('store.invalidMoney');
  const term = String(data.get('termMonths') ?? '').trim();
  if (term !== '' && (!/^\d{1,3}$/.test(term) || Number(term) < 1 || Number(term) > 120)) return t('store.invalidTerm');
  return {
    name: String(data.get('name') ?? '').trim(),
    description: String(data.get('description') ?? '').trim(),
    price,
    initiationFee,
    frequencyType: String(data.get('frequencyType')) as PaymentFrequency,
    termMonths: term === '' ? null : Number(term),
    renews: data.get('renews') === 'on',
    active: data.get('active') === 'on',
  };
}

function PlanForm({
  t,
  plan,
  courses,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  plan: AdminMembershipPlan | null;
  courses: Course[];
  busy: boolean;
  onSave: (input: MembershipPlanInput, facilityId: number) => void;
  onCancel: () => void;
}) {
  return (
    <StoreItemForm
      t={t}
      heading={plan ? t('store.editHeading', { name: plan.name }) : t('store.newHeading')}
      name={plan?.name ?? ''}
      facilityId={plan?.facilityId ?? null}
      courses={courses}
      read={(form) => readPlan(form, t)}
      busy={busy}
      saveLabel={t('store.save')}
      onSave={onSave}
      onCancel={onCancel}
    >
      {(field) => (
        <>
          <label htmlFor={field('description')}>{t('store.description')}</label>
          <textarea
            id={field('description')}
            name="description"
            maxLength={2000}
            defaultValue={plan?.description ?? ''}
          />
          <label htmlFor={field('price')}>{t('store.price')}</label>
          <input
            id={field('price')}
            name="price"
            required
            inputMode="decimal"
            aria-describedby={field('money-help')}
            defaultValue={plan ? decimalOf(plan.price) : ''}
          />
          <label htmlFor={field('fee')}>{t('store.initiationFee')}</label>
          <input
            id={field('fee')}
            name="initiationFee"
            inputMode="decimal"
            aria-describedby={field('money-help')}
            defaultValue={plan ? decimalOf(plan.initiationFee) : '0.00'}
          />
          <small id={field('money-help')}>{t('store.moneyHelp')}</small>
          <label htmlFor={field('frequency')}>{t('store.frequency')}</label>
          <select id={field('frequency')} name="frequencyType" defaultValue={plan?.frequencyType ?? 'monthly'}>
            {PAYMENT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`store.frequencies.${value}`)}
              </option>
            ))}
          </select>
          <label htmlFor={field('term')}>{t('store.termMonths')}</label>
          <input
            id={field('term')}
            name="termMonths"
            inputMode="numeric"
            aria-describedby={field('term-help')}
            defaultValue={plan?.termMonths ?? ''}
          />
          <small id={field('term-help')}>{t('store.termHelp')}</small>
          <label>
            <input type="checkbox" name="renews" defaultChecked={plan?.renews ?? false} /> {t('store.renews')}
          </label>
          <label>
            <input
              type="checkbox"
              name="active"
              defaultChecked={plan?.active ?? true}
              aria-describedby={field('active-help')}
            />{' '}
            {t('store.active')}
          </label>
          <small id={field('active-help')}>{t('store.activeHelp')}</small>
        </>
      )}
    </StoreItemForm>
  );
}

/** The Store catalogue screen: the membership plans and featured products of the alias's courses, with add and edit forms. */
export function StoreCatalogueView({
  t,
  target,
  locale,
  onExpired,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onExpired: () => void;
}) {
  const id = useId();
  const [catalogue, setCatalogue] = useState<StoreCatalogueResponse | null>(null);
  const [editing, setEditing] = useState<{ plan: AdminMembershipPlan | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught, { VALIDATION_FAILED: t('store.invalid'), NOT_FOUND: t('store.notFound') }));
    },
    [t, onExpired],
  );

  const load = useCallback(async () => {
    try {
      setCatalogue(await adminApi.storeCatalogue(target));
    } catch (caught) {
      fail(caught);
    }
  }, [target, fail]);

  useEffect(() => void load(), [load]);

  function open(plan: AdminMembershipPlan | null, button: HTMLElement) {
    opener.current = button;
    setMessage(null);
    setError(null);
    setEditing({ plan });
  }

  function close() {
    setEditing(null);
    opener.current?.focus();
  }

  function save(input: MembershipPlanInput, facilityId: number) {
    if (!editing) return;
    setBusy(true);
    setError(null);
    const write = editing.plan
      ? adminApi.updateMembershipPlan(target, editing.plan.id, input)
      : adminApi.createMembershipPlan(target, { ...input, facilityId });
    write
      .then(async (saved) => {
        setMessage(t('store.saved', { name: saved.name }));
        await load();
        close();
      }, fail)
      .finally(() => setBusy(false));
  }

  const productSaved = useCallback(
    async (name: string) => {
      setError(null);
      setMessage(t('store.saved', { name }));
      await load();
    },
    [t, load],
  );

  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const plans = catalogue?.memberships;

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-promotions">
      <h2 id={`${id}-heading`}>{t('store.heading')}</h2>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!catalogue && !error && <p role="status">{t('store.loading')}</p>}
      <h3 id={`${id}-memberships`}>{t('store.memberships')}</h3>
      {plans?.length === 0 && <p>{t('store.none')}</p>}
      {plans && plans.length > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={`${id}-memberships`}>
          <table className="admin-sheet">
            <thead>
              <tr>
                {(['name', 'course', 'price', 'initiationFee', 'frequency', 'term', 'status', 'actions'] as const).map(
                  (column) => (
                    <th key={column} scope="col">
                      {t(`store.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.id}>
                  <th scope="row">{plan.name}</th>
                  <td>{plan.courseName}</td>
                  <td>{money(plan.price, plan.currencyCode)}</td>
                  <td>{money(plan.initiationFee, plan.currencyCode)}</td>
                  <td>{t(`store.frequencies.${plan.frequencyType}`)}</td>
                  <td>
                    {plan.termMonths === null ? t('store.noTerm') : t('store.months', { count: plan.termMonths })}
                  </td>
                  <td>{plan.active ? t('store.activeStatus') : t('store.inactiveStatus')}</td>
                  <td>
                    <button
                      type="button"
                      onClick={(event) => open(plan, event.currentTarget)}
                      aria-label={t('store.editOf', { name: plan.name })}
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
      {catalogue && catalogue.courses.length > 0 && (
        <button type="button" className="admin-secondary" onClick={(event) => open(null, event.currentTarget)}>
          {t('store.add')}
        </button>
      )}
      {editing && catalogue && (
        <PlanForm
          key={editing.plan?.id ?? 'new'}
          t={t}
          plan={editing.plan}
          courses={catalogue.courses}
          busy={busy}
          onSave={save}
          onCancel={close}
        />
      )}
      {catalogue && (
        <ProductsSection
          t={t}
          target={target}
          locale={locale}
          catalogue={catalogue}
          onSaved={productSaved}
          onFailed={fail}
        />
      )}
      {catalogue && catalogue.giftCertificates.length > 0 && (
        <GiftOptionsSection
          t={t}
          target={target}
          locale={locale}
          options={catalogue.giftCertificates}
          onSaved={productSaved}
          onFailed={fail}
        />
      )}
    </section>
  );
}

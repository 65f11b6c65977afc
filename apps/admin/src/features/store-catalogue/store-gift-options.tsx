import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { AdminGiftOptions, GiftOptionsInput } from '@fairway/contract/admin-store.contract';
import { adminApi, type AdminTarget, centsOf, decimalOf } from '../../app/admin-api.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { FormActions } from '../../shared/form-parts.tsx';

/** Reads the gift form; a message instead when a field is not valid. */
function readGiftOptions(form: HTMLFormElement, t: Translate): GiftOptionsInput | string {
  const data = new FormData(form);
  const listed = String(data.get('amounts') ?? '')
    .split(/[\s;]+/)
    .filter(Boolean)
    .map(centsOf);
  if (listed.some((amount) => amount === null || amount === 0)) return t('store.invalidMoney');
  const amounts = listed as number[];
  if (new Set(amounts).size !== amounts.length) return t('store.duplicateAmount');
  const minText = String(data.get('customMin') ?? '').trim();
  const maxText = String(data.get('customMax') ?? '').trim();
  if (!minText && !maxText) return { amounts, custom: null };
  const min = centsOf(minText);
  const max = centsOf(maxText);
  if (min === null || max === null || min === 0) return t('store.invalidMoney');
  if (max < min) return t('store.invalidRange');
  return { amounts, custom: { min, max } };
}

function GiftForm({
  t,
  options,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  options: AdminGiftOptions;
  busy: boolean;
  onSave: (input: GiftOptionsInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readGiftOptions(event.currentTarget, t);
    if (typeof read === 'string') return setProblem(read);
    setProblem(null);
    onSave(read);
  }

  return (
    <form
      className="admin-block-form"
      onSubmit={submit}
      aria-labelledby={field('heading')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={field('heading')}>{t('store.giftHeading', { course: options.courseName })}</h3>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      <label htmlFor={field('amounts')}>{t('store.giftAmounts')}</label>
      <input
        id={field('amounts')}
        ref={first}
        name="amounts"
        aria-describedby={field('amounts-help')}
        defaultValue={options.amounts.map(decimalOf).join(' ')}
      />
      <small id={field('amounts-help')}>{t('store.giftAmountsHelp')}</small>
      <label htmlFor={field('min')}>{t('store.customMin')}</label>
      <input
        id={field('min')}
        name="customMin"
        inputMode="decimal"
        aria-describedby={field('custom-help')}
        defaultValue={options.custom ? decimalOf(options.custom.min) : ''}
      />
      <label htmlFor={field('max')}>{t('store.customMax')}</label>
      <input
        id={field('max')}
        name="customMax"
        inputMode="decimal"
        aria-describedby={field('custom-help')}
        defaultValue={options.custom ? decimalOf(options.custom.max) : ''}
      />
      <small id={field('custom-help')}>{t('store.customHelp')}</small>
      <FormActions t={t} saveLabel={t('store.saveGift')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** Each course's gift-certificate amounts and custom range, with an edit form (focus returns to the opener). */
export function GiftOptionsSection({
  t,
  target,
  locale,
  options,
  onSaved,
  onFailed,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  options: AdminGiftOptions[];
  onSaved: (name: string) => Promise<void>;
  onFailed: (caught: unknown) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState<AdminGiftOptions | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  function close() {
    setEditing(null);
    opener.current?.focus();
  }

  function save(input: GiftOptionsInput) {
    if (!editing) return;
    setBusy(true);
    adminApi
      .updateGiftOptions(target, editing.facilityId, input)
      .then(async (saved) => {
        await onSaved(t('store.giftSavedName', { course: saved.courseName }));
        close();
      }, onFailed)
      .finally(() => setBusy(false));
  }

  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  return (
    <>
      <h3 id={`${id}-gifts`}>{t('store.giftCertificates')}</h3>
      <div className="admin-table-wrap" role="region" tabIndex={0} aria-labelledby={`${id}-gifts`}>
        <table className="admin-sheet">
          <thead>
            <tr>
              {(['course', 'amounts', 'custom', 'status', 'actions'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`store.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {options.map((course) => (
              <tr key={course.facilityId}>
                <th scope="row">{course.courseName}</th>
                <td>{course.amounts.map((amount) => money(amount, course.currencyCode)).join(', ') || '—'}</td>
                <td>
                  {course.custom
                    ? `${money(course.custom.min, course.currencyCode)}–${money(course.custom.max, course.currencyCode)}`
                    : '—'}
                </td>
                <td>{course.onSale ? t('store.activeStatus') : t('store.inactiveStatus')}</td>
                <td>
                  <button
                    type="button"
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setEditing(course);
                    }}
                    aria-label={t('store.editGiftOf', { course: course.courseName })}
                  >
                    {t('rates.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing && (
        <GiftForm key={editing.facilityId} t={t} options={editing} busy={busy} onSave={save} onCancel={close} />
      )}
    </>
  );
}

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AdminPromotion, AdminRateSet, PromotionInput } from '@fairway/contract/admin.contract';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { adminApi, type AdminTarget, centsOf, decimalOf } from '../../app/admin-api.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import { FormActions, PlayerCountsField } from '../../shared/form-parts.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A course of the alias with the rates a promotion may be limited to (members' rates take none). */
interface CourseRates {
  facilityId: number;
  name: string;
  rates: { rateId: number; name: string }[];
}

/** The alias's courses and their public rates, from the rate sets, in the order they are listed. */
function coursesOf(rateSets: AdminRateSet[]): CourseRates[] {
  const courses = new Map<number, CourseRates>();
  for (const set of rateSets) {
    const course = courses.get(set.facilityId) ?? { facilityId: set.facilityId, name: set.courseName, rates: [] };
    courses.set(set.facilityId, course);
    for (const rate of set.rates)
      if (rate.audience !== 'members' && !course.rates.some((known) => known.rateId === rate.rateId))
        course.rates.push({ rateId: rate.rateId, name: rate.name });
  }
  return [...courses.values()];
}

/** Where a code applies, in one line: "Harbor Pines North · Prime · Mon, Tue · 08:00–12:00", or "Everywhere". */
function limitsLabel(t: Translate, limits: AdminPromotion['limits'], courses: CourseRates[]): string {
  const courseName = (id: number) => courses.find((course) => course.facilityId === id)?.name ?? `#${id}`;
  const rateName = (id: number) => {
    for (const course of courses) {
      const rate = course.rates.find((candidate) => candidate.rateId === id);
      if (rate) return courses.length > 1 ? `${rate.name} (${course.name})` : rate.name;
    }
    return `#${id}`;
  };
  const parts = [
    limits.facilityIds.map(courseName).join(', '),
    limits.rateIds.map(rateName).join(', '),
    limits.weekdays.map((day) => t(`blocks.days.${day}`)).join(', '),
    limits.fromTime && limits.toTime ? `${limits.fromTime}–${limits.toTime}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? t('promotions.where.everywhere') : parts.join(' · ');
}

/** Reads the limits of the form; a message instead when the time window is not valid. */
function readLimits(data: FormData, t: Translate): NonNullable<PromotionInput['limits']> | string {
  const ids = (name: string) => data.getAll(name).map(Number);
  const fromTime = String(data.get('fromTime') ?? '').trim() || null;
  const toTime = String(data.get('toTime') ?? '').trim() || null;
  if ((fromTime && !LOCAL_TIME.test(fromTime)) || (toTime && !LOCAL_TIME.test(toTime) && toTime !== '24:00'))
    return t('promotions.where.invalidTime');
  if ((fromTime === null) !== (toTime === null)) return t('promotions.where.bothTimes');
  if (fromTime && toTime && toTime <= fromTime) return t('promotions.where.timeOrder');
  return { facilityIds: ids('facilityIds'), rateIds: ids('rateIds'), weekdays: ids('weekdays'), fromTime, toTime };
}

/** SPEC §9 promotion types. */
const TYPES = ['percent', 'amount', 'fixed', 'none'] as const;
type PromotionType = (typeof TYPES)[number];

/** Reads the promotion form; a message instead when a field is not valid. */
function readPromotion(form: HTMLFormElement, type: PromotionType, t: Translate): PromotionInput | string {
  const data = new FormData(form);
  const raw = String(data.get('value') ?? '');
  let value = 0;
  if (type === 'percent') {
    value = Number(raw);
    if (!/^\d{1,3}$/.test(raw.trim()) || value > 100) return t('promotions.invalidPercent');
  } else if (type !== 'none') {
    const cents = centsOf(raw);
    if (cents === null) return t('rates.invalidMoney');
    value = cents;
  }
  const validFrom = String(data.get('validFrom') ?? '') || null;
  const validTo = String(data.get('validTo') ?? '') || null;
  if (validFrom && validTo && validTo < validFrom) return t('promotions.invalidDates');
  const allowedPlayers = data.getAll('allowedPlayers').map(Number);
  if (allowedPlayers.length === 0) return t('rates.invalidPlayers');
  const maxUses = capOf(data.get('maxUses'));
  const maxUsesPerGolfer = capOf(data.get('maxUsesPerGolfer'));
  if (maxUses === undefined || maxUsesPerGolfer === undefined) return t('promotions.invalidLimit');
  const limits = readLimits(data, t);
  if (typeof limits === 'string') return limits;
  const code = String(data.get('code') ?? '')
    .trim()
    .toUpperCase();
  return {
    code,
    type,
    value,
    allowedPlayers,
    validFrom,
    validTo,
    active: data.get('active') === 'on',
    maxUses,
    maxUsesPerGolfer,
    limits,
  };
}

/** A limit field: null when empty (no limit), undefined when not a whole number from 1. */
function capOf(entry: FormDataEntryValue | null): number | null | undefined {
  const raw = String(entry ?? '').trim();
  if (raw === '') return null;
  return /^\d{1,7}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 1_000_000 ? Number(raw) : undefined;
}

/** Where a code applies: courses, their rates, weekdays and a time window; nothing ticked is no limit. */
function LimitsFields({
  t,
  field,
  limits,
  courses,
}: {
  t: Translate;
  field: (name: string) => string;
  limits: AdminPromotion['limits'] | null;
  courses: CourseRates[];
}) {
  return (
    <fieldset className="admin-promotion-limits" aria-describedby={field('where-help')}>
      <legend>{t('promotions.where.legend')}</legend>
      <small id={field('where-help')}>{t('promotions.where.help')}</small>
      {courses.length > 1 && (
        <fieldset className="admin-weekdays">
          <legend>{t('promotions.where.courses')}</legend>
          {courses.map((course) => (
            <label key={course.facilityId}>
              <input
                type="checkbox"
                name="facilityIds"
                value={course.facilityId}
                defaultChecked={limits?.facilityIds.includes(course.facilityId) ?? false}
              />{' '}
              {course.name}
            </label>
          ))}
        </fieldset>
      )}
      {courses.map(
        (course) =>
          course.rates.length > 0 && (
            <fieldset key={course.facilityId} className="admin-weekdays">
              <legend>{t('promotions.where.ratesOf', { course: course.name })}</legend>
              {course.rates.map((rate) => (
                <label key={rate.rateId}>
                  <input
                    type="checkbox"
                    name="rateIds"
                    value={rate.rateId}
                    defaultChecked={limits?.rateIds.includes(rate.rateId) ?? false}
                  />{' '}
                  {rate.name}
                </label>
              ))}
            </fieldset>
          ),
      )}
      <fieldset className="admin-weekdays">
        <legend>{t('promotions.where.weekdays')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              name="weekdays"
              value={day}
              defaultChecked={limits?.weekdays.includes(day) ?? false}
            />{' '}
            {t(`blocks.days.${day}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={field('from-time')}>{t('promotions.where.fromTime')}</label>
      <input
        id={field('from-time')}
        name="fromTime"
        inputMode="numeric"
        placeholder="08:00"
        maxLength={5}
        aria-describedby={field('times-help')}
        defaultValue={limits?.fromTime ?? ''}
      />
      <label htmlFor={field('to-time')}>{t('promotions.where.toTime')}</label>
      <input
        id={field('to-time')}
        name="toTime"
        inputMode="numeric"
        placeholder="12:00"
        maxLength={5}
        aria-describedby={field('times-help')}
        defaultValue={limits?.toTime ?? ''}
      />
      <small id={field('times-help')}>{t('promotions.where.timesHelp')}</small>
    </fieldset>
  );
}

function PromotionForm({
  t,
  promotion,
  courses,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  promotion: AdminPromotion | null;
  courses: CourseRates[];
  busy: boolean;
  onSave: (input: PromotionInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [type, setType] = useState<PromotionType>(promotion?.type ?? 'percent');
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readPromotion(event.currentTarget, type, t);
    if (typeof read === 'string') return setProblem(read);
    setProblem(null);
    onSave(read);
  }

  const initialValue =
    promotion && promotion.type === type
      ? type === 'percent'
        ? String(promotion.value)
        : decimalOf(promotion.value)
      : '';
  return (
    <form
      className="admin-block-form"
      onSubmit={submit}
      aria-labelledby={field('heading')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={field('heading')}>
        {promotion ? t('promotions.editHeading', { code: promotion.code }) : t('promotions.newHeading')}
      </h3>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      <label htmlFor={field('code')}>{t('promotions.code')}</label>
      <input
        id={field('code')}
        ref={first}
        name="code"
        required
        maxLength={32}
        pattern="[A-Za-z0-9][A-Za-z0-9_\-]{1,31}"
        aria-describedby={field('code-help')}
        defaultValue={promotion?.code ?? ''}
      />
      <small id={field('code-help')}>{t('promotions.codeHelp')}</small>
      <label htmlFor={field('type')}>{t('promotions.type')}</label>
      <select
        id={field('type')}
        name="type"
        value={type}
        onChange={(event) => setType(event.currentTarget.value as PromotionType)}
      >
        {TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`promotions.types.${value}`)}
          </option>
        ))}
      </select>
      {type !== 'none' && (
        <>
          <label htmlFor={field('value')}>{t(`promotions.valueOf.${type}`)}</label>
          <input
            key={type}
            id={field('value')}
            name="value"
            required
            inputMode={type === 'percent' ? 'numeric' : 'decimal'}
            defaultValue={initialValue}
          />
        </>
      )}
      <label htmlFor={field('from')}>{t('promotions.validFrom')}</label>
      <input
        id={field('from')}
        name="validFrom"
        type="date"
        defaultValue={promotion?.validFrom ?? ''}
        aria-describedby={field('dates-help')}
      />
      <label htmlFor={field('to')}>{t('promotions.validTo')}</label>
      <input
        id={field('to')}
        name="validTo"
        type="date"
        defaultValue={promotion?.validTo ?? ''}
        aria-describedby={field('dates-help')}
      />
      <small id={field('dates-help')}>{t('promotions.datesHelp')}</small>
      <PlayerCountsField t={t} counts={TEE_TIME_PARTY_SIZES} allowed={promotion?.allowedPlayers ?? null} />
      <label htmlFor={field('max-uses')}>{t('promotions.maxUses')}</label>
      <input
        id={field('max-uses')}
        name="maxUses"
        inputMode="numeric"
        aria-describedby={field('limits-help')}
        defaultValue={promotion?.maxUses ?? ''}
      />
      <label htmlFor={field('max-per-golfer')}>{t('promotions.maxUsesPerGolfer')}</label>
      <input
        id={field('max-per-golfer')}
        name="maxUsesPerGolfer"
        inputMode="numeric"
        aria-describedby={field('limits-help')}
        defaultValue={promotion?.maxUsesPerGolfer ?? ''}
      />
      <small id={field('limits-help')}>{t('promotions.limitsHelp')}</small>
      <LimitsFields t={t} field={field} limits={promotion?.limits ?? null} courses={courses} />
      <label>
        <input type="checkbox" name="active" defaultChecked={promotion?.active ?? true} /> {t('promotions.active')}
      </label>
      <FormActions t={t} saveLabel={t('promotions.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** The promotion codes of the alias: list, create, edit (type, value, dates, players, active). */
export function PromotionsView({
  t,
  target,
  locale,
  currencyCode = 'USD',
  onExpired,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  currencyCode?: string;
  onExpired: () => void;
}) {
  const id = useId();
  const [promotions, setPromotions] = useState<AdminPromotion[] | null>(null);
  const [courses, setCourses] = useState<CourseRates[]>([]);
  const [editing, setEditing] = useState<{ promotion: AdminPromotion | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(
        refusal(t, caught, {
          CONFLICT: t('promotions.duplicate'),
          VALIDATION_FAILED: t('rates.invalid'),
          NOT_FOUND: t('promotions.notFound'),
        }),
      );
    },
    [t, onExpired],
  );

  const load = useCallback(async () => {
    try {
      const [list, rateSets] = await Promise.all([adminApi.promotions(target), adminApi.rateSets(target)]);
      setPromotions(list.promotions);
      setCourses(coursesOf(rateSets.rateSets));
    } catch (caught) {
      fail(caught);
    }
  }, [target, fail]);

  useEffect(() => void load(), [load]);

  function open(promotion: AdminPromotion | null, button: HTMLElement) {
    opener.current = button;
    setMessage(null);
    setError(null);
    setEditing({ promotion });
  }

  function close() {
    setEditing(null);
    opener.current?.focus();
  }

  function save(input: PromotionInput) {
    if (!editing) return;
    setBusy(true);
    setError(null);
    const write = editing.promotion
      ? adminApi.updatePromotion(target, editing.promotion.id, input)
      : adminApi.createPromotion(target, input);
    write
      .then(async (saved) => {
        setMessage(t('promotions.saved', { code: saved.code }));
        await load();
        close();
      }, fail)
      .finally(() => setBusy(false));
  }

  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(cents / 100);
  const valueLabel = (promotion: AdminPromotion) =>
    promotion.type === 'percent'
      ? t('promotions.percentOff', { value: promotion.value })
      : promotion.type === 'amount'
        ? t('promotions.amountOff', { value: money(promotion.value) })
        : promotion.type === 'fixed'
          ? money(promotion.value)
          : '—';
  const usesLabel = (promotion: AdminPromotion) =>
    [
      promotion.maxUses === null
        ? t('promotions.usesOpen', { uses: promotion.uses })
        : t('promotions.usesOf', { uses: promotion.uses, max: promotion.maxUses }),
      promotion.maxUsesPerGolfer === null ? null : t('promotions.perGolfer', { max: promotion.maxUsesPerGolfer }),
    ]
      .filter(Boolean)
      .join('; ');
  const datesLabel = (promotion: AdminPromotion) =>
    !promotion.validFrom && !promotion.validTo
      ? t('promotions.always')
      : t('blocks.range', { from: promotion.validFrom ?? '…', to: promotion.validTo ?? '…' });

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-promotions">
      <h2 id={`${id}-heading`}>{t('promotions.heading')}</h2>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!promotions && !error && <p role="status">{t('promotions.loading')}</p>}
      {promotions?.length === 0 && <p>{t('promotions.none')}</p>}
      {promotions && promotions.length > 0 && (
        <div className="admin-table-wrap" role="region" tabIndex={0} aria-label={t('promotions.listLabel')}>
          <table className="admin-sheet">
            <thead>
              <tr>
                {(['code', 'type', 'value', 'dates', 'players', 'uses', 'limits', 'status', 'actions'] as const).map(
                  (column) => (
                    <th key={column} scope="col">
                      {t(`promotions.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {promotions.map((promotion) => (
                <tr key={promotion.id}>
                  <th scope="row">{promotion.code}</th>
                  <td>{t(`promotions.types.${promotion.type}`)}</td>
                  <td>{valueLabel(promotion)}</td>
                  <td>{datesLabel(promotion)}</td>
                  <td>{promotion.allowedPlayers.join(', ')}</td>
                  <td>{usesLabel(promotion)}</td>
                  <td>{limitsLabel(t, promotion.limits, courses)}</td>
                  <td>{t(`promotions.statuses.${promotion.status}`)}</td>
                  <td>
                    <button
                      type="button"
                      onClick={(event) => open(promotion, event.currentTarget)}
                      aria-label={t('promotions.editOf', { code: promotion.code })}
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
      <button type="button" className="admin-secondary" onClick={(event) => open(null, event.currentTarget)}>
        {t('promotions.add')}
      </button>
      {editing && (
        <PromotionForm
          key={editing.promotion?.id ?? 'new'}
          t={t}
          promotion={editing.promotion}
          courses={courses}
          busy={busy}
          onSave={save}
          onCancel={close}
        />
      )}
    </section>
  );
}

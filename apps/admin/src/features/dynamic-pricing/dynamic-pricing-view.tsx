import { useEffect, useId, useState } from 'react';
import type {
  CourseDynamicPricing,
  DynamicPricingPreview,
  DynamicPricingRuleInput,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import type { AdminTarget } from '../../app/admin-api.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import { dynamicPricingApi } from './dynamic-pricing.api.ts';

type Rule = DynamicPricingRuleInput;
type StepKind = 'utilisationSteps' | 'daysOutSteps';
const THRESHOLD: Record<StepKind, 'atLeastPercent' | 'withinDays'> = {
  utilisationSteps: 'atLeastPercent',
  daysOutSteps: 'withinDays',
};

/** One kind of step as rows of two number fields, with add and remove. */
function StepsField({
  t,
  kind,
  rule,
  onChange,
}: {
  t: Translate;
  kind: StepKind;
  rule: Rule;
  onChange: (rule: Rule) => void;
}) {
  const id = useId();
  const steps = rule[kind] as Record<string, number>[];
  const key = THRESHOLD[kind];
  const set = (next: Record<string, number>[]) => onChange({ ...rule, [kind]: next });
  return (
    <fieldset className="admin-steps">
      <legend>{t(`dynamicPricing.${kind}.legend`)}</legend>
      {steps.length === 0 && <p>{t('dynamicPricing.noSteps')}</p>}
      {steps.map((step, index) => (
        <div key={index} className="admin-step">
          <label htmlFor={`${id}-${index}-t`}>{t(`dynamicPricing.${kind}.threshold`, { n: index + 1 })}</label>
          <input
            id={`${id}-${index}-t`}
            type="number"
            inputMode="numeric"
            value={step[key]}
            onChange={(event) =>
              set(steps.map((s, i) => (i === index ? { ...s, [key]: Number(event.currentTarget.value) } : s)))
            }
          />
          <label htmlFor={`${id}-${index}-a`}>{t(`dynamicPricing.${kind}.adjust`, { n: index + 1 })}</label>
          <input
            id={`${id}-${index}-a`}
            type="number"
            inputMode="numeric"
            value={step.adjustPercent}
            onChange={(event) =>
              set(steps.map((s, i) => (i === index ? { ...s, adjustPercent: Number(event.currentTarget.value) } : s)))
            }
          />
          <button type="button" onClick={() => set(steps.filter((_, i) => i !== index))}>
            {t(`dynamicPricing.${kind}.remove`, { n: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => set([...steps, { [key]: (steps.at(-1)?.[key] ?? -1) + 1, adjustPercent: 0 }])}
      >
        {t(`dynamicPricing.${kind}.add`)}
      </button>
    </fieldset>
  );
}

type PreviewDay = DynamicPricingPreview['days'][number];
type AppliedStep = PreviewDay['steps'][number];
type PriceExplanation = PreviewDay['rates'][number]['cart'];

/** A percent change with its sign: +10, −15 (minus sign), 0. */
const signed = (percent: number) => (percent > 0 ? `+${percent}` : percent < 0 ? `−${-percent}` : '0');

/** What made one price: each applied step, then the floor or ceiling when it held the price. */
function explanationLines(t: Translate, explanation: PriceExplanation): string[] {
  const lines = explanation.steps.map((step: AppliedStep) =>
    step.kind === 'utilisation'
      ? t('dynamicPricing.applied.utilisation', {
          atLeast: step.atLeastPercent,
          adjust: signed(step.adjustPercent),
        })
      : step.withinDays === 0
        ? t('dynamicPricing.applied.today', { adjust: signed(step.adjustPercent) })
        : t('dynamicPricing.applied.daysOut', { count: step.withinDays, adjust: signed(step.adjustPercent) }),
  );
  if (explanation.clamp) lines.push(t(`dynamicPricing.applied.${explanation.clamp.limit}`));
  return lines;
}

/** Next week's prices under the draft rule: base → adjusted, per day, rate and band, and why. */
function PreviewTable({ t, preview, locale }: { t: Translate; preview: DynamicPricingPreview; locale: string }) {
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: preview.currencyCode }).format(cents / 100);
  const price = (explanation: PriceExplanation) => {
    const lines = explanationLines(t, explanation);
    return (
      <>
        {explanation.base === explanation.price
          ? money(explanation.base)
          : `${money(explanation.base)} → ${money(explanation.price)}`}
        {lines.length > 0 && (
          <ul className="admin-price-steps">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </>
    );
  };
  return (
    <table className="admin-table">
      <caption>{t('dynamicPricing.previewCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dynamicPricing.columns.date')}</th>
          <th scope="col">{t('dynamicPricing.columns.utilisation')}</th>
          <th scope="col">{t('dynamicPricing.columns.rate')}</th>
          <th scope="col">{t('dynamicPricing.columns.times')}</th>
          <th scope="col">{t('dynamicPricing.columns.cart')}</th>
          <th scope="col">{t('dynamicPricing.columns.walking')}</th>
        </tr>
      </thead>
      <tbody>
        {preview.days.flatMap((day) =>
          day.rates.map((rate) => (
            <tr key={`${day.date}-${rate.rateId}`}>
              <th scope="row">{day.date}</th>
              <td>{`${day.utilisationPercent} %`}</td>
              <td>{rate.name}</td>
              <td>{`${rate.fromTime}–${rate.toTime}`}</td>
              <td>{rate.transportation === 'Walking' ? '—' : price(rate.cart)}</td>
              <td>{rate.transportation === 'Cart' ? '—' : price(rate.walking)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** The Dynamic pricing screen: a course's rule, its preview over the next 7 days, and saving it. */
export function DynamicPricingView({
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
  const [courses, setCourses] = useState<CourseDynamicPricing[] | null>(null);
  const [facilityId, setFacilityId] = useState<number | null>(null);
  const [rule, setRule] = useState<Rule | null>(null);
  const [preview, setPreview] = useState<DynamicPricingPreview | null>(null);
  const [status, setStatus] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dynamicPricingApi.list(target).then(
      (answer) => {
        setCourses(answer.courses);
        const first = answer.courses[0];
        if (first) {
          setFacilityId(first.facilityId);
          setRule(first.rule);
        }
      },
      (caught) => (endsSession(caught) ? onExpired() : setStatus({ kind: 'error', text: refusal(t, caught) })),
    );
  }, [target, t, onExpired]);

  function change(next: Rule) {
    setRule(next);
    setPreview(null);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setStatus(null);
    try {
      await action();
    } catch (caught) {
      if (endsSession(caught)) onExpired();
      else setStatus({ kind: 'error', text: refusal(t, caught, { VALIDATION_FAILED: t('dynamicPricing.invalid') }) });
    } finally {
      setBusy(false);
    }
  }

  const course = courses?.find((candidate) => candidate.facilityId === facilityId);
  if (!courses) return <p>{status?.text ?? t('dynamicPricing.loading')}</p>;
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-dynamic-pricing">
      <h2 id={`${id}-heading`}>{t('dynamicPricing.heading')}</h2>
      <p>{t('dynamicPricing.intro')}</p>
      {courses.length > 1 && (
        <>
          <label htmlFor={`${id}-course`}>{t('dynamicPricing.course')}</label>
          <select
            id={`${id}-course`}
            value={facilityId ?? ''}
            onChange={(event) => {
              const next = courses.find((candidate) => candidate.facilityId === Number(event.currentTarget.value));
              if (!next) return;
              setFacilityId(next.facilityId);
              change(next.rule);
            }}
          >
            {courses.map((candidate) => (
              <option key={candidate.facilityId} value={candidate.facilityId}>
                {candidate.facilityName}
              </option>
            ))}
          </select>
        </>
      )}
      {course && rule && (
        <form className="admin-block-form" onSubmit={(event) => event.preventDefault()}>
          <label className="admin-check">
            <input
              type="checkbox"
              role="switch"
              checked={rule.enabled}
              onChange={(event) => change({ ...rule, enabled: event.currentTarget.checked })}
            />
            {t('dynamicPricing.enabled', { course: course.facilityName })}
          </label>
          <label htmlFor={`${id}-floor`}>{t('dynamicPricing.floor')}</label>
          <input
            id={`${id}-floor`}
            type="number"
            inputMode="numeric"
            min={10}
            max={100}
            value={rule.floorPercent}
            onChange={(event) => change({ ...rule, floorPercent: Number(event.currentTarget.value) })}
          />
          <label htmlFor={`${id}-ceiling`}>{t('dynamicPricing.ceiling')}</label>
          <input
            id={`${id}-ceiling`}
            type="number"
            inputMode="numeric"
            min={100}
            max={500}
            value={rule.ceilingPercent}
            onChange={(event) => change({ ...rule, ceilingPercent: Number(event.currentTarget.value) })}
          />
          <StepsField t={t} kind="utilisationSteps" rule={rule} onChange={change} />
          <StepsField t={t} kind="daysOutSteps" rule={rule} onChange={change} />
          <div className="admin-actions">
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                run(async () => setPreview(await dynamicPricingApi.preview(target, course.facilityId, rule)))
              }
            >
              {t('dynamicPricing.preview')}
            </button>
            <button
              type="button"
              disabled={busy || !preview}
              aria-describedby={preview ? undefined : `${id}-save-help`}
              onClick={() =>
                run(async () => {
                  const saved = await dynamicPricingApi.save(target, course.facilityId, rule);
                  setCourses(
                    courses.map((candidate) => (candidate.facilityId === saved.facilityId ? saved : candidate)),
                  );
                  setStatus({ kind: 'ok', text: t('dynamicPricing.saved', { course: saved.facilityName }) });
                })
              }
            >
              {t('dynamicPricing.save')}
            </button>
          </div>
          {!preview && <small id={`${id}-save-help`}>{t('dynamicPricing.previewFirst')}</small>}
        </form>
      )}
      {status && (
        <p
          className={status.kind === 'error' ? 'admin-error' : 'admin-ok'}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
      {preview && <PreviewTable t={t} preview={preview} locale={locale} />}
    </section>
  );
}

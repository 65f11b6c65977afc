import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AdminRate, AdminRateSet, RateInput } from '@fairway/contract/admin.contract';
import { MAX_SIMULATOR_PLAYERS, partySizesUpTo, TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { memberGuestFeesProblem, RATE_AUDIENCES, type RateAudience } from '@fairway/domain/tee-times/member-rates';
import { adminApi, type AdminTarget, centsOf, decimalOf } from '../../app/admin-api.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import { FormActions, PlayerCountsField } from '../../shared/form-parts.tsx';
import type { Translate } from '../../app/admin-i18n.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
/** The party sizes a simulator rate may sell. */
const SIMULATOR_PARTY_SIZES = partySizesUpTo(MAX_SIMULATOR_PLAYERS);
const TRANSPORTATIONS = ['Both', 'Cart', 'Walking'] as const;

/** Days of a band as the console reads them: "Every day", or "Mon, Tue". */
function daysLabel(t: Translate, days: number[]): string {
  return days.length === 7 ? t('rates.everyDay') : days.map((day) => t(`blocks.days.${day}`)).join(', ');
}

/** Who a rate is sold to, with a members' rate's guest fees: "Members (guests $55.00 / $45.00)". */
function audienceLabel(t: Translate, rate: AdminRate, money: (cents: number) => string): string {
  if (rate.audience === 'public') return t('rates.publicAudience');
  const fees = [
    rate.transportation !== 'Walking' && rate.memberGuestFeeCart,
    rate.transportation !== 'Cart' && rate.memberGuestFeeWalking,
  ]
    .filter((fee): fee is number => typeof fee === 'number')
    .map(money)
    .join(' / ');
  return t('rates.membersWithGuests', { fees });
}

type Editing = { set: AdminRateSet; rate: AdminRate | null };

/** Reads the rate form; a message instead when a field is not valid. */
function readRate(form: HTMLFormElement, t: Translate): RateInput | string {
  const data = new FormData(form);
  const greenFeeCart = centsOf(String(data.get('greenFeeCart') ?? ''));
  const greenFeeWalking = centsOf(String(data.get('greenFeeWalking') ?? ''));
  if (greenFeeCart === null || greenFeeWalking === null) return t('rates.invalidMoney');
  const fromTime = String(data.get('fromTime') ?? '');
  const toTime = data.get('untilEnd') === 'on' ? '24:00' : String(data.get('toTime') ?? '');
  if (!fromTime || !toTime || fromTime >= toTime) return t('rates.invalidBand');
  const daysOfWeek = data.getAll('daysOfWeek').map(Number);
  if (daysOfWeek.length === 0) return t('rates.invalidDays');
  const allowedPlayers = data.getAll('allowedPlayers').map(Number);
  if (allowedPlayers.length === 0) return t('rates.invalidPlayers');
  const audience: RateAudience = data.get('audience') === 'members' ? 'members' : 'public';
  const guestFee = (name: string) => (audience === 'members' ? centsOf(String(data.get(name) ?? '')) : null);
  const memberGuest = {
    audience,
    memberGuestFeeCart: guestFee('memberGuestFeeCart'),
    memberGuestFeeWalking: guestFee('memberGuestFeeWalking'),
  };
  // The same rule as the server's schema: a members' rate needs both member-guest fees.
  if (memberGuestFeesProblem(memberGuest)) return t('rates.invalidMemberGuest');
  return {
    name: String(data.get('name') ?? '').trim(),
    holes: Number(data.get('holes')) === 9 ? 9 : 18,
    greenFeeCart,
    greenFeeWalking,
    transportation: String(data.get('transportation')) as RateInput['transportation'],
    daysOfWeek,
    fromTime,
    toTime,
    allowedPlayers,
    showAsHotDeal: data.get('showAsHotDeal') === 'on',
    trade: data.get('trade') === 'on',
    ...memberGuest,
  };
}

function RateForm({
  t,
  editing,
  busy,
  onSave,
  onCancel,
}: {
  t: Translate;
  editing: Editing;
  busy: boolean;
  onSave: (input: RateInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const first = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rate = editing.rate;
  const simulator = editing.set.rates.some((candidate) => candidate.isSimulator);
  const [untilEnd, setUntilEnd] = useState(rate?.toTime === '24:00');
  const [audience, setAudience] = useState<RateAudience>(rate?.audience ?? 'public');
  useEffect(() => first.current?.focus(), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readRate(event.currentTarget, t);
    if (typeof read === 'string') return setProblem(read);
    setProblem(null);
    onSave(read);
  }

  const heading = rate ? t('rates.editHeading', { name: rate.name }) : t('rates.newHeading', { set: editing.set.name });
  return (
    <form
      className="admin-block-form admin-rate-form"
      onSubmit={submit}
      aria-labelledby={field('heading')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={field('heading')}>
        {heading} <small>({editing.set.courseName})</small>
      </h3>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      <label htmlFor={field('name')}>{t('rates.name')}</label>
      <input id={field('name')} ref={first} name="name" required maxLength={80} defaultValue={rate?.name ?? ''} />
      <label htmlFor={field('holes')}>{t('rates.holes')}</label>
      <select id={field('holes')} name="holes" defaultValue={String(rate?.holes ?? 18)}>
        <option value="18">18</option>
        <option value="9">9</option>
      </select>
      <label htmlFor={field('cart')}>{t('rates.greenFeeCart', { currency: editing.set.currencyCode })}</label>
      <input
        id={field('cart')}
        name="greenFeeCart"
        required
        inputMode="decimal"
        pattern="\d{1,7}([.,]\d{1,2})?"
        aria-describedby={field('money-help')}
        defaultValue={rate ? decimalOf(rate.greenFeeCart) : ''}
      />
      <label htmlFor={field('walking')}>{t('rates.greenFeeWalking', { currency: editing.set.currencyCode })}</label>
      <input
        id={field('walking')}
        name="greenFeeWalking"
        required
        inputMode="decimal"
        pattern="\d{1,7}([.,]\d{1,2})?"
        aria-describedby={field('money-help')}
        defaultValue={rate ? decimalOf(rate.greenFeeWalking) : ''}
      />
      <small id={field('money-help')}>{t('rates.moneyHelp')}</small>
      <label htmlFor={field('audience')}>{t('rates.audience')}</label>
      <select
        id={field('audience')}
        name="audience"
        value={audience}
        aria-describedby={field('audience-help')}
        onChange={(event) => setAudience(event.currentTarget.value as RateAudience)}
      >
        {RATE_AUDIENCES.map((value) => (
          <option key={value} value={value}>
            {t(`rates.audiences.${value}`)}
          </option>
        ))}
      </select>
      <small id={field('audience-help')}>{t('rates.audienceHelp')}</small>
      {audience === 'members' && (
        <>
          <label htmlFor={field('guest-cart')}>
            {t('rates.memberGuestFeeCart', { currency: editing.set.currencyCode })}
          </label>
          <input
            id={field('guest-cart')}
            name="memberGuestFeeCart"
            required
            inputMode="decimal"
            pattern="\d{1,7}([.,]\d{1,2})?"
            aria-describedby={field('money-help')}
            defaultValue={rate?.memberGuestFeeCart != null ? decimalOf(rate.memberGuestFeeCart) : ''}
          />
          <label htmlFor={field('guest-walking')}>
            {t('rates.memberGuestFeeWalking', { currency: editing.set.currencyCode })}
          </label>
          <input
            id={field('guest-walking')}
            name="memberGuestFeeWalking"
            required
            inputMode="decimal"
            pattern="\d{1,7}([.,]\d{1,2})?"
            aria-describedby={field('money-help')}
            defaultValue={rate?.memberGuestFeeWalking != null ? decimalOf(rate.memberGuestFeeWalking) : ''}
          />
        </>
      )}
      <label htmlFor={field('transportation')}>{t('rates.transportation')}</label>
      <select id={field('transportation')} name="transportation" defaultValue={rate?.transportation ?? 'Both'}>
        {TRANSPORTATIONS.map((value) => (
          <option key={value} value={value}>
            {t(`rates.transportations.${value}`)}
          </option>
        ))}
      </select>
      <fieldset className="admin-weekdays">
        <legend>{t('rates.days')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day}>
            <input
              type="checkbox"
              name="daysOfWeek"
              value={day}
              defaultChecked={rate ? rate.daysOfWeek.includes(day) : true}
            />{' '}
            {t(`blocks.days.${day}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={field('from')}>{t('rates.from')}</label>
      <input id={field('from')} name="fromTime" type="time" required defaultValue={rate?.fromTime ?? '00:00'} />
      <label htmlFor={field('to')}>{t('rates.to')}</label>
      <input
        id={field('to')}
        name="toTime"
        type="time"
        required={!untilEnd}
        disabled={untilEnd}
        defaultValue={rate && rate.toTime !== '24:00' ? rate.toTime : '23:59'}
      />
      <label>
        <input
          type="checkbox"
          name="untilEnd"
          checked={untilEnd}
          onChange={(event) => setUntilEnd(event.currentTarget.checked)}
        />{' '}
        {t('rates.untilEnd')}
      </label>
      <PlayerCountsField
        t={t}
        counts={simulator ? SIMULATOR_PARTY_SIZES : TEE_TIME_PARTY_SIZES}
        allowed={rate?.allowedPlayers ?? null}
      />
      <label>
        <input type="checkbox" name="showAsHotDeal" defaultChecked={rate?.showAsHotDeal ?? false} />{' '}
        {t('rates.hotDeal')}
      </label>
      <label>
        <input type="checkbox" name="trade" defaultChecked={rate?.trade ?? false} /> {t('rates.trade')}
      </label>
      <FormActions t={t} saveLabel={t('rates.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** The Rates screen: each course's rate sets and rates (band, fees, players, flags), edited in place; new rates per set. */
export function RatesView({
  t,
  target,
  locale,
  onExpired,
  onLoaded,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onExpired: () => void;
  onLoaded?: (sets: AdminRateSet[]) => void;
}) {
  const id = useId();
  const [sets, setSets] = useState<AdminRateSet[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      setError(refusal(t, caught, { VALIDATION_FAILED: t('rates.invalid'), NOT_FOUND: t('rates.notFound') }));
    },
    [t, onExpired],
  );

  const load = useCallback(async () => {
    try {
      const loaded = (await adminApi.rateSets(target)).rateSets;
      setSets(loaded);
      onLoaded?.(loaded);
    } catch (caught) {
      fail(caught);
    }
  }, [target, fail, onLoaded]);

  useEffect(() => void load(), [load]);

  function open(next: Editing, button: HTMLElement) {
    opener.current = button;
    setMessage(null);
    setError(null);
    setEditing(next);
  }

  function close() {
    setEditing(null);
    opener.current?.focus();
  }

  function save(input: RateInput) {
    if (!editing) return;
    setBusy(true);
    setError(null);
    const current = editing;
    const write = current.rate
      ? adminApi.updateRate(target, current.rate.rateId, input)
      : adminApi.createRate(target, current.set.rateSetId, input);
    write
      .then(async (saved) => {
        setMessage(t('rates.saved', { name: saved.name }));
        await load();
        close();
      }, fail)
      .finally(() => setBusy(false));
  }

  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-rates">
      <h2 id={`${id}-heading`}>{t('rates.heading')}</h2>
      <p>{t('rates.intro')}</p>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!sets && !error && <p role="status">{t('rates.loading')}</p>}
      {sets?.length === 0 && <p>{t('rates.none')}</p>}
      {sets?.map((set) => (
        <div key={set.rateSetId} className="admin-rate-set">
          <div
            className="admin-table-wrap"
            role="region"
            tabIndex={0}
            aria-label={t('rates.setCaption', { course: set.courseName, set: set.name })}
          >
            <table className="admin-sheet">
              <caption>{t('rates.setCaption', { course: set.courseName, set: set.name })}</caption>
              <thead>
                <tr>
                  {(
                    [
                      'name',
                      'holes',
                      'days',
                      'times',
                      'cart',
                      'walking',
                      'audience',
                      'players',
                      'details',
                      'actions',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col">
                      {t(`rates.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {set.rates.map((rate) => (
                  <tr key={rate.rateId}>
                    <th scope="row">{rate.name}</th>
                    <td>{rate.holes}</td>
                    <td>{daysLabel(t, rate.daysOfWeek)}</td>
                    <td>
                      {rate.fromTime}–{rate.toTime}
                    </td>
                    <td>{rate.transportation === 'Walking' ? '—' : money(rate.greenFeeCart, set.currencyCode)}</td>
                    <td>{rate.transportation === 'Cart' ? '—' : money(rate.greenFeeWalking, set.currencyCode)}</td>
                    <td>{audienceLabel(t, rate, (cents) => money(cents, set.currencyCode))}</td>
                    <td>{rate.allowedPlayers.join(', ')}</td>
                    <td>
                      {[
                        rate.showAsHotDeal && t('rates.hotDeal'),
                        rate.trade && t('rates.trade'),
                        rate.isSimulator && t('rates.simulator'),
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </td>
                    <td>
                      <button
                        type="button"
                        onClick={(event) => open({ set, rate }, event.currentTarget)}
                        aria-label={t('rates.editOf', { name: rate.name, course: set.courseName })}
                      >
                        {t('rates.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="admin-secondary"
            onClick={(event) => open({ set, rate: null }, event.currentTarget)}
          >
            {t('rates.add', { set: set.name, course: set.courseName })}
          </button>
          {editing?.set.rateSetId === set.rateSetId && (
            <RateForm
              key={editing.rate?.rateId ?? 'new'}
              t={t}
              editing={editing}
              busy={busy}
              onSave={save}
              onCancel={close}
            />
          )}
        </div>
      ))}
    </section>
  );
}

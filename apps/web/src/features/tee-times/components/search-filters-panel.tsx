import { dateTimeFormat } from '@fairway/domain/shared/intl-cache';
import type { Facility } from '@fairway/contract/facilities.contract';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { DEFAULT_HOLES, type SearchFilters, type TransportationFilter } from '@fairway/domain/tee-times/search-filters';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaterTask } from '../../../shared/layout/use-later-task.ts';
import { useWideLayout } from '../../../shared/layout/use-wide-layout.ts';

/** Props of the filter panel. */
export interface SearchFiltersPanelProps {
  filters: SearchFilters;
  facilities: Facility[];
  rateTypes: string[];
  today: string;
  lastDate: string;
  onChange: (change: Partial<SearchFilters>) => void;
}

const HOURS = Array.from({ length: 19 }, (_, index) => index + 5); // 05:00 … 23:00
const toggle = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
const hourLabel = (hour: number, locale: string) =>
  dateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour)));

/** The search filters of SPEC §3: courses, date, price, time, golfers, holes, transportation, rate type. */
export function SearchFiltersPanel(props: SearchFiltersPanelProps) {
  const { t } = useTranslation();
  const wide = useWideLayout();
  // On a phone the panel starts folded: its form (a hundred elements) renders a task after the
  // tee times, or at once if the golfer unfolds it first.
  const later = useLaterTask();
  const [unfolded, setUnfolded] = useState(false);
  // On a phone the filters fold away so the tee times come first into view.
  return wide ? (
    <section className="search-filters-panel card">
      <h2 className="search-filters__title">{t('search.filters')}</h2>
      <SearchFiltersForm {...props} />
    </section>
  ) : (
    <details className="search-filters-panel card" onToggle={(event) => setUnfolded(event.currentTarget.open)}>
      <summary className="search-filters__title">{t('search.filters')}</summary>
      {later || unfolded ? <SearchFiltersForm {...props} /> : null}
    </details>
  );
}

function SearchFiltersForm({ filters, facilities, rateTypes, today, lastDate, onChange }: SearchFiltersPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const priceNumber = (value: string) =>
    value.trim() === '' || Number.isNaN(Number(value)) ? null : Math.max(0, Math.round(Number(value)));
  const rateTypeOptions = [...new Set([...rateTypes, ...filters.rateType])];
  return (
    <form className="search-filters" aria-label={t('search.filters')} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-date`}>{t('search.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={filters.date}
          min={today}
          max={lastDate}
          required
          onChange={(event) => event.target.value && onChange({ date: event.target.value, teetime: null })}
        />
      </div>
      {facilities.length > 1 ? (
        <fieldset className="field-group">
          <legend>{t('search.courses')}</legend>
          {facilities.map((facility) => (
            <label key={facility.id} className="check">
              <input
                type="checkbox"
                checked={filters.course.includes(facility.id)}
                onChange={() => onChange({ course: toggle(filters.course, facility.id) })}
              />
              {facility.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="field-group">
        <legend>{t('search.golfers')}</legend>
        <label className="check">
          <input type="checkbox" checked={filters.golfers.length === 0} onChange={() => onChange({ golfers: [] })} />
          {t('search.any')}
        </label>
        {TEE_TIME_PARTY_SIZES.map((count) => (
          <label key={count} className="check">
            <input
              type="checkbox"
              checked={filters.golfers.includes(count)}
              onChange={() => onChange({ golfers: toggle(filters.golfers, count).sort() })}
            />
            {count}
          </label>
        ))}
      </fieldset>
      <fieldset className="field-group">
        <legend>{t('search.holes')}</legend>
        {DEFAULT_HOLES.map((holes) => (
          <label key={holes} className="check">
            <input
              type="checkbox"
              checked={filters.holes.includes(holes)}
              onChange={() => {
                const next = toggle(filters.holes, holes);
                onChange({ holes: next.length ? next : [...DEFAULT_HOLES] });
              }}
            />
            {t('search.holesCount', { count: holes })}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-transportation`}>{t('search.transportation')}</label>
        <select
          id={`${id}-transportation`}
          value={filters.transportation}
          onChange={(event) => onChange({ transportation: event.target.value as TransportationFilter })}
        >
          <option value="Any">{t('search.any')}</option>
          <option value="Walking">{t('search.walking')}</option>
          <option value="Riding">{t('search.riding')}</option>
        </select>
      </div>
      <fieldset className="field-group field-group--row">
        <legend>{t('search.time')}</legend>
        <label className="field field--inline">
          <span>{t('search.startHour')}</span>
          <select
            value={filters.startHour ?? ''}
            onChange={(event) => onChange({ startHour: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('search.anyTime')}</option>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span>{t('search.endHour')}</span>
          <select
            value={filters.endHour ?? ''}
            onChange={(event) => onChange({ endHour: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t('search.anyTime')}</option>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour, i18n.language)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset className="field-group field-group--row">
        <legend>{t('search.price')}</legend>
        <label className="field field--inline">
          <span>{t('search.minPrice')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={filters.minPrice ?? ''}
            onChange={(event) => onChange({ minPrice: priceNumber(event.target.value) })}
          />
        </label>
        <label className="field field--inline">
          <span>{t('search.maxPrice')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={filters.maxPrice ?? ''}
            onChange={(event) => onChange({ maxPrice: priceNumber(event.target.value) })}
          />
        </label>
      </fieldset>
      {rateTypeOptions.length ? (
        <fieldset className="field-group">
          <legend>{t('search.rateType')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={filters.rateType.length === 0}
              onChange={() => onChange({ rateType: [] })}
            />
            {t('search.any')}
          </label>
          {rateTypeOptions.map((name) => (
            <label key={name} className="check">
              <input
                type="checkbox"
                checked={filters.rateType.includes(name)}
                onChange={() => onChange({ rateType: toggle(filters.rateType, name) })}
              />
              {name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button
        type="button"
        className="button button--quiet"
        onClick={() =>
          onChange({
            course: [],
            minPrice: null,
            maxPrice: null,
            startHour: null,
            endHour: null,
            golfers: [],
            holes: [...DEFAULT_HOLES],
            transportation: 'Any',
            rateType: [],
          })
        }
      >
        {t('search.reset')}
      </button>
    </form>
  );
}

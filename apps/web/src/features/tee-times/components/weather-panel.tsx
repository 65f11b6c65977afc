import type { Facility } from '@fairway/contract/facilities.contract';
import type { DailyWeather } from '@fairway/contract/weather.contract';
import { useTranslation } from 'react-i18next';
import { useGetWeatherQuery, useLazyGetHourlyWeatherQuery } from '../api/tee-times-api.ts';
import { formatTeeTime, weatherCondition } from '../utils/format.ts';

// Courses in the United States read Fahrenheit; everyone else Celsius.
const degrees = (celsius: number, facility: Facility) =>
  Math.round(facility.address.country === 'US' ? (celsius * 9) / 5 + 32 : celsius);

function Hourly({ facility, date }: { facility: Facility; date: string }) {
  const { t, i18n } = useTranslation();
  const [load, { data, isFetching }] = useLazyGetHourlyWeatherQuery();
  return (
    <details
      className="weather__hourly"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open)
          void load({ date, gnFacilityId: facility.gnFacilityId }, true);
      }}
    >
      <summary>{t('weather.hourly')}</summary>
      {isFetching ? <p>{t('weather.loading')}</p> : null}
      {data?.status === 'unavailable' ? <p>{t('weather.unavailable')}</p> : null}
      {data?.status === 'available' ? (
        <ol className="weather__hours">
          {data.hours
            .filter((_, index) => index >= 6 && index <= 20)
            .map((hour) => (
              <li key={hour.time}>
                <span>{formatTeeTime(`${date}T${hour.time}`, i18n.language)}</span>
                <span>{degrees(hour.temperatureC, facility)}°</span>
                <span className="weather__hour-condition">
                  {t(`weather.conditions.${weatherCondition(hour.weatherCode)}`)}
                </span>
              </li>
            ))}
        </ol>
      ) : null}
    </details>
  );
}

function Daily({ daily, facility }: { daily: DailyWeather; facility: Facility }) {
  const { t } = useTranslation();
  return (
    <p className="weather__daily">
      <strong>{t(`weather.conditions.${weatherCondition(daily.weatherCode)}`)}</strong>
      <span>{t('weather.high', { value: degrees(daily.temperatureMaxC, facility) })}</span>
      <span>{t('weather.low', { value: degrees(daily.temperatureMinC, facility) })}</span>
      {daily.precipitationProbability !== null ? (
        <span>{t('weather.rain', { value: daily.precipitationProbability })}</span>
      ) : null}
    </p>
  );
}

/** Daily weather per facility with an hourly forecast on demand; one quiet line when no forecast is available. */
export function WeatherPanel({ facilities, date }: { facilities: Facility[]; date: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetWeatherQuery({
    date,
    gnFacilityIds: facilities.map((facility) => facility.gnFacilityId),
  });
  const entryOf = (facility: Facility) => data?.find((item) => item.gnFacilityId === facility.gnFacilityId);
  // Repeating "unavailable" per course only pushes the tee times down (most of all on a phone).
  if (isError || (data && facilities.every((facility) => !entryOf(facility)?.daily))) {
    return (
      <p className="weather weather--unavailable" data-testid="weather">
        {t('weather.unavailable')}
      </p>
    );
  }
  return (
    <section className="weather card" aria-label={t('weather.title')} data-testid="weather">
      <h2 className="weather__title">{t('weather.title')}</h2>
      {isLoading ? <p className="weather__status">{t('weather.loading')}</p> : null}
      <ul className="weather__list">
        {facilities.map((facility) => {
          const entry = entryOf(facility);
          if (!entry) return null;
          return (
            <li key={facility.id} className="weather__facility">
              <span className="weather__name">{facility.name}</span>
              {entry.daily ? (
                <Daily daily={entry.daily} facility={facility} />
              ) : (
                <p className="weather__status">{t('weather.unavailable')}</p>
              )}
              {entry.daily ? <Hourly facility={facility} date={date} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

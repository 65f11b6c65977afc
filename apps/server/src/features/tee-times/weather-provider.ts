import type { DailyWeather, HourlyWeather } from '@fairway/contract/weather.contract';

/** Where to forecast: a facility's coordinates and time zone. */
export interface WeatherPlace {
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** A forecast for one local date. */
export interface WeatherForecast {
  daily: DailyWeather;
  hourly: HourlyWeather[];
}

/**
 * A source of forecasts. `forecast` resolves null when the provider cannot answer (offline,
 * date out of range); it never throws, so search keeps working without weather.
 */
export interface WeatherProvider {
  forecast(place: WeatherPlace, date: string): Promise<WeatherForecast | null>;
}

/** A provider that never has weather: for tests and air-gapped installs. */
export const unavailableWeather: WeatherProvider = { forecast: async () => null };

import { z } from 'zod';
import { idListSchema, isoDateSchema } from './tee-times.contract.ts';

/** Whether the weather provider answered; the panel says "unavailable" otherwise. */
const weatherStatusSchema = z.enum(['available', 'unavailable']);

/** A day's forecast at a facility (metric; the web converts for display). */
const dailyWeatherSchema = z.object({
  weatherCode: z.number().int().describe('WMO weather interpretation code'),
  temperatureMaxC: z.number(),
  temperatureMinC: z.number(),
  precipitationProbability: z.number().nullable(),
  windSpeedMaxKmh: z.number().nullable(),
});
export type DailyWeather = z.infer<typeof dailyWeatherSchema>;

/** One hour of the forecast, local time HH:mm. */
const hourlyWeatherSchema = z.object({
  time: z.string(),
  weatherCode: z.number().int(),
  temperatureC: z.number(),
  precipitationProbability: z.number().nullable(),
});
export type HourlyWeather = z.infer<typeof hourlyWeatherSchema>;

/** GET /weather query (SPEC §7). */
export const weatherQuerySchema = z.object({ date: isoDateSchema, gnFacilityIds: idListSchema });

/** GET /weather answer: one entry per facility. */
export const weatherResponseSchema = z.array(
  z.object({
    gnFacilityId: z.number().int(),
    date: isoDateSchema,
    status: weatherStatusSchema,
    daily: dailyWeatherSchema.nullable(),
  }),
);
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;

/** GET /weather/hourly query (SPEC §7). */
export const hourlyWeatherQuerySchema = z.object({
  date: isoDateSchema,
  gnFacilityId: z.coerce.number().int().positive().max(2147483647),
});

/** GET /weather/hourly answer. */
export const hourlyWeatherResponseSchema = z.object({
  gnFacilityId: z.number().int(),
  date: isoDateSchema,
  status: weatherStatusSchema,
  hours: z.array(hourlyWeatherSchema),
});
export type HourlyWeatherResponse = z.infer<typeof hourlyWeatherResponseSchema>;

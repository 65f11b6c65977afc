import {
  type AdminCourse,
  courseDetailsSchema,
  courseOverridesUpdateSchema,
} from '@fairway/contract/admin-courses.contract';
import { type AdminSettingsResponse, settingsUpdateRequestSchema } from '@fairway/contract/admin-settings.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { themeContrast } from '@fairway/domain/admin/theme-contrast';
import { vi } from 'vitest';
import { json } from '../../test/render-console.tsx';

// The console's settings API as the tests answer it: contract-valid answers, and every body the
// screen sends checked by the contract's request schema (a form that sends what the server
// refuses fails the test).

export const SETTINGS = resolveFacilitySettings({
  identity: { alias: 'demo', name: 'Harbor Pines', gnFacilityIds: [1, 2], isDefault: true },
  inventory: { startTimeMinutesAfterMidnight: 420 },
  appearance: {
    primaryColor: '#4fb488',
    welcomeMessage: '&lt;p&gt;Welcome&lt;/p&gt;',
    salesBanner: 'Twilight from $39',
  },
});

const ANSWER: AdminSettingsResponse = {
  alias: 'demo',
  engine: { allowedOrigins: [], affiliate: false },
  settings: SETTINGS,
  contrast: themeContrast(SETTINGS.appearance),
  updatedAt: '2026-07-10T12:00:00.000Z',
};

export const COURSE: AdminCourse = {
  id: 7,
  courseId: 'harbor-pines',
  gnFacilityId: 1,
  isSimulator: false,
  currencyCode: 'USD',
  editable: true,
  details: {
    name: 'Harbor Pines',
    address: { line1: '1 Harbor Way', city: 'Wilmington', region: 'NC', postalCode: '28401', country: 'US' },
    latitude: 34.2,
    longitude: -77.9,
    phone: null,
    website: null,
    description: null,
    images: [],
    timeZone: 'America/New_York',
    holes: 18,
    taxRateBps: 700,
  },
  overrides: {},
  effective: {
    maxDaysOut: 14,
    sameDayReservationWindowMinutes: 30,
    reservationWindowType: 'sunrise-sunset',
    startTimeMinutesAfterSunrise: 0,
    endTimeMinutesBeforeSunset: -60,
    startTimeMinutesAfterMidnight: 420,
    endTimeMinutesAfterMidnight: null,
    maxTeeTimesPerHour: 4,
  },
  updatedAt: '2026-07-10T12:00:00.000Z',
};

interface Call {
  url: string;
  method: string;
  body:
    { settings: Record<string, unknown>; engine?: unknown; overrides?: unknown; [key: string]: unknown } | undefined;
  headers: Record<string, string>;
}

/** Fakes the API; `refuse` answers every settings PUT with these validation details. */
export function serve(refuse?: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const method = init.method ?? 'GET';
      calls.push({ url, method, body, headers: init.headers as Record<string, string> });
      if (url === '/api/admin/settings' && method === 'GET') return json(200, ANSWER);
      if (url === '/api/admin/courses' && method === 'GET') return json(200, { courses: [COURSE] });
      if (url === '/api/admin/settings/images')
        return json(200, { id: 3, url: `/api/engine-images/3/${'a'.repeat(64)}`, contentType: 'image/png', bytes: 12 });
      if (url === '/api/admin/settings' && refuse)
        return json(400, { error: { code: 'VALIDATION_FAILED', message: 'x', details: refuse } });
      if (url === '/api/admin/settings') {
        const sent = settingsUpdateRequestSchema.parse(body);
        return json(200, {
          ...ANSWER,
          engine: { ...ANSWER.engine, ...sent.engine },
          settings: { ...SETTINGS, ...body.settings },
          changes: [{ path: 'appearance.primaryColor', before: '#4fb488', after: '#1d4e89' }],
        });
      }
      if (url === `/api/admin/courses/${COURSE.id}/settings`) {
        const sent = courseOverridesUpdateSchema.parse(body);
        return json(200, { course: { ...COURSE, overrides: sent.overrides }, changes: [] });
      }
      if (url === `/api/admin/courses/${COURSE.id}`) {
        const details = courseDetailsSchema.parse(body);
        return json(200, { course: { ...COURSE, details }, changes: [{ path: 'phone', before: null, after: 'x' }] });
      }
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

import { describe, expect, it } from 'vitest';
import { COURSE_DETAIL_FIELDS, courseDetailsSchema } from './admin-courses.contract.ts';

const valid = {
  name: 'Harbor Pines – North Course',
  address: { line1: '1 Harbor Pines Drive', city: 'Southern Pines', region: 'NC', postalCode: '28387', country: 'us' },
  latitude: 35.1832,
  longitude: -79.4003,
  phone: '+1 910-555-0142',
  website: 'https://www.harborpines.example/north',
  description: null,
  images: ['/static/tenants/demo/north-course.svg'],
  timeZone: 'America/New_York',
  holes: 18,
  taxRateBps: 700,
};

describe('course details', () => {
  it('has one form control for every field of the PUT body, and none for anything else', () => {
    const paths = (value: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        inner !== null && typeof inner === 'object' && !Array.isArray(inner)
          ? paths(inner as Record<string, unknown>, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(COURSE_DETAIL_FIELDS.map((field) => field.path).sort()).toEqual(paths(valid).sort());
    expect(COURSE_DETAIL_FIELDS.every((field) => field.i18n === `settingsCatalogue.course.fields.${field.path}`)).toBe(
      true,
    );
  });

  it('trims, upper-cases the country, and refuses what the console must not save', () => {
    expect(courseDetailsSchema.parse({ ...valid, name: ' North ' })).toMatchObject({
      name: 'North',
      address: { country: 'US' },
    });
    for (const wrong of [
      { holes: 19 },
      { taxRateBps: -1 },
      { timeZone: 'Eastern' },
      { address: { ...valid.address, country: 'USA' } },
      { images: ['url(javascript:alert(1))'] },
      { phone: '' },
    ]) {
      expect(courseDetailsSchema.safeParse({ ...valid, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
    }
  });
});

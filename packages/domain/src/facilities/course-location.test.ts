import { describe, expect, it } from 'vitest';
import { courseLocation } from './course-location.ts';

describe('courseLocation', () => {
  it('writes the name and the address on one line', () => {
    expect(
      courseLocation({
        name: 'Harbor Pines – North Course',
        addressLine1: '1 Harbor Pines Drive',
        city: 'Southern Pines',
        region: 'NC',
        postalCode: '28387',
        country: 'US',
      }),
    ).toBe('Harbor Pines – North Course, 1 Harbor Pines Drive, Southern Pines, NC 28387, US');
  });

  it('leaves out empty parts', () => {
    expect(
      courseLocation({
        name: 'Links',
        addressLine1: ' ',
        city: 'Dublin',
        region: '',
        postalCode: 'D04',
        country: 'IE',
      }),
    ).toBe('Links, Dublin, D04, IE');
  });
});

// Where a course is, as one line of text: the LOCATION of a tee time's calendar entry.

/** A course's name and postal address. */
export interface CourseAddress {
  name: string;
  addressLine1: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/**
 * The course's name and address on one line ("Harbor Pines – North Course, 1 Harbor Pines Drive,
 * Southern Pines, NC 28387, US"), leaving out empty parts: what a calendar shows and a map app
 * searches for.
 */
export function courseLocation(course: CourseAddress): string {
  const regionAndCode = [course.region, course.postalCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [course.name, course.addressLine1, course.city, regionAndCode, course.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

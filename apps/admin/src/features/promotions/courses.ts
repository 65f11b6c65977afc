import { useTranslation } from 'react-i18next';
import type { AdminPromotion, AdminRateSet } from '@fairway/contract/admin.contract';
import { useDaysLabel } from '../../shared/weekdays.ts';

/** A course of the alias with the rates a promotion may be limited to (members' rates take none). */
export interface CourseRates {
  facilityId: number;
  name: string;
  rates: { rateId: number; name: string }[];
}

/** The alias's courses and their public rates, from the rate sets, in the order they are listed. */
export function coursesOf(rateSets: readonly AdminRateSet[]): CourseRates[] {
  const courses = new Map<number, CourseRates>();
  for (const set of rateSets) {
    const course = courses.get(set.facilityId) ?? { facilityId: set.facilityId, name: set.courseName, rates: [] };
    courses.set(set.facilityId, course);
    for (const rate of set.rates)
      if (rate.audience !== 'members' && !course.rates.some((known) => known.rateId === rate.rateId))
        course.rates.push({ rateId: rate.rateId, name: rate.name });
  }
  return [...courses.values()];
}

/** Where a code applies, in one line: "Harbor Pines North · Prime · Mon, Tue · 08:00–12:00", or "Everywhere". */
export function useLimitsLabel(courses: readonly CourseRates[]) {
  const { t } = useTranslation();
  const daysLabel = useDaysLabel();
  const courseName = (id: number) => courses.find((course) => course.facilityId === id)?.name ?? `#${id}`;
  const rateName = (id: number) => {
    for (const course of courses) {
      const rate = course.rates.find((candidate) => candidate.rateId === id);
      if (rate) return courses.length > 1 ? `${rate.name} (${course.name})` : rate.name;
    }
    return `#${id}`;
  };
  return (limits: AdminPromotion['limits']) => {
    const parts = [
      limits.facilityIds.map(courseName).join(', '),
      limits.rateIds.map(rateName).join(', '),
      daysLabel(limits.weekdays),
      limits.fromTime && limits.toTime ? `${limits.fromTime}–${limits.toTime}` : '',
    ].filter(Boolean);
    return parts.length === 0 ? t('promotions.where.everywhere') : parts.join(' · ');
  };
}

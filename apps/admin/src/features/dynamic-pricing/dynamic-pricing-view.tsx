import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useDynamicPricingQuery } from './dynamic-pricing.api.ts';
import { RuleForm } from './rule-form.tsx';

/** The Dynamic pricing screen: a course's rule, its preview over the next 7 days, and saving it. */
export function DynamicPricingView() {
  const { t } = useTranslation();
  const id = useId();
  const list = useDynamicPricingQuery(undefined);
  const [chosen, setChosen] = useState<number | null>(null);
  const courses = list.data?.courses ?? [];
  const course = courses.find((candidate) => candidate.facilityId === chosen) ?? courses[0];

  return (
    <section aria-labelledby={`${id}-heading`} className="admin-dynamic-pricing">
      <h2 id={`${id}-heading`}>{t('dynamicPricing.heading')}</h2>
      <p>{t('dynamicPricing.intro')}</p>
      <ErrorAlert error={list.error} />
      {list.isLoading && <p role="status">{t('dynamicPricing.loading')}</p>}
      {courses.length > 1 && (
        <>
          <label htmlFor={`${id}-course`}>{t('dynamicPricing.course')}</label>
          <select
            id={`${id}-course`}
            value={course?.facilityId ?? ''}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
          >
            {courses.map((candidate) => (
              <option key={candidate.facilityId} value={candidate.facilityId}>
                {candidate.facilityName}
              </option>
            ))}
          </select>
        </>
      )}
      {course && <RuleForm key={course.facilityId} course={course} />}
    </section>
  );
}

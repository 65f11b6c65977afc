import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { endOfDayQuerySchema, type ReportKind, reportQuerySchema } from '@fairway/contract/admin-reports.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import type { ReportArgs } from './reports.api.ts';

/** The reports in the console's order; the end-of-day report covers one day (the From field, named Day). */
const KINDS = ['utilisation', 'revenue', 'no-shows', 'promotions', 'end-of-day'] as const satisfies readonly (
  ReportKind | 'end-of-day'
)[];

/**
 * The filters as the form holds them (a course's id as text, '' for every course), checked and
 * turned into the report's query by the contract's own schema, so a range the server would
 * refuse is refused here first, on the field.
 */
const filtersSchema = z
  .object({ kind: z.enum(KINDS), from: z.string(), to: z.string(), facilityId: z.string() })
  .transform((form, context): ReportArgs => {
    if (form.kind === 'end-of-day') {
      const day = endOfDayQuerySchema.safeParse({
        date: form.from,
        facilityId: form.facilityId === '' ? undefined : form.facilityId,
      });
      if (day.success) return { kind: form.kind, query: day.data };
      context.addIssue({ code: 'custom', path: ['from'], input: form.from });
      return z.NEVER;
    }
    const query = reportQuerySchema.safeParse({
      from: form.from,
      to: form.to,
      facilityId: form.facilityId === '' ? undefined : form.facilityId,
    });
    if (query.success) return { kind: form.kind, query: query.data };
    for (const issue of query.error.issues) {
      const field = String(issue.path[0] ?? 'to') as keyof typeof form;
      context.addIssue({ code: 'custom', path: [field], input: form[field] });
    }
    return z.NEVER;
  });

/** The report, range and course to show; `actions` go beside its Show button. */
export function ReportFilters({
  initial,
  courses,
  onShow,
  onRefused,
  actions,
}: {
  initial: ReportArgs;
  courses: readonly Facility[];
  onShow: (args: ReportArgs) => void;
  /** The form was refused: a bad range, or (`oneDay`) a bad day of the end-of-day report. */
  onRefused: (oneDay: boolean) => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useZodForm(filtersSchema, {
    defaultValues: {
      kind: initial.kind,
      from: initial.kind === 'end-of-day' ? initial.query.date : initial.query.from,
      to: initial.kind === 'end-of-day' ? initial.query.date : initial.query.to,
      facilityId: initial.query.facilityId ? String(initial.query.facilityId) : '',
    },
    messages: { to: t('reports.badRange') },
  });
  const oneDay = form.watch('kind') === 'end-of-day';
  return (
    <form
      className="admin-filters"
      noValidate
      onSubmit={form.handleSubmit(onShow, () => onRefused(form.getValues('kind') === 'end-of-day'))}
      aria-label={t('reports.filters')}
    >
      <Field form={form} name="kind" label={t('reports.report')}>
        {(props) => (
          <select
            {...props}
            onChange={(event) => {
              // The end-of-day report opens on the range's last day (today by default), not its first.
              if (event.target.value === 'end-of-day') form.setValue('from', form.getValues('to'));
              void props.onChange(event);
            }}
          >
            {KINDS.map((name) => (
              <option key={name} value={name}>
                {name === 'end-of-day' ? t('reports.endOfDay.kind') : t(`reports.kinds.${name}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="from" label={oneDay ? t('reports.endOfDay.day') : t('reports.from')}>
        {(props) => <input {...props} type="date" required />}
      </Field>
      {!oneDay && (
        <Field form={form} name="to" label={t('reports.to')}>
          {(props) => <input {...props} type="date" required />}
        </Field>
      )}
      <Field form={form} name="facilityId" label={t('reports.course')}>
        {(props) => (
          <select {...props}>
            <option value="">{t('reports.allCourses')}</option>
            {courses.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit">{t('reports.show')}</button>
      {actions}
    </form>
  );
}

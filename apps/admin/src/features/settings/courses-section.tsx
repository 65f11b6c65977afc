import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { CourseDetailsForm } from './course-details-form.tsx';
import { CourseOverridesForm } from './course-overrides-form.tsx';
import { useCoursesQuery, useSaveCourseMutation, useSaveCourseOverridesMutation } from './settings.api.ts';
import type { RunWrite, UploadImage } from './settings-view.tsx';

/** The engine's courses: each one's details and where it differs from the engine. */
export function CoursesSection({
  inventory,
  run,
  onUpload,
}: {
  inventory: FacilitySettings['inventory'];
  run: RunWrite;
  onUpload: UploadImage;
}) {
  const { t } = useTranslation();
  const id = useId();
  const courses = useCoursesQuery(undefined);
  const [saveCourse] = useSaveCourseMutation();
  const [saveOverrides] = useSaveCourseOverridesMutation();
  return (
    <section className="admin-settings-group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('settings.courses.heading')}</h3>
      <ErrorAlert error={courses.error} />
      {courses.data?.courses.length === 0 && <p>{t('settings.courses.none')}</p>}
      {courses.data?.courses.map((course) => (
        <article key={course.id} className="admin-course" aria-label={course.details.name}>
          <CourseDetailsForm
            course={course}
            onUpload={onUpload}
            onSave={(details) =>
              run(
                () => saveCourse({ facilityId: course.id, details }).unwrap(),
                (answer) => t('settings.courses.saved', { name: answer.course.details.name }),
                [],
              )
            }
          />
          <CourseOverridesForm
            course={course}
            inventory={inventory}
            onSave={(body) =>
              run(
                () => saveOverrides({ facilityId: course.id, body }).unwrap(),
                (answer) => t('settings.courses.saved', { name: answer.course.details.name }),
                [],
              )
            }
          />
        </article>
      ))}
    </section>
  );
}

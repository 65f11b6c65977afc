import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacilitiesQuery } from '../../shared/facilities.api.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { MessageForm } from './message-form.tsx';

/** The Messages screen: a message to the golfers booked at a course in a time range (a frost delay, a closure). */
export function MessagesView() {
  const { t } = useTranslation();
  const id = useId();
  const courses = useFacilitiesQuery(undefined);
  const list = courses.data ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-messages">
      <h2 id={`${id}-heading`}>{t('messages.heading')}</h2>
      <p>{t('messages.intro')}</p>
      <ErrorAlert error={courses.error} />
      {courses.isLoading && <p role="status">{t('messages.loading')}</p>}
      {list.length > 0 && <MessageForm courses={list} />}
    </section>
  );
}

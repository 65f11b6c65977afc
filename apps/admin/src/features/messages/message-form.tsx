import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TEXT_MAX,
  type MessagePreview,
  messagePreviewRequestSchema,
  type MessageSent,
  messageSendRequestSchema,
} from '@fairway/contract/admin-messages.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { usePreviewMessageMutation, useSendMessageMutation } from './messages.api.ts';
import { RecipientsTable } from './recipients-table.tsx';

/** The form's fields as typed (the course id as its select gives it), checked by the contract's schema, the one the server checks. */
const messageFormSchema = z
  .object({
    facilityId: z.string().transform(Number),
    date: z.string(),
    fromTime: z.string(),
    toTime: z.string(),
    subject: z.string(),
    message: z.string(),
  })
  .pipe(messageSendRequestSchema);
type MessageFields = z.input<typeof messageFormSchema>;

/** Today at the course, as YYYY-MM-DD: the range is in the course's zone, whatever the browser's. */
export function courseToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const rangeOf = (fields: MessageFields) => ({
  facilityId: Number(fields.facilityId),
  date: fields.date,
  fromTime: fields.fromTime,
  toTime: fields.toTime,
});

/**
 * Course, day and range; Preview asks whom it reaches; subject and message; Send (only once the
 * current range was previewed) e-mails and texts them. A retried Send of the same message keeps
 * its Idempotency-Key, so the golfers get it once.
 */
export function MessageForm({ courses }: { courses: Facility[] }) {
  const { t } = useTranslation();
  const first = courses[0];
  const form = useZodForm(messageFormSchema, {
    defaultValues: {
      facilityId: String(first?.id ?? ''),
      date: first ? courseToday(first.timeZone) : '',
      fromTime: '06:00',
      toTime: '12:00',
      subject: '',
      message: '',
    },
    // The contract's checks speak English; the screen says each field's rule in the staff member's language.
    messages: {
      toTime: t('messages.rangeOrder'),
      subject: t('messages.subjectRule', { max: MESSAGE_SUBJECT_MAX }),
      message: t('messages.messageRule', { max: MESSAGE_TEXT_MAX }),
    },
  });
  const [preview, setPreview] = useState<{ key: string; data: MessagePreview } | null>(null);
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);
  const [sent, setSent] = useState<MessageSent | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [previewCall, previewing] = usePreviewMessageMutation();
  const [sendCall, sending] = useSendMessageMutation();
  const fields = form.watch();
  const rangeKey = JSON.stringify(rangeOf(fields));
  const current = preview?.key === rangeKey ? preview.data : null;
  const busy = previewing.isLoading || sending.isLoading;

  async function showPreview() {
    setError(null);
    setSent(null);
    if (!(await form.trigger(['facilityId', 'date', 'fromTime', 'toTime'], { shouldFocus: true }))) return;
    const range = messagePreviewRequestSchema.safeParse(rangeOf(form.getValues()));
    if (!range.success) {
      form.setError('toTime', { message: t('messages.rangeOrder') }, { shouldFocus: true });
      return;
    }
    try {
      setPreview({ key: JSON.stringify(range.data), data: await previewCall(range.data).unwrap() });
    } catch (caught) {
      setError(caught);
    }
  }

  const send = form.handleSubmit(async (message) => {
    setError(null);
    setSent(null);
    const body = JSON.stringify(message);
    // The same message sent again (a retry after a lost answer) keeps its key; another one gets a new key.
    const key = attempt?.body === body ? attempt.key : crypto.randomUUID();
    setAttempt({ body, key });
    try {
      setSent(await sendCall({ message, key }).unwrap());
      setAttempt(null);
      form.resetField('subject');
      form.resetField('message');
    } catch (caught) {
      setError(caught);
    }
  });

  const heading = form.fieldId('heading');
  const sendHelp = form.fieldId('send-help');
  return (
    <>
      <form className="admin-block-form" noValidate aria-labelledby={heading} onSubmit={(event) => void send(event)}>
        <h3 id={heading}>{t('messages.compose')}</h3>
        <Field form={form} name="facilityId" label={t('messages.course')}>
          {(props) => (
            <select {...props}>
              {courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="date" label={t('messages.date')}>
          {(props) => <input {...props} type="date" required />}
        </Field>
        <Field form={form} name="fromTime" label={t('messages.from')}>
          {(props) => <input {...props} type="time" required />}
        </Field>
        <Field form={form} name="toTime" label={t('messages.to')} hint={t('messages.rangeHelp')}>
          {(props) => <input {...props} type="time" required />}
        </Field>
        <div className="admin-actions">
          <button type="button" disabled={busy} onClick={() => void showPreview()}>
            {t('messages.preview')}
          </button>
        </div>
        <Field
          form={form}
          name="subject"
          label={t('messages.subject')}
          hint={t('messages.subjectHelp', { max: MESSAGE_SUBJECT_MAX })}
        >
          {(props) => <input {...props} required autoComplete="off" />}
        </Field>
        <Field
          form={form}
          name="message"
          label={t('messages.message')}
          hint={t('messages.messageHelp', { max: MESSAGE_TEXT_MAX })}
        >
          {(props) => <textarea {...props} required rows={5} />}
        </Field>
        <div className="admin-actions">
          <button
            type="submit"
            disabled={busy || !current || current.emails === 0}
            aria-describedby={current ? undefined : sendHelp}
            aria-busy={sending.isLoading || undefined}
          >
            {current ? t('messages.send', { count: current.emails }) : t('messages.sendNoPreview')}
          </button>
        </div>
        {!current && <small id={sendHelp}>{t('messages.previewFirst')}</small>}
      </form>
      <ErrorAlert
        error={error}
        messages={{ CONFLICT: t('messages.noRecipients'), NOT_FOUND: t('messages.unknownCourse') }}
      />
      <div aria-live="polite">
        {sent && <p role="status">{t('messages.sent', { count: sent.emails, sms: sent.sms })}</p>}
      </div>
      {current && <RecipientsTable preview={current} />}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { MessagePreview, MessageRecipientDto } from '@fairway/contract/admin-messages.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';

/** A local tee time (YYYY-MM-DDTHH:mm, course time) as the reader writes times: no zone shift. */
function timeOf(teetime: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${teetime}:00Z`));
}

/** Whom the previewed range reaches: how many, then each address with its tee time and whether it is texted. */
export function RecipientsTable({ preview }: { preview: MessagePreview }) {
  const { t, i18n } = useTranslation();
  const columns: Column<MessageRecipientDto>[] = [
    { key: 'name', header: t('messages.columns.name'), cell: (row) => row.name, rowHeader: true },
    { key: 'email', header: t('messages.columns.email'), cell: (row) => row.email, className: 'admin-wrap' },
    {
      key: 'teetime',
      header: t('messages.columns.teetime'),
      cell: (row) => `${timeOf(row.teetime, i18n.language)} · ${row.confirmationNumber}`,
    },
    { key: 'role', header: t('messages.columns.role'), cell: (row) => t(`messages.roles.${row.role}`) },
    { key: 'sms', header: t('messages.columns.sms'), cell: (row) => t(`messages.smsStanding.${row.sms}`) },
  ];
  const range = {
    course: preview.course.name,
    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${preview.date}T00:00:00Z`),
    ),
    from: timeOf(`${preview.date}T${preview.fromTime}`, i18n.language),
    to: timeOf(`${preview.date}T${preview.toTime}`, i18n.language),
  };
  return (
    <section className="admin-preview" aria-label={t('messages.recipients')}>
      <p role="status">{t('messages.previewCount', { count: preview.emails, sms: preview.sms })}</p>
      <DataTable
        caption={t('messages.caption', range)}
        columns={columns}
        rows={preview.recipients}
        rowKey={(row) => row.email}
        empty={t('messages.nobody', range)}
      />
    </section>
  );
}

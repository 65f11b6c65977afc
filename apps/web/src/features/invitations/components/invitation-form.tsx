import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';

/** One friend to invite, as typed. */
export interface FriendRow {
  name: string;
  email: string;
}

type RowErrors = { name: boolean; email: boolean }[];

const emptyRow = (): FriendRow => ({ name: '', email: '' });

/**
 * Rows of name and e-mail, one per friend, up to the places left. Field errors show once the
 * lead tries to send; the first wrong field takes the focus.
 */
export function InvitationForm({
  left,
  sending,
  error,
  serverRowErrors,
  rowErrors,
  onSubmit,
}: {
  left: number;
  sending: boolean;
  error: string | null;
  serverRowErrors: RowErrors;
  rowErrors: (rows: FriendRow[]) => RowErrors;
  onSubmit: (rows: FriendRow[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FriendRow[]>([emptyRow()]);
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = rows.slice(0, left);
  const local = tried ? rowErrors(shown) : [];
  const errorsOf = (index: number) => ({
    name: local[index]?.name || serverRowErrors[index]?.name,
    email: local[index]?.email || serverRowErrors[index]?.email,
  });

  const update = (index: number, field: keyof FriendRow, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (await onSubmit(shown)) {
      setRows([emptyRow()]);
      setTried(false);
    } else {
      // Wait for the errors to render, then take the lead to the first one.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return (
    <form ref={formRef} className="invitation-form" onSubmit={submit} noValidate data-testid="invitation-form">
      <p>{t('invitations.manage.intro', { count: left })}</p>
      <FormAlert message={error} testId="invitations-send-error" />
      {shown.map((row, index) => (
        <fieldset key={index} className="invitation-form__row">
          <legend>{t('invitations.manage.friend', { number: index + 1 })}</legend>
          <TextField
            label={t('invitations.manage.name')}
            value={row.name}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => update(index, 'name', event.target.value)}
            error={errorsOf(index).name ? t('invitations.manage.nameRequired') : null}
          />
          <TextField
            label={t('invitations.manage.email')}
            type="email"
            value={row.email}
            autoComplete="off"
            maxLength={254}
            onChange={(event) => update(index, 'email', event.target.value)}
            error={errorsOf(index).email ? t('invitations.manage.emailInvalid') : null}
          />
          {shown.length > 1 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              aria-label={t('invitations.manage.removeFriend', { number: index + 1 })}
            >
              {t('invitations.manage.remove')}
            </button>
          ) : null}
        </fieldset>
      ))}
      <div className="invitation-form__buttons">
        {shown.length < left ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            {t('invitations.manage.addFriend')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('invitations.manage.sending') : t('invitations.manage.send', { count: shown.length })}
        </button>
      </div>
    </form>
  );
}

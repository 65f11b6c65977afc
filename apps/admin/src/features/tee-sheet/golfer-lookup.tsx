import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { usePhoneBookingLookupQuery } from './phone-booking.api.ts';

/** The booker's contact details a lookup fills in. */
interface BookerContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** How many of each kind the dialog lists (the server answers at most a page of each). */
const SHOWN = 8;

/** A term the server searches with: at least 2 characters. */
const MIN_TERM = 2;

/**
 * Finds the caller among the alias's golfer accounts and the guests who booked before (by part of
 * a name, the e-mail or the phone's digits); picking one fills the booker. Enter searches, without
 * submitting the booking around it.
 */
export function GolferLookup({ onPick }: { onPick: (contact: BookerContact) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const found = usePhoneBookingLookupQuery(term, { skip: term.length < MIN_TERM });

  const search = () => {
    setPicked(null);
    setTerm(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const pick = (contact: BookerContact) => {
    onPick(contact);
    setPicked(`${contact.firstName} ${contact.lastName}`.trim());
    setTerm('');
  };

  const accounts = (found.currentData?.golfers ?? []).map((golfer) => ({
    firstName: golfer.firstName,
    lastName: golfer.lastName,
    email: golfer.email,
    phone: golfer.phone ?? '',
  }));
  // A guest whose e-mail has an account is that account: listed once.
  const accountEmails = new Set(accounts.map((account) => account.email.toLowerCase()));
  const guests = (found.currentData?.guests ?? []).filter(
    (guest) => guest.email === '' || !accountEmails.has(guest.email.toLowerCase()),
  );
  // Past the match limit the status already asks for more of the term.
  const accountsFound = found.currentData?.tooMany ? 0 : (found.currentData?.total ?? 0);
  const hidden = Math.max(0, accountsFound - Math.min(accounts.length, SHOWN)) + Math.max(0, guests.length - SHOWN);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  let status = '';
  if (picked) status = t('phoneBooking.lookup.picked', { name: picked });
  else if (term !== '' && term.length < MIN_TERM) status = t('phoneBooking.lookup.tooShort');
  else if (found.isFetching) status = t('phoneBooking.lookup.searching');
  else if (found.currentData?.tooMany) status = t('phoneBooking.lookup.tooMany', { limit: found.currentData.total });
  else if (found.currentData)
    status =
      accounts.length + guests.length === 0
        ? t('phoneBooking.lookup.none')
        : t('phoneBooking.lookup.found', { count: found.currentData.total + guests.length });

  const row = (contact: BookerContact, kind: string, key: string) => (
    <li key={key}>
      <button type="button" className="admin-action" onClick={() => pick(contact)} aria-describedby={`${id}-${key}`}>
        {t('phoneBooking.lookup.use', { name: `${contact.firstName} ${contact.lastName}`.trim() })}
      </button>{' '}
      <span id={`${id}-${key}`}>{[contact.email, contact.phone, kind].filter(Boolean).join(' · ')}</span>
    </li>
  );

  return (
    <fieldset className="admin-phone-lookup">
      <legend>{t('phoneBooking.lookup.legend')}</legend>
      <label htmlFor={`${id}-term`}>{t('phoneBooking.lookup.label')}</label>{' '}
      <input
        id={`${id}-term`}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />{' '}
      <button type="button" className="admin-action" onClick={search}>
        {t('phoneBooking.lookup.search')}
      </button>
      <p role="status">{status}</p>
      <ErrorAlert error={found.error} />
      {!picked && accounts.length + guests.length > 0 && (
        <ul className="admin-party">
          {accounts
            .slice(0, SHOWN)
            .map((contact, index) => row(contact, t('phoneBooking.lookup.account'), `a${index}`))}
          {guests
            .slice(0, SHOWN)
            .map((guest, index) =>
              row(guest, t('phoneBooking.lookup.guest', { date: date(guest.lastBookedAt) }), `g${index}`),
            )}
        </ul>
      )}
      {!picked && hidden > 0 && <p>{t('phoneBooking.lookup.more', { count: hidden })}</p>}
    </fieldset>
  );
}

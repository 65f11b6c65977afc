import type { MoneyViewAnswer } from '@fairway/contract/money-view.contract';
import type { RefundPart } from '@fairway/domain/payments/money-view';
import { formatCents } from '@fairway/domain/tee-times/money';
import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import './money-breakdown.css';

// The ledger-backed money of a reservation or an order, as the golfer's screens state
// it: what was paid by tender with dates, what was refunded where, what is still due at the course
// and from friends. Reservations and Orders both render this, from the same server view.

type Entry = MoneyViewAnswer['paid'][number];

/** "Visa ending in 4242", or null without a card. */
function cardLabel(t: TFunction, card: { brand: string; lastFour: string } | null): string | null {
  if (!card) return null;
  return t('money.cardEnding', {
    brand: t(`wallet.brands.${card.brand}`, { defaultValue: t('money.tender.cardUnknown') }),
    lastFour: card.lastFour,
  });
}

/** A tender as the golfer reads it: "Visa ending in 4242", "Gift certificate", "Cash at the pro shop", a friend's share. */
function tenderLabel(t: TFunction, entry: Pick<Entry, 'tender' | 'card' | 'slot'>): string {
  const card = cardLabel(t, entry.card);
  if (entry.tender === 'card') return card ?? t('money.tender.cardUnknown');
  if (entry.tender === 'friend-share')
    return t('money.tender.friend-share', { slot: entry.slot ?? '', card: card ?? t('money.tender.cardUnknown') });
  return t(`money.tender.${entry.tender}`);
}

/** Where a part of a refund goes, in a sentence: "$48.15 refunded to your Visa ending in 4242". */
export function refundPartText(t: TFunction, part: RefundPart, amount: string): string {
  if (part.tender === 'card') {
    const card = cardLabel(t, part.card);
    return card ? t('money.to.card', { amount, card }) : t('money.to.cardUnknown', { amount });
  }
  return t(`money.to.${part.tender}`, { amount });
}

function day(at: string, timeZone: string, locale: string): string {
  const time = DateTime.fromISO(at, { setZone: true }).setZone(timeZone);
  return time.isValid ? time.setLocale(locale).toLocaleString(DateTime.DATE_MED) : at;
}

function Entries({
  entries,
  view,
  timeZone,
  testId,
}: {
  entries: Entry[];
  view: MoneyViewAnswer;
  timeZone: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="plain-list money-breakdown__entries" data-testid={testId}>
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${entry.tender}-${index}`} data-tender={entry.tender}>
          <span>{tenderLabel(t, entry)}</span>{' '}
          <span>{formatCents(entry.amountCents, view.currencyCode, i18n.language)}</span>{' '}
          <span className="field__hint">
            {t('money.on', { date: day(entry.at, timeZone, i18n.language) })}
            {entry.state !== 'settled' ? ` (${t(`money.${entry.state}`)})` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Paid and refunded by tender with dates, and what is still due at the course and from friends. */
export function MoneyBreakdown({ view, timeZone }: { view: MoneyViewAnswer; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const amount = (cents: number) => formatCents(cents, view.currencyCode, i18n.language);
  return (
    <div className="money-breakdown" data-testid="money-breakdown">
      {view.paid.length > 0 ? (
        <>
          <h3 className="money-breakdown__title">
            {t('money.paidTitle')} <span data-testid="money-paid">{amount(view.paidCents)}</span>
          </h3>
          <Entries entries={view.paid} view={view} timeZone={timeZone} testId="money-paid-entries" />
        </>
      ) : null}
      {view.refunded.length > 0 ? (
        <>
          <h3 className="money-breakdown__title">
            {t('money.refundedTitle')} <span data-testid="money-refunded">{amount(view.refundedCents)}</span>
          </h3>
          <Entries entries={view.refunded} view={view} timeZone={timeZone} testId="money-refunded-entries" />
          <p>
            {t('money.keptTitle')} <span data-testid="money-net">{amount(view.netCents)}</span>
          </p>
        </>
      ) : null}
      {view.dueFromFriends.length > 0 ? (
        <>
          <h3 className="money-breakdown__title">
            {t('money.dueFromFriends')} <span data-testid="money-due-friends">{amount(view.dueFromFriendsCents)}</span>
          </h3>
          <ul className="plain-list money-breakdown__entries">
            {view.dueFromFriends.map((due) => (
              <li key={due.slot}>
                {t('money.shareDue', {
                  slot: due.slot,
                  amount: amount(due.amountCents),
                  date: day(due.dueBy, timeZone, i18n.language),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

import type { SharePayment } from '@fairway/contract/invitations.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZonedInstant } from '../../../shared/format/zoned-tee-time.ts';

/** The lead's view of a split payment: each partner's share, and who paid it or when it falls due. */
export function SharesList({ shares, timeZone }: { shares: SharePayment[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <div className="invitation-shares" data-testid="invitation-shares">
      <h3 id={headingId}>{t('invitations.share.listTitle')}</h3>
      <ul className="plain-list" aria-labelledby={headingId}>
        {shares.map((share) => (
          <li
            key={share.slot}
            className="invitation-shares__item"
            data-testid="invitation-share-item"
            data-status={share.status}
          >
            <span>{t('invitations.share.slot', { slot: share.slot })}</span>
            <strong>{formatCents(share.amountCents, share.currencyCode, i18n.language)}</strong>
            <span>
              {t(`invitations.share.status.${share.status}`, {
                name: share.paidBy ?? '',
                deadline: formatZonedInstant(share.deadline, timeZone, i18n.language),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

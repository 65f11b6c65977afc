import type { CartItem } from '@fairway/contract/cart.contract';
import { isLockEligible } from '@fairway/domain/cart/lock-eligibility';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemActions } from '../hooks/use-item-actions.ts';
import { useNow } from '../hooks/use-now.ts';
import { formatCountdown, isHoldActive, teeTimeView } from './cart-format.ts';

/**
 * "Hold this time" for a tee time starting within 2 hours (SPEC §4 tee-time lock): the golfer
 * picks how many players to hold; while the lock holds, a countdown and the rate split into
 * the held and the not-held portion; when it lapses, a note that its slots were released.
 */
export function HoldControl({
  item,
  timeZone,
  currencyCode,
}: {
  item: CartItem;
  timeZone: string;
  currencyCode: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const view = teeTimeView(item);
  const now = useNow(true);
  const { hold, release } = useItemActions(item.id);
  const [slots, setSlots] = useState(view.players);
  const active = isHoldActive(view, now);
  const lapsed = !active && Boolean(view.lockExpiresAt);
  const { facilityId } = item;
  const { lockExpiresAt } = view;
  const eligible =
    facilityId !== null && !view.rate.isSimulator && isLockEligible(view.teetime, timeZone, new Date(now));
  if (!active && !lapsed && !eligible) return null;
  const money = (cents: number) => formatCents(cents, currencyCode, i18n.language);
  const portions = view.rates ?? [];
  const lockedPortion = portions.find((portion) => portion.isPrimary);
  const openPortion = portions.find((portion) => !portion.isPrimary);
  const chosen = Math.min(slots, view.players);

  return (
    <section className="cart-card__section cart-hold" aria-labelledby={headingId} data-testid="hold-control">
      <h4 id={headingId} className="cart-card__subheading">
        {t('cart.holdTitle')}
      </h4>
      {active && facilityId !== null && lockExpiresAt ? (
        <div className="cart-hold__active" data-testid="hold-active">
          <p className="cart-hold__status">
            <strong>{t('cart.holdActive')}</strong>
            <span className="cart-hold__countdown" role="timer" aria-live="off">
              {t('cart.holdTimeLeft', { time: formatCountdown(Date.parse(lockExpiresAt) - now) })}
            </span>
          </p>
          <dl className="cart-hold__split">
            <div>
              <dt>{t('cart.holdLockedPortion', { count: view.lockedSlots ?? 0 })}</dt>
              <dd>{money(lockedPortion?.price ?? view.price * (view.lockedSlots ?? 0))}</dd>
            </div>
            {openPortion ? (
              <div>
                <dt>{t('cart.holdOpenPortion', { count: openPortion.players })}</dt>
                <dd>{money(openPortion.price)}</dd>
              </div>
            ) : null}
          </dl>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void release(facilityId, view.teetime)}
          >
            {t('cart.holdRelease')}
          </button>
        </div>
      ) : (
        <>
          <p
            className={lapsed ? 'cart-hold__lapsed' : 'cart-card__hint'}
            data-testid={lapsed ? 'hold-lapsed' : undefined}
          >
            {lapsed ? t('cart.holdExpired') : t('cart.holdExplain')}
          </p>
          {eligible ? (
            <div className="cart-hold__form">
              <label className="field">
                <span className="field__label">{t('cart.holdSlots')}</span>
                <select
                  className="field__input"
                  value={chosen}
                  onChange={(event) => setSlots(Number(event.target.value))}
                >
                  {Array.from({ length: view.players }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="button" onClick={() => void hold(facilityId, view.teetime, chosen)}>
                {t('cart.holdAction')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

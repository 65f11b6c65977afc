import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { adjacentTeeTimes } from '@fairway/domain/cart/adjacent-times';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPlayers } from '../hooks/use-cart-actions.ts';
import { formatLocalTeeTime } from './cart-format.ts';

/** Props of the "Select Another Tee Time" modal. */
export interface RelatedTimesModalProps {
  /** The tee time that is gone. */
  target: TeeTime;
  /** The tee times the search shows now. */
  candidates: TeeTime[];
  /** adjacentRateBookingWindow minutes (default 30). */
  windowMinutes: number;
  onChoose: (teeTime: TeeTime) => void;
  onClose: () => void;
}

/**
 * SPEC §2 related-times modal: nearby tee times of the same course, within the adjacent window,
 * with room for the party and a rate of the same name that allows it (SPEC §5 adjacent rule).
 */
export function RelatedTimesModal({ target, candidates, windowMinutes, onChoose, onClose }: RelatedTimesModalProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const rate = target.rates[0];
  const players = rate ? defaultPlayers(rate.allowedPlayers) : 1;
  const related = rate
    ? adjacentTeeTimes(
        { courseId: target.courseId, teetime: target.teetime, rateName: rate.name, players },
        candidates,
        windowMinutes,
      )
    : [];
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="related-times" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="card related-times__dialog" role="dialog" aria-modal="true" aria-labelledby={headingId} data-testid="related-times">
        <h2 id={headingId}>{t('cart.selectAnother')}</h2>
        <p>{t('cart.notAvailable')}</p>
        <ul className="related-times__list">
          {related.map((teeTime) => (
            <li key={teeTime.teetime}>
              <button type="button" className="button" onClick={() => onChoose(teeTime)}>
                {formatLocalTeeTime(teeTime.teetime, i18n.language)}
              </button>
            </li>
          ))}
        </ul>
        <button ref={closeRef} type="button" className="button button--quiet" onClick={onClose}>
          {t('cart.close')}
        </button>
      </div>
    </div>
  );
}

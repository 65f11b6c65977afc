import type { CartItem } from '@fairway/contract/cart.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { useGetCourseDayTeeTimesQuery } from '../api/related-times-api.ts';
import { useRelatedTimesActions } from '../hooks/use-related-times-actions.ts';
import type { CartMessage } from '../slices/cart-slice.ts';
import { formatLocalTeeTime } from './cart-format.ts';
import { cartMessageText } from './cart-message-text.ts';
import { useRememberedCart } from '../hooks/use-remembered-cart.ts';
import {
  lostFromCartItem,
  lostFromSearch,
  relatedChoices,
  searchPathFor,
  type LostTeeTime,
  type RelatedChoice,
} from './related-time-choices.ts';
import { teeTimesInCart } from '../api/cart-tee-times.ts';
import './related-times.css';

/** What opens "Select Another Tee Time": the lost tee time and what to do once the golfer moves on. */
export interface RelatedTimesModalProps {
  lost: LostTeeTime;
  /** The lost time's course (its name and currency). */
  facility: Facility | undefined;
  /** Checkout setting adjacentRateBookingWindow, in minutes (30 by default). */
  windowMinutes: number;
  /** The chosen time is in the cart in place of the lost one. */
  onPicked: () => void;
  /** Closed (Close, Escape) or left for the search; the lost item is taken out of the cart. */
  onClosed: () => void;
  /** Where focus goes when what opened the modal is gone. */
  returnFocus?: () => HTMLElement | null;
}

/**
 * SPEC §2/§8 "Select Another Tee Time", the one modal of a tee time taken meanwhile (a Select the
 * cart refused, or a checkout that could not book it). It reads the course's day afresh and lists
 * SPEC §5's nearby times; a pick puts one in the cart in place of the lost item (same party, rate
 * name and transportation), or the golfer goes to the search for that date and course.
 */
export function RelatedTimesModal({
  lost,
  facility,
  windowMinutes,
  onPicked,
  onClosed,
  returnFocus,
}: RelatedTimesModalProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { cart } = useRememberedCart();
  const { pick, dropLost } = useRelatedTimesActions();
  const day = useGetCourseDayTeeTimesQuery(
    { date: lost.teetime.slice(0, 10), facilityId: lost.facilityId, promotionCode: lost.promotionCode },
    { refetchOnMountOrArgChange: true },
  );
  const [picking, setPicking] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CartMessage | null>(null);
  const choices = day.currentData
    ? relatedChoices(lost, day.currentData.teeTimes, windowMinutes, teeTimesInCart(cart?.items ?? []))
    : [];
  const money = (cents: number) => formatCents(cents, facility?.currencyCode ?? 'USD', locale);
  const time = (teetime: string) => formatWallClock(teetime, locale, { hour: 'numeric', minute: '2-digit' });
  const date = formatWallClock(lost.teetime.slice(0, 10), locale, { weekday: 'short', month: 'short', day: 'numeric' });

  const leave = () => {
    void dropLost(lost);
    onClosed();
  };

  const choose = async (choice: RelatedChoice) => {
    setPicking(choice.teeTime.teetime);
    setRefusal(null);
    const result = await pick(lost, choice);
    if (result.ok) {
      onPicked();
      return;
    }
    setPicking(null);
    setRefusal(result.message);
    void day.refetch();
  };

  return (
    <ModalDialog
      title={t('relatedTimes.title')}
      description={t('errors.INVENTORY_UNAVAILABLE')}
      onClose={leave}
      returnFocus={returnFocus}
      testId="related-times"
    >
      <p className="related-times__lost">
        {t('relatedTimes.lost', {
          count: lost.players,
          time: formatLocalTeeTime(lost.teetime, locale),
          course: facility?.name ?? '',
          rate: lost.rateName,
        })}
      </p>
      {refusal ? (
        <p className="form-alert" role="alert" data-testid="related-times-refused">
          {cartMessageText(t, refusal)}
        </p>
      ) : null}
      <div role="status" className="related-times__status">
        {day.isFetching && !day.currentData
          ? t('relatedTimes.loading')
          : day.isError && !day.currentData
            ? t('relatedTimes.loadFailed')
            : day.currentData && choices.length === 0
              ? t('relatedTimes.none', { count: lost.players })
              : picking
                ? t('relatedTimes.picking', { time: time(picking) })
                : ''}
      </div>
      {choices.length > 0 ? (
        <ul className="related-times__list" aria-label={t('relatedTimes.listLabel')} data-testid="related-times-list">
          {choices.map((choice) => (
            <li key={choice.teeTime.teetime}>
              <button
                type="button"
                className="related-times__choice"
                disabled={picking !== null}
                onClick={() => void choose(choice)}
              >
                <strong className="related-times__time">{time(choice.teeTime.teetime)}</strong>{' '}
                <span className="related-times__detail">
                  {t('relatedTimes.price', { rate: choice.rate.name, price: money(choice.pricePerPlayer) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form__actions related-times__actions">
        <Link className="button button--secondary" to={searchPathFor(lost)} onClick={leave}>
          {t('relatedTimes.search', { date })}
        </Link>
        <button type="button" className="button button--secondary" onClick={leave}>
          {t('relatedTimes.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** The modal for a Select the cart refused (the search page): the lost time is the tee time selected, for the party asked. */
export function RelatedTimesForSelect({
  teeTime,
  players,
  ...props
}: Omit<RelatedTimesModalProps, 'lost'> & { teeTime: TeeTime; players?: number }) {
  const lost = useMemo(() => lostFromSearch(teeTime, players), [teeTime, players]);
  return lost ? <RelatedTimesModal lost={lost} {...props} /> : null;
}

/** The modal for a cart item the checkout could not book: the item is the lost time, taken out of the cart once the golfer moves on. */
export function RelatedTimesForCartItem({ item, ...props }: Omit<RelatedTimesModalProps, 'lost'> & { item: CartItem }) {
  const lost = useMemo(() => lostFromCartItem(item), [item]);
  return lost ? <RelatedTimesModal lost={lost} {...props} /> : null;
}

import type { Rate, TeeTime } from '@fairway/contract/tee-times.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { formatTeeTime } from '../utils/format.ts';

/** Props of one tee time in the results. */
export interface TeeTimeCardProps {
  teeTime: TeeTime;
  courseName: string;
  currencyCode: string;
  selected: boolean;
  onSelect: (teeTime: TeeTime) => void;
  /**
   * The list's translate function and language, passed down rather than read with useTranslation
   * in every card, rate and price: react-i18next builds a wrapper and subscribes per hook call,
   * which for a day of ~100 cards was the largest cost of rendering the search answer on a phone.
   */
  t: TFunction;
  locale: string;
}

/** What a rate line and a price need to say things in the golfer's language. */
type Wording = Pick<TeeTimeCardProps, 't' | 'locale' | 'currencyCode'>;

function Price({
  label,
  standard,
  promoted,
  t,
  currencyCode,
  locale,
}: Wording & { label: string; standard: number; promoted: number | undefined }) {
  const reduced = promoted !== undefined && promoted < standard;
  return (
    <span className="rate__price">
      <span className="rate__price-label">{label}</span>{' '}
      {reduced ? (
        <>
          <s aria-label={t('search.standardPrice', { price: formatCents(standard, currencyCode, locale) })}>
            {formatCents(standard, currencyCode, locale)}
          </s>{' '}
          <strong
            className="rate__promo"
            aria-label={t('search.promoPrice', { price: formatCents(promoted, currencyCode, locale) })}
          >
            {formatCents(promoted, currencyCode, locale)}
          </strong>
        </>
      ) : (
        <strong>{formatCents(standard, currencyCode, locale)}</strong>
      )}
    </span>
  );
}

function RateLine({ rate, t, currencyCode, locale }: Wording & { rate: Rate }) {
  const wording = { t, currencyCode, locale };
  return (
    <li className="rate">
      <div className="rate__head">
        <span className="rate__name">{rate.name}</span>
        <span className="rate__meta">
          {rate.isSimulator && rate.duration
            ? t('search.simulatorDuration', { count: rate.duration })
            : t('search.holesCount', { count: rate.holes })}
        </span>
        {rate.showAsHotDeal ? <span className="badge badge--hot">{t('search.hotDeal')}</span> : null}
        {rate.trade ? <span className="badge badge--trade">{t('search.trade')}</span> : null}
      </div>
      <div className="rate__prices">
        {rate.transportation !== 'Walking' ? (
          <Price
            label={t('search.cart')}
            standard={rate.greenFeeCart}
            promoted={rate.promotion?.greenFeeCart}
            {...wording}
          />
        ) : null}
        {rate.transportation !== 'Cart' && !rate.isSimulator ? (
          <Price
            label={t('search.walk')}
            standard={rate.greenFeeWalking}
            promoted={rate.promotion?.greenFeeWalking}
            {...wording}
          />
        ) : null}
        {rate.isSimulator ? (
          <Price label="" standard={rate.greenFeeWalking} promoted={rate.promotion?.greenFeeWalking} {...wording} />
        ) : null}
      </div>
      <div className="rate__players">
        {rate.isSimulator && rate.groupSize
          ? t('search.playersRange', { count: Math.max(...rate.allowedPlayers) })
          : t('search.players', { list: rate.allowedPlayers.join(', ') })}
        {rate.transactionFees > 0 ? (
          <span className="rate__fee">
            {' '}
            · {t('search.fees', { amount: formatCents(rate.transactionFees, currencyCode, locale) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** One bookable tee time: time, course, open spots and its rates with badges and promotion prices. */
export const TeeTimeCard = memo(function TeeTimeCard({
  teeTime,
  courseName,
  currencyCode,
  selected,
  onSelect,
  t,
  locale,
}: TeeTimeCardProps) {
  const time = formatTeeTime(teeTime.teetime, locale);
  return (
    <li
      className={`tee-time${selected ? ' tee-time--selected' : ''}`}
      data-testid="tee-time"
      data-teetime={teeTime.teetime}
      data-facility-id={teeTime.facilityId}
      aria-current={selected ? 'true' : undefined}
    >
      <div className="tee-time__head">
        <span className="tee-time__time">{time}</span>
        <span className="tee-time__course">{courseName}</span>
        <span className="tee-time__slots">{t('search.slots', { count: teeTime.availableSlots })}</span>
      </div>
      <ul className="tee-time__rates">
        {teeTime.rates.map((rate) => (
          <RateLine key={rate.rateId} rate={rate} t={t} currencyCode={currencyCode} locale={locale} />
        ))}
      </ul>
      <button
        type="button"
        className="button tee-time__select"
        aria-pressed={selected}
        aria-label={t('search.selectTeeTime', { time, course: courseName })}
        onClick={() => onSelect(teeTime)}
      >
        {selected ? t('search.selected') : t('search.select')}
      </button>
    </li>
  );
});

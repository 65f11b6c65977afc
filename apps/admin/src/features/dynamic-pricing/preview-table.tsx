import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DynamicPricingPreview } from '@fairway/contract/admin-dynamic-pricing.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import { moneyOf } from '../../shared/amounts.ts';

type PreviewDay = DynamicPricingPreview['days'][number];
type PreviewRow = PreviewDay['rates'][number] & { day: PreviewDay };
type PriceExplanation = PreviewRow['cart'];

/** A percent change with its sign: +10, −15 (minus sign), 0. */
const signed = (percent: number) => (percent > 0 ? `+${percent}` : percent < 0 ? `−${-percent}` : '0');

/** What made one price: each applied step, then the floor or ceiling when it held the price. */
function explanationLines(t: TFunction, explanation: PriceExplanation): string[] {
  const lines = explanation.steps.map((step) =>
    step.kind === 'utilisation'
      ? t('dynamicPricing.applied.utilisation', { atLeast: step.atLeastPercent, adjust: signed(step.adjustPercent) })
      : step.withinDays === 0
        ? t('dynamicPricing.applied.today', { adjust: signed(step.adjustPercent) })
        : t('dynamicPricing.applied.daysOut', { count: step.withinDays, adjust: signed(step.adjustPercent) }),
  );
  if (explanation.clamp) lines.push(t(`dynamicPricing.applied.${explanation.clamp.limit}`));
  return lines;
}

/** Next week's prices under the draft rule: base → adjusted, per day, rate and band, and why. */
export function PreviewTable({ preview, language }: { preview: DynamicPricingPreview; language: string }) {
  const { t } = useTranslation();
  const money = (cents: number) => moneyOf(language, preview.currencyCode, cents);
  const price = (explanation: PriceExplanation) => {
    const lines = explanationLines(t as TFunction, explanation);
    return (
      <>
        {explanation.base === explanation.price
          ? money(explanation.base)
          : `${money(explanation.base)} → ${money(explanation.price)}`}
        {lines.length > 0 && (
          <ul className="admin-price-steps">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </>
    );
  };
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const columns: Column<PreviewRow>[] = [
    { key: 'date', header: t('dynamicPricing.columns.date'), rowHeader: true, cell: (row) => row.day.date },
    {
      key: 'utilisation',
      header: t('dynamicPricing.columns.utilisation'),
      cell: (row) => `${percent.format(row.day.utilisationPercent)} %`,
    },
    { key: 'rate', header: t('dynamicPricing.columns.rate'), cell: (row) => row.name },
    { key: 'times', header: t('dynamicPricing.columns.times'), cell: (row) => `${row.fromTime}–${row.toTime}` },
    {
      key: 'cart',
      header: t('dynamicPricing.columns.cart'),
      cell: (row) => (row.transportation === 'Walking' ? '—' : price(row.cart)),
    },
    {
      key: 'walking',
      header: t('dynamicPricing.columns.walking'),
      cell: (row) => (row.transportation === 'Cart' ? '—' : price(row.walking)),
    },
  ];
  return (
    <DataTable
      caption={t('dynamicPricing.previewCaption')}
      columns={columns}
      rows={preview.days.flatMap((day) => day.rates.map((rate) => ({ ...rate, day })))}
      rowKey={(row) => `${row.day.date}-${row.rateId}`}
      empty={null}
    />
  );
}

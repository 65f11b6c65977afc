import { useCallback, useState } from 'react';
import type { AdminTarget } from './admin-api.ts';
import type { Translate } from './admin-i18n.ts';
import { PromotionsView } from '../features/promotions/promotions-view.tsx';
import { RatesView } from '../features/rates/rates-view.tsx';

/** The Rates screen of the console: rate sets and rates, then promotion codes (amounts in the courses' currency). */
export function RatesScreen({
  t,
  target,
  locale,
  onExpired,
}: {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onExpired: () => void;
}) {
  const [currencyCode, setCurrencyCode] = useState<string | undefined>(undefined);
  const loaded = useCallback((sets: { currencyCode: string }[]) => setCurrencyCode(sets[0]?.currencyCode), []);
  return (
    <>
      <RatesView t={t} target={target} locale={locale} onExpired={onExpired} onLoaded={loaded} />
      <PromotionsView t={t} target={target} locale={locale} currencyCode={currencyCode} onExpired={onExpired} />
    </>
  );
}

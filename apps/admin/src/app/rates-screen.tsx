import { PromotionsView } from '../features/promotions/promotions-view.tsx';
import { useRateSetsQuery } from '../features/rates/rates.api.ts';
import { RatesView } from '../features/rates/rates-view.tsx';

const NO_RATE_SETS: never[] = [];

/**
 * The Rates screen of the console: rate sets and rates, then promotion codes (amounts in the
 * courses' currency; limits by the same rate sets, so saving a rate refreshes them too).
 */
export function RatesScreen() {
  const rateSets = useRateSetsQuery(undefined).data?.rateSets ?? NO_RATE_SETS;
  return (
    <>
      <RatesView />
      <PromotionsView rateSets={rateSets} currencyCode={rateSets[0]?.currencyCode} />
    </>
  );
}

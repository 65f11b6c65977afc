import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import type { SearchFilters } from '@fairway/domain/tee-times/search-filters';
import { useEffect, useState } from 'react';
import type { PromoStatus } from '../components/promo-code-form.tsx';

/**
 * The promotion flow of SPEC §4: apply → applying → valid (the search answered with the code
 * applied) or invalid (unknown or expired: the code is dropped from the search) → clear.
 */
export function usePromotion(
  filters: SearchFilters,
  update: (change: Partial<SearchFilters>) => void,
  result: TeeTimesResponse | undefined,
) {
  const [pending, setPending] = useState<string | null>(filters.promotionCode);
  const [status, setStatus] = useState<PromoStatus>(filters.promotionCode ? 'applying' : 'idle');

  useEffect(() => {
    if (status !== 'applying' || !pending || !result) return;
    if (result.promotion?.code !== pending) return;
    if (result.promotion.applied) {
      setStatus('valid');
    } else {
      setStatus('invalid');
      update({ promotionCode: null });
    }
  }, [status, pending, result, update]);

  return {
    status,
    activeCode: status === 'valid' ? pending : null,
    apply(code: string) {
      setPending(code);
      setStatus('applying');
      update({ promotionCode: code });
    },
    clear() {
      setPending(null);
      setStatus('idle');
      update({ promotionCode: null });
    },
  };
}

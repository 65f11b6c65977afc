import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { releaseRulesBind } from '@fairway/domain/release-queue/release-rules';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { CartToasts } from '../../features/cart/components/cart-toasts.tsx';
import { useCartActions } from '../../features/cart/hooks/use-cart-actions.ts';
import { selectCartChangeCount, type CartState } from '../../features/cart/slices/cart-slice.ts';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { WelcomeMessage } from '../../features/facilities/components/welcome-message.tsx';
import { useSimulatorOnly } from '../../features/facilities/hooks/use-simulator-only.ts';
import { TeeTimeSearch } from '../../features/tee-times/components/tee-time-search.tsx';
import { englishAreasLoaded } from '../../shared/i18n/i18n.ts';

// Off the first load: the cart panel only shows once the golfer has a cart, the related-times
// modal only when a tee time was just taken (both compute with the facility's time zone).
const CartPanel = lazy(() => import('../../features/cart/components/cart-panel.tsx').then((m) => ({ default: m.CartPanel })));
// Off the first load too: the tee-time alert offer only shows when a day has nothing suitable.
const AlertMeOffer = lazy(() => import('../../features/alerts/components/alert-me-offer.tsx').then((m) => ({ default: m.AlertMeOffer })));
// Off the first load too: the fair release's waiting room, only on a fair-queue engine's released day (issue #19).
const ReleaseRoom = lazy(() =>
  Promise.all([import('../../features/release-queue/components/release-room.tsx'), englishAreasLoaded()]).then(([m]) => ({ default: m.ReleaseRoom })),
);
const RelatedTimesModal = lazy(() => import('../../features/cart/components/related-times-modal.tsx').then((m) => ({ default: m.RelatedTimesModal })));

/** The search refreshes this long after a cart change (SPEC §4, §9). */
export const SEARCH_REFRESH_AFTER_CART_CHANGE_MS = 600;

/** The cart's change counter, passed on 600 ms after it moves. */
function useDelayedCartChanges(): number {
  const changes = useSelector((state: { cart: CartState }) => selectCartChangeCount(state));
  const [delayed, setDelayed] = useState(changes);
  useEffect(() => {
    if (changes === delayed) return;
    const timer = setTimeout(() => setDelayed(changes), SEARCH_REFRESH_AFTER_CART_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [changes, delayed]);
  return delayed;
}

/** Home, /search and /teetimes: the welcome message, the cart panel, then the tee-time search whose Select adds to the cart. */
export function TeeTimesPage() {
  const { t } = useTranslation();
  const simulatorOnly = useSimulatorOnly();
  // Both answers are already cached by start-up: the search's first render needs one more call.
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  const { addTeeTime } = useCartActions();
  const refreshKey = useDelayedCartChanges();
  const [related, setRelated] = useState<{ target: TeeTime; shown: TeeTime[] } | null>(null);
  const [checkoutFocus, setCheckoutFocus] = useState(0);

  const select = async (teeTime: TeeTime, shown: TeeTime[]) => {
    const result = await addTeeTime(teeTime);
    // The toast's live region announces the addition; focus goes to the cart's Check out.
    if (result.ok) setCheckoutFocus((count) => count + 1);
    if (!result.ok && (result.code === 'TEE_TIME_CAPACITY' || result.code === 'TEE_TIME_NOT_AVAILABLE')) setRelated({ target: teeTime, shown });
    return result.ok;
  };

  return (
    <div className="page tee-times">
      <div className="card intro-card">
        <h1 className="page__title">{simulatorOnly ? t('tabs.times') : t('pageTitles.teeTimes')}</h1>
        <WelcomeMessage />
      </div>
      <Suspense fallback={null}>{facilities ? <CartPanel facilities={facilities} focusCheckoutRequest={checkoutFocus} /> : null}</Suspense>
      {engine && facilities ? (
        <TeeTimeSearch
          facilities={facilities}
          settings={engine.settings}
          refreshKey={refreshKey}
          onSelect={select}
          releasedDayResults={
            releaseRulesBind(engine.settings.release)
              ? (results, facilityId, date) => (
                  <Suspense fallback={null}>
                    <ReleaseRoom facilityId={facilityId} date={date}>
                      {results}
                    </ReleaseRoom>
                  </Suspense>
                )
              : undefined
          }
          noResultsExtra={
            engine.settings.featureFlags.enableTeeTimeAlerts
              ? (filters) => (
                  <Suspense fallback={null}>
                    <AlertMeOffer
                      prefill={{
                        date: filters.date,
                        facilityIds: filters.course,
                        players: filters.golfers.length === 1 ? filters.golfers[0]! : null,
                        startHour: filters.startHour,
                        endHour: filters.endHour,
                        holes: filters.holes,
                      }}
                    />
                  </Suspense>
                )
              : undefined
          }
        />
      ) : null}
      {related && engine ? (
        <Suspense fallback={null}>
        <RelatedTimesModal
          target={related.target}
          candidates={related.shown}
          windowMinutes={engine.settings.checkout.adjacentRateBookingWindow}
          onChoose={(teeTime) => {
            setRelated(null);
            void select(teeTime, related.shown);
          }}
          onClose={() => setRelated(null)}
        />
        </Suspense>
      ) : null}
      <CartToasts />
    </div>
  );
}

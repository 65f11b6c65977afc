import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { releaseRulesBind } from '@fairway/domain/release-queue/release-rules';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { CartToasts } from '../../features/cart/components/cart-toasts.tsx';
import { useCartActions } from '../../features/cart/hooks/use-cart-actions.ts';
import { teeTimesInCart } from '../../features/cart/api/cart-tee-times.ts';
import { useRememberedCart } from '../../features/cart/hooks/use-remembered-cart.ts';
import { selectCartChangeCount, type CartState } from '../../features/cart/slices/cart-slice.ts';
import { selectCustomer } from '../../features/session/slices/session-slice.ts';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { WelcomeMessage } from '../../features/facilities/components/welcome-message.tsx';
import { useSimulatorOnly } from '../../features/facilities/hooks/use-simulator-only.ts';
import { TeeTimeSearch } from '../../features/tee-times/components/tee-time-search.tsx';
import { useLaterOnFirstLoad } from '../../shared/browser/use-later-on-first-load.ts';
import { englishAreasLoaded } from '../../shared/i18n/i18n.ts';
import { useWideLayout } from '../../shared/layout/use-wide-layout.ts';

// Off the first load: the cart panel only shows once the golfer has a cart, the related-times
// modal only when a tee time was just taken (both compute with the facility's time zone).
const CartPanel = lazy(() =>
  import('../../features/cart/components/cart-panel.tsx').then((m) => ({ default: m.CartPanel })),
);
// Off the first load too: the tee-time alert offer only shows when a day has nothing suitable.
const AlertMeOffer = lazy(() =>
  import('../../features/alerts/components/alert-me-offer.tsx').then((m) => ({ default: m.AlertMeOffer })),
);
// And the alert on a booked-up tee time the search was opened on.
const FreedUpAlert = lazy(() =>
  import('../../features/alerts/components/freed-up-alert.tsx').then((m) => ({ default: m.FreedUpAlert })),
);
// Off the first load too: the fair release's waiting room, only on a fair-queue engine's released day.
const ReleaseRoom = lazy(() =>
  Promise.all([import('../../features/release-queue/components/release-room.tsx'), englishAreasLoaded()]).then(
    ([m]) => ({ default: m.ReleaseRoom }),
  ),
);
// Its words ("Select Another Tee Time" and the spec's unavailable-inventory text) are in the lazy English areas.
const RelatedTimesForSelect = lazy(() =>
  Promise.all([import('../../features/cart/components/related-times-modal.tsx'), englishAreasLoaded()]).then(([m]) => ({
    default: m.RelatedTimesForSelect,
  })),
);

// On a phone the panel above the search scrolls away: the cart bar keeps the cart and Check out in view.
const CartBar = lazy(() => import('../../features/cart/components/cart-bar.tsx').then((m) => ({ default: m.CartBar })));

/** The search refreshes this long after a cart change (SPEC §4, §9). */
const SEARCH_REFRESH_AFTER_CART_CHANGE_MS = 600;

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

/** Whether the golfer's remembered cart holds a tee time (the cart panel reads the same answer). */
function useGolfersCartTeeTimes(): (teeTime: { teetime: string; facilityId: number }) => boolean {
  const { cart } = useRememberedCart();
  const held = useMemo(
    () => new Set(teeTimesInCart(cart?.items ?? []).map(({ facilityId, teetime }) => `${facilityId}|${teetime}`)),
    [cart],
  );
  return useCallback(({ teetime, facilityId }) => held.has(`${facilityId}|${teetime}`), [held]);
}

/** The party size a search filtered on, when it named exactly one. */
function soleParty(golfers: readonly number[]): number | undefined {
  return golfers.length === 1 ? golfers[0] : undefined;
}

/** Home, /search and /teetimes: the welcome message, the cart panel, then the tee-time search whose Select adds to the cart. */
export function TeeTimesPage() {
  const { t } = useTranslation();
  const simulatorOnly = useSimulatorOnly();
  // Both answers are already cached by start-up: the search's first render needs one more call.
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  const { addTeeTime } = useCartActions();
  const wide = useWideLayout();
  const refreshKey = useDelayedCartChanges();
  const signedIn = useSelector(selectCustomer) !== null;
  const [related, setRelated] = useState<TeeTime | null>(null);
  const [checkoutFocus, setCheckoutFocus] = useState(0);
  // On the page's first load the cart's panel and bar mount a task after the page: both are lazy
  // chunks shown once loaded (and only with a cart), and asking for them (the preload links of each
  // chunk's parts) was a seventh of the page's first render.
  const cartMounted = useLaterOnFirstLoad();
  const inGolfersCart = useGolfersCartTeeTimes();

  const select = async (teeTime: TeeTime, _shown?: TeeTime[], golfers: readonly number[] = []) => {
    const result = await addTeeTime(teeTime, golfers);
    // The toast's live region announces the addition; focus goes to the cart's Check out.
    if (result.ok) setCheckoutFocus((count) => count + 1);
    if (!result.ok && (result.code === 'TEE_TIME_CAPACITY' || result.code === 'TEE_TIME_NOT_AVAILABLE'))
      setRelated(teeTime);
    return result.ok;
  };

  return (
    <div className="page tee-times">
      <div className="card intro-card">
        <h1 className="page__title">{simulatorOnly ? t('tabs.times') : t('pageTitles.teeTimes')}</h1>
        <WelcomeMessage />
      </div>
      <Suspense fallback={null}>
        {facilities && cartMounted ? <CartPanel facilities={facilities} focusCheckoutRequest={checkoutFocus} /> : null}
      </Suspense>
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
          inGolfersCart={inGolfersCart}
          fullTeeTimeAction={
            engine.settings.featureFlags.enableTeeTimeAlerts
              ? (full, filters) => {
                  const facility = facilities.find((entry) => entry.id === full.facilityId);
                  return facility ? (
                    <Suspense fallback={null}>
                      <FreedUpAlert
                        teetime={full.teetime}
                        facilityId={full.facilityId}
                        courseName={facility.name}
                        timeZone={facility.timeZone}
                        // The party the golfer searched for; with "any", the alert form's default of two.
                        players={Math.min(4, soleParty(filters.golfers) ?? 2)}
                        holes={filters.holes.length === 1 ? filters.holes : []}
                        signedIn={signedIn}
                      />
                    </Suspense>
                  ) : null;
                }
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
                        players: soleParty(filters.golfers) ?? null,
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
          {/* SPEC §5 nearby times, read afresh; a pick is in the cart like a Select, so focus goes to Check out. */}
          <RelatedTimesForSelect
            teeTime={related}
            facility={facilities?.find((facility) => facility.id === related.facilityId)}
            windowMinutes={engine.settings.checkout.adjacentRateBookingWindow}
            onPicked={() => {
              setRelated(null);
              setCheckoutFocus((count) => count + 1);
            }}
            onClosed={() => setRelated(null)}
          />
        </Suspense>
      ) : null}
      {!wide && facilities && cartMounted ? (
        <Suspense fallback={null}>
          <CartBar currencyCode={facilities[0]?.currencyCode ?? 'USD'} />
        </Suspense>
      ) : null}
      <CartToasts />
    </div>
  );
}

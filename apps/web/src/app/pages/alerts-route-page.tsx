import { defaultAlertDate } from '@fairway/domain/alerts/alert-lists';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { AlertsPage } from '../../features/alerts/components/alerts-page.tsx';
import { useCreateCartMutation } from '../../features/cart/api/cart-api.ts';
import { cartIdSet } from '../../features/cart/slices/cart-slice.ts';
import { useBookingEngine, useFacilities } from '../../features/facilities/api/facilities-api.ts';
import { selectCustomer, selectSessionSettled } from '../../features/session/slices/session-slice.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteLoading } from './route-loading.tsx';
import { SignInRedirect } from './sign-in-redirect.tsx';

/**
 * The "Book it" link of an offer e-mail (`/alerts?book=1`): the offered tee time waits in the
 * golfer's own cart, so that cart is shown (even over another one this device remembers) and
 * checkout opens with it.
 */
function BookOffer() {
  const dispatch = useDispatch();
  const [createCart] = useCreateCartMutation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void createCart({}).then((own) => {
      if ('data' in own && own.data) dispatch(cartIdSet(own.data.cartId));
      setReady(true);
    });
  }, [createCart, dispatch]);
  return ready ? <Navigate to="/checkout" replace /> : <RouteLoading />;
}

/** /alerts: signed-in golfers only; a not-found page where the alias has alerts off (SPEC §1). */
export function AlertsRoutePage() {
  const customer = useSelector(selectCustomer);
  const settled = useSelector(selectSessionSettled);
  const location = useLocation();
  const { data: engine } = useBookingEngine();
  const { data: facilities } = useFacilities();
  if (!engine || !facilities || !settled) return null;
  if (!engine.settings.featureFlags.enableTeeTimeAlerts) return <NotFoundPage />;
  if (!customer) return <SignInRedirect from={`${location.pathname}${location.search}`} />;
  if (new URLSearchParams(location.search).has('book')) return <BookOffer />;
  return (
    <AlertsPage facilities={facilities} defaultDate={defaultAlertDate(new Date(), facilities[0]?.timeZone ?? 'UTC')} />
  );
}

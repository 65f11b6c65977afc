import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page.tsx';
import { OrdersPage } from '../../features/orders/components/orders-page.tsx';
import { selectCustomer, selectSessionSettled } from '../../features/session/slices/session-slice.ts';

// Orders need a signed-in non-guest (SPEC §6); others are sent to sign in and come back.
function SignedInOnly({ children }: { children: ReactNode }) {
  const customer = useSelector(selectCustomer);
  const settled = useSelector(selectSessionSettled);
  const location = useLocation();
  if (!settled) return null;
  if (!customer) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

/** /orders. */
export function OrdersRoutePage() {
  return (
    <SignedInOnly>
      <OrdersPage />
    </SignedInOnly>
  );
}

/** /orders/:orderId. */
export function OrderDetailRoutePage() {
  return (
    <SignedInOnly>
      <OrderDetailPage />
    </SignedInOnly>
  );
}

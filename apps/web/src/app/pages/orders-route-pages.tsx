import { OrderDetailPage } from '../../features/orders/components/order-detail-page.tsx';
import { OrdersPage } from '../../features/orders/components/orders-page.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

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

import type { Order } from '@fairway/contract/checkout.contract';
import { useTranslation } from 'react-i18next';

/** The SPEC §4 order reservation status as a labelled badge. */
export function OrderStatus({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`badge order-status order-status--${status}`} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </span>
  );
}

import type { Order } from '@fairway/contract/checkout.contract';

/** One line of the analytics purchase event (GA4 ecommerce shape). */
interface PurchaseItem {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  quantity: number;
}

/** The analytics purchase event of a completed order (SPEC §7: transaction id, value, tax, currency, coupon, items). */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    tax: number;
    currency: string;
    coupon: string | undefined;
    items: PurchaseItem[];
  };
}

const toUnits = (cents: number) => Math.round(cents) / 100;

const VARIANTS: Record<string, string> = {
  membership: 'Membership',
  'gift-certificate': 'GiftCertificate',
  'featured-product': 'FeaturedProduct',
};

/** The purchase event of an order: amounts in currency units, one item per invoice (a booked tee time carries its confirmation number). */
export function purchaseEvent(order: Order, coupon: string | null): PurchaseEvent {
  const items = order.invoices.map((invoice): PurchaseItem => {
    const reservation = order.reservations.find(
      (entry) => entry.reservationId === invoice.referenceId || entry.confirmationNumber === invoice.referenceId,
    );
    const kind = invoice.items[0]?.kind ?? 'green-fees';
    const quantity = Math.max(1, invoice.playerCount ?? 1);
    return {
      item_id: reservation?.confirmationNumber ?? invoice.referenceId,
      item_name: invoice.rateName ?? invoice.items[0]?.label ?? '',
      item_variant: VARIANTS[kind] ?? 'TeeTime',
      price: toUnits(Math.round(invoice.subTotal / quantity)),
      quantity,
    };
  });
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNumber,
      value: toUnits(order.grandTotal),
      tax: toUnits(order.totalTaxes),
      currency: order.currencyCode,
      coupon: coupon ?? undefined,
      items,
    },
  };
}

/** Pushes the event to the page's dataLayer (created when the page has none). */
export function pushPurchaseEvent(event: PurchaseEvent): void {
  const target = window as unknown as { dataLayer?: unknown[] };
  target.dataLayer = Array.isArray(target.dataLayer) ? target.dataLayer : [];
  // GA4 advises clearing the previous ecommerce object first.
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push(event);
}

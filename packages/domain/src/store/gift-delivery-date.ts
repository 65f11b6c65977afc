import { addCalendarDays } from '../tee-times/local-date.ts';

/** How far ahead a gift certificate may be set to arrive: a year, so it is not lost to a typo. */
export const GIFT_DELIVERY_HORIZON_DAYS = 365;

/** The last delivery date a gift certificate bought today (the course's date) may have. */
export function lastGiftDeliveryDate(today: string): string {
  return addCalendarDays(today, GIFT_DELIVERY_HORIZON_DAYS);
}

/** Why a delivery date is refused (before today, or more than a year ahead), or null when it is fine. */
export function giftDeliveryDateProblem(deliveryDate: string, today: string): 'past' | 'too-far' | null {
  if (deliveryDate < today) return 'past';
  if (deliveryDate > lastGiftDeliveryDate(today)) return 'too-far';
  return null;
}

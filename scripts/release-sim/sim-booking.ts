import { randomUUID } from 'node:crypto';
import type { SimCall, SimClient } from './sim-http.ts';

/** A tee time as the search answers it. */
export interface FoundTeeTime {
  teetime: string;
  availableSlots: number;
  rates: { rateId: number; allowedPlayers: number[]; transportation: 'Cart' | 'Walking' | 'Both' }[];
}

/** Who pays: the checkout form's golfer and the card typed at the gateway page. */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cardNumber: string;
}

/** How one booking try ended. */
export type BookingOutcome =
  | { kind: 'booked' }
  | { kind: 'refused'; step: string; code: string }
  | { kind: 'failed'; step: string; detail: string };

/** A Luhn-valid 16-digit Visa-style number from `random` (the sandbox approves any valid number that is not a test card). */
export function cardNumberOf(random: () => number): string {
  const digits = [4, ...Array.from({ length: 14 }, () => Math.floor(random() * 10))];
  const sum = digits
    .slice()
    .reverse()
    .reduce(
      (total, digit, index) => total + (index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit),
      0,
    );
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

/** The released day's tee times at the course, as a golfer's search shows them. */
export async function searchDay(
  call: SimCall,
  client: SimClient,
  facilityId: number,
  day: string,
): Promise<FoundTeeTime[] | null> {
  const answer = await call(client, 'GET', `/api/v2/tee-times?date=${day}&facilityIds=${facilityId}`);
  return answer.status === 200 ? (answer.body.teeTimes as FoundTeeTime[]) : null;
}

/** A rate of the tee time that takes `players`, if any. */
export function rateFor(teeTime: FoundTeeTime, players: number) {
  return teeTime.availableSlots >= players
    ? teeTime.rates.find((rate) => rate.allowedPlayers.includes(players))
    : undefined;
}

const refusedOrFailed = (
  step: string,
  answer: { status: number; body: { error?: { code?: string } } },
): BookingOutcome =>
  answer.status >= 400 && answer.status < 500
    ? { kind: 'refused', step, code: answer.body.error?.code ?? String(answer.status) }
    : { kind: 'failed', step, detail: `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}` };

/** A cart with the tee time held under the ticket; the cart id, or why not. */
export async function hold(
  call: SimCall,
  client: SimClient,
  ticket: string,
  facilityId: number,
  teeTime: FoundTeeTime,
  players: number,
): Promise<{ cartId: string } | BookingOutcome> {
  const rate = rateFor(teeTime, players);
  if (!rate) return { kind: 'refused', step: 'hold', code: 'NO_RATE' };
  const cart = await call(client, 'POST', '/api/shopping-cart', {});
  if (cart.status !== 201) return refusedOrFailed('cart', cart);
  const cartId = cart.body.cartId as string;
  const item = {
    type: 'tee-time',
    facilityId,
    extra: {
      teetime: teeTime.teetime,
      rateId: rate.rateId,
      players,
      transportation: rate.transportation === 'Walking' ? 'Walking' : 'Cart',
    },
  };
  const added = await call(
    client,
    'POST',
    `/api/shopping-cart/${cartId}/cart-item`,
    { item },
    { 'x-release-ticket': ticket },
  );
  return added.status === 201 ? { cartId } : refusedOrFailed('hold', added);
}

/** Invoice, hosted card entry and process-payment of a held cart (SPEC §7 calls, as the SPA makes them). */
export async function checkout(
  call: SimCall,
  client: SimClient,
  cartId: string,
  payer: Payer,
  year: number,
): Promise<BookingOutcome> {
  const invoice = await call(client, 'POST', `/api/shopping-cart/${cartId}/invoice`, {});
  if (invoice.status !== 200) return refusedOrFailed('invoice', invoice);
  const dueNow = (invoice.body.dueNow as { original: { total: number } }).original.total;
  const token = await call(client, 'POST', `/api/shopping-cart/${cartId}/payment-token`, {
    originUrl: 'http://127.0.0.1/checkout',
  });
  if (token.status !== 200) return refusedOrFailed('payment-token', token);
  const card = {
    number: payer.cardNumber,
    cvv: '123',
    expirationMonth: '12',
    expirationYear: String(year + 3),
    name: `${payer.firstName} ${payer.lastName}`,
    address: '1 Fairway Drive',
    postalCode: '10001',
    countryCode: 'US',
  };
  const typed = await call(client, 'POST', token.body.CheckoutUrl as string, card);
  if (typed.status !== 201) return refusedOrFailed('card', typed);
  const body = {
    paymentToken: token.body.Token,
    invoiceTotalAmount: dueNow,
    returnUrl: 'http://127.0.0.1/payment-authorization',
    formData: {
      firstName: payer.firstName,
      lastName: payer.lastName,
      email: payer.email,
      phone: payer.phone,
      notes: 'Release morning',
      teeTimePolicyAccepted: true,
    },
  };
  const paid = await call(client, 'POST', `/api/shopping-cart/${cartId}/process-payment`, body, {
    'idempotency-key': randomUUID(),
  });
  if (paid.status === 200 && paid.body.status === 'completed') return { kind: 'booked' };
  return refusedOrFailed('process-payment', paid);
}

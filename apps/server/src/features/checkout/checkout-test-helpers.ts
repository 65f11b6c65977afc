import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { accountsClient, type CallOptions } from '../../test/accounts-client.ts';
import type { TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';

/** The README's test cards by outcome. */
export const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  authenticate: '4000 0000 0000 3220',
};

/** A complete checkout form for a guest; override any field. */
export function guestForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.guest@example.com',
    phone: '+1 (555) 010-2030',
    notes: 'Two carts please',
    teeTimePolicyAccepted: true,
    ...overrides,
  };
}

/** A test's view of the cart and checkout API. */
export function checkoutClient(server: TestServer) {
  const api = accountsClient(server.baseUrl);
  const returnUrl = `${server.baseUrl}/payment-authorization`;
  return {
    ...api,
    returnUrl,
    async facilityId(courseId: string, alias = 'demo'): Promise<number> {
      const facilities = (await api.get('/api/facilities', { alias })).body as Facility[];
      return facilities.find((facility) => facility.courseId === courseId)!.id;
    },
    async teeTimes(date: string, facilityId: number, alias = 'demo'): Promise<TeeTime[]> {
      return (
        (await api.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`, { alias })).body as TeeTimesResponse
      ).teeTimes;
    },
    async newCart(options?: CallOptions): Promise<string> {
      const answer = await api.post('/api/shopping-cart', {}, options);
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body.cartId as string;
    },
    async addTeeTime(
      cartId: string,
      facilityId: number,
      teetime: string,
      rateId: number,
      players: number,
      options?: CallOptions,
    ) {
      const answer = await api.post(
        `/api/shopping-cart/${cartId}/cart-item`,
        { item: { type: 'tee-time', facilityId, extra: { teetime, rateId, players, transportation: 'Cart' } } },
        options,
      );
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body;
    },
    /** Opens the cart's hosted card entry and submits a card there (as the iframe would): the token. */
    async cardToken(cartId: string, number = CARDS.approve, options?: CallOptions): Promise<string> {
      const answer = await api.post(
        `/api/shopping-cart/${cartId}/payment-token`,
        { originUrl: `${server.baseUrl}/checkout` },
        options,
      );
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      const submitted = await fetch(`${server.baseUrl}${answer.body.CheckoutUrl as string}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...TEST_CARD, number, cvv: number.startsWith('3') ? '1234' : TEST_CARD.cvv }),
      });
      if (submitted.status !== 201)
        throw new Error(`card submission failed: ${submitted.status} ${await submitted.text()}`);
      return answer.body.Token as string;
    },
    async invoice(cartId: string, options?: CallOptions) {
      return api.post(`/api/shopping-cart/${cartId}/invoice`, {}, options);
    },
    async pay(cartId: string, key: string, body: Record<string, unknown>, options: CallOptions = {}) {
      return api.post(
        `/api/shopping-cart/${cartId}/process-payment`,
        { returnUrl, ...body },
        { ...options, headers: { 'idempotency-key': key, ...options.headers } },
      );
    },
  };
}

/** The gateway ledger's entry kinds, for some payments or all. */
export async function ledgerKinds(db: Database, paymentIds?: string[]): Promise<string[]> {
  const query = db.select({ kind: gatewayLedger.kind }).from(gatewayLedger);
  const rows = paymentIds
    ? await query.where(
        paymentIds.length === 1
          ? eq(gatewayLedger.paymentId, paymentIds[0]!)
          : inArray(gatewayLedger.paymentId, paymentIds),
      )
    : await query;
  return rows.map((row) => row.kind).sort();
}

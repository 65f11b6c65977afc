import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { accountsClient } from '../../test/accounts-client.ts';
import type { TestServer } from '../../test/test-server.ts';

/** A test's view of the cart API: JSON calls plus a few shortcuts. */
export function cartClient(server: TestServer) {
  const api = accountsClient(server.baseUrl);
  return {
    ...api,
    patch: (path: string, body: unknown, options?: Parameters<typeof api.call>[3]) =>
      api.call('PATCH', path, body, options),
    del: (path: string, body?: unknown, options?: Parameters<typeof api.call>[3]) =>
      api.call('DELETE', path, body, options),
    async facilityId(courseId: string, alias = 'demo'): Promise<number> {
      const facilities = (await api.get('/api/facilities', { alias })).body as Facility[];
      return facilities.find((facility) => facility.courseId === courseId)!.id;
    },
    async teeTimes(date: string, facilityId: number): Promise<TeeTime[]> {
      const answer = await api.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`);
      return (answer.body as TeeTimesResponse).teeTimes;
    },
    async newCart(options?: Parameters<typeof api.call>[3]): Promise<string> {
      const answer = await api.post('/api/shopping-cart', {}, options);
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      return answer.body.cartId as string;
    },
  };
}

/** A tee-time item body. */
export function teeTimeItem(
  facilityId: number,
  teetime: string,
  rateId: number,
  players: number,
  transportation: 'Cart' | 'Walking' = 'Cart',
) {
  return { item: { type: 'tee-time', facilityId, extra: { teetime, rateId, players, transportation } } };
}

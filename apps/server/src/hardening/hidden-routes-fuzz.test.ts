import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { TEST_CARD } from '../test/wallet-client.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from './access-fixtures.ts';
import { garbage, mutated } from './fuzz-arbitraries.ts';
import { countChanges, INTERNALS_PATTERN, tableCounter } from './table-counts.ts';

// The routes the OpenAPI document hides (the sandbox gateway's hosted card page and challenge,
// the sandbox golf-ID sign-in) take card data and form posts: the same promises as schema-fuzz.

const SEED = Number(process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''));
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 1500) / 5);

let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '100000' } });
  fx = await createFixtures(server);
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

function shortened(this: object): string {
  return JSON.stringify(this, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…(${value.length} chars)` : value,
  );
}

it(
  'answers fuzzed card submissions, challenges and sandbox sign-ins without a 5xx and writes nothing when it rejects',
  { timeout: 600_000 },
  async () => {
    const cart = await fx.cartWithItem('anonymous');
    const checkout = await fx.api.post(`/api/shopping-cart/${cart.cartId}/payment-token`, {
      originUrl: `${server.baseUrl}/checkout`,
    });
    const cardUrl = checkout.body.CheckoutUrl as string;
    const order = await fx.order('guest');
    const form = (value: unknown) =>
      new URLSearchParams(
        Object.entries(value !== null && typeof value === 'object' ? value : { value }).map(
          ([key, item]): [string, string] => [key, typeof item === 'string' ? item : (JSON.stringify(item) ?? '')],
        ),
      ).toString();
    const requests = fc
      .oneof(
        mutated(fc.constant(TEST_CARD)).map((body) => ({
          path: cardUrl,
          type: 'application/json',
          body: JSON.stringify(body) ?? 'null',
        })),
        fc
          .tuple(
            fc.constantFrom(
              cardUrl,
              '/sandbox/gateway/card',
              '/sandbox/gateway/card?token=%00',
              '/sandbox/gateway/card?token=cs_nope',
            ),
            garbage(),
          )
          .map(([path, body]) => ({ path, type: 'application/json', body: JSON.stringify(body) ?? 'null' })),
        fc
          .tuple(
            fc.constantFrom(order.paymentId, 'pay_nope', '%00', 'x'.repeat(500)),
            fc.constantFrom('outcome=approve', 'outcome=%00', '', 'outcome=decline&outcome=approve'),
          )
          .map(([id, body]) => ({
            path: `/sandbox/gateway/challenge/${id}`,
            type: 'application/x-www-form-urlencoded',
            body,
          })),
        mutated(
          fc.constant({ state: 'state-key', alias: 'demo', email: 'fuzz@example.com', firstName: 'F', lastName: 'Z' }),
        ).map((body) => ({
          path: '/sandbox/golf-id/authorize',
          type: 'application/x-www-form-urlencoded',
          body: form(body),
        })),
      )
      .map((request) => ({ ...request, [fc.toStringMethod]: shortened }));
    const statuses = new Map<number, number>();
    console.log(`hidden-routes fuzz: seed ${SEED}, ${RUNS} runs`);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const before = await counts();
        const response = await fetch(`${server.baseUrl}${request.path}`, {
          method: 'POST',
          headers: { 'content-type': request.type },
          body: request.body,
          redirect: 'manual',
        });
        const text = await response.text();
        const after = await counts();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const where = `${request.path.slice(0, 80)} → ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, where).toBeLessThan(500);
        if (response.status >= 400) {
          expect(text, where).not.toMatch(INTERNALS_PATTERN);
          if (response.headers.get('content-type')?.includes('json'))
            expect(JSON.parse(text), where).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          expect(countChanges(before, after), where).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(
      `hidden-routes fuzz: ${RUNS} requests, 0 5xx; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
  },
);

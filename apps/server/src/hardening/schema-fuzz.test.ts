import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { CSRF_HEADER } from '@fairway/contract/session.contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from './access-fixtures.ts';
import { garbage, type JsonSchema, mutated, poisoned, replaced, valueFor } from './fuzz-arbitraries.ts';
import { openApiDocumentOperations, type OpenApiOperation } from './openapi-operations.ts';
import { countChanges, INTERNALS_PATTERN, tableCounter } from './table-counts.ts';

// Property-based requests against every operation: no 5xx, every 4xx in the error shape without
// internals, and a rejected (4xx) request writes nothing. Seeded by the UTC day unless FUZZ_SEED
// is set; FUZZ_RUNS scales it (see README.md beside this file to reproduce a failure).

const SEED = Number(process.env.FUZZ_SEED ?? new Date().toISOString().slice(0, 10).replaceAll('-', ''));
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

/** 4xx answers that write by design, keyed `METHOD /path status`. */
const WRITING_REJECTIONS: Record<string, string> = {
  'POST /api/profile/authenticate 401': 'a failed sign-in is counted towards the account lockout',
  'POST /api/admin/session 401': "a staff member's failed sign-in is counted towards the lockout and audited",
  'POST /api/admin/session 423': "a locked staff account's sign-in attempt is audited",
  // The Idempotency-Key is claimed before a staff cancellation runs; a refusal is stored as that key's answer (a replay answers the same).
  'POST /api/admin/reservations/{id}/cancellation 400':
    "the staff cancellation's Idempotency-Key keeps the refusal as its answer",
  'POST /api/admin/reservations/{id}/cancellation 409':
    "the staff cancellation's Idempotency-Key keeps the refusal as its answer",
};

let server: TestServer;
let fx: Fixtures;
let components: Record<string, JsonSchema>;
let operations: (OpenApiOperation & { body?: JsonSchema; query: Record<string, JsonSchema> })[];
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '100000', LOGIN_ATTEMPTS_PER_MINUTE: '100000' },
  });
  fx = await createFixtures(server);
  const document = (await (await server.get('/docs/json')).json()) as {
    components: { schemas: Record<string, JsonSchema> };
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string; schema: JsonSchema }[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  components = document.components.schemas;
  operations = (await openApiDocumentOperations(server)).map((operation) => {
    const raw = document.paths[operation.path]![operation.method.toLowerCase()]!;
    const query = Object.fromEntries(
      (raw.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, parameter.schema]),
    );
    return { ...operation, body: raw.requestBody?.content['application/json']?.schema, query };
  });
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

/** How a counterexample prints: long strings cut, so a failure report stays readable. */
function shortened(this: object): string {
  return JSON.stringify(this, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…(${value.length} chars)` : value,
  );
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const pathGarbage = fc.oneof(
  fc.constantFrom(
    '%00',
    '%ZZ',
    '..',
    '%2e%2e%2f',
    '%2F',
    '%ED%A0%80',
    '%F0%9F%98%80',
    'null',
    '-1',
    '0',
    '1e309',
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.uuid({ version: 4 }),
);

function requestArbitrary(
  operation: (typeof operations)[number],
  ids: string[],
  owners: Record<string, string>[],
): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .array(fc.oneof(fc.constantFrom(...ids), pathGarbage), { minLength: 4, maxLength: 4 })
    .map((values) => {
      let index = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => values[index++]!);
    });
  const validQuery = valueFor({ type: 'object', properties: operation.query, required: [] }, components);
  const query = fc
    .oneof(
      validQuery,
      mutated(validQuery),
      fc.constantFrom('date[]=1&date=2', '%ZZ=1', 'a=%00', `${'k'.repeat(50)}=${'v'.repeat(5000)}`),
    )
    .map((value) => {
      if (typeof value === 'string') return `?${value}`;
      const search = new URLSearchParams();
      for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>))
        search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
      return search.size > 0 ? `?${search}` : '';
    });
  const valid = operation.body ? valueFor(operation.body, components) : fc.constant({});
  const body = fc.oneof(
    {
      weight: 2,
      arbitrary: replaced(valid).map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
    },
    {
      weight: 3,
      arbitrary: poisoned(valid).map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
    },
    {
      weight: 1,
      arbitrary: valid.map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
    },
    {
      weight: 1,
      arbitrary: garbage().map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '{"a":1}x',
          '\uFEFF{}',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '',
          'null',
          '"\\u0000"',
          '['.repeat(10000),
        )
        .map((text) => ({ type: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
        )
        .map((type) => ({ type, text: 'a=b&c=%00' })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ type: 'application/json', text: JSON.stringify({ big: 'x'.repeat(1_100_000) }) }),
    },
  );
  const auth = fc.constantFrom<Record<string, string>>(
    {},
    ...owners,
    ...owners,
    { authorization: `Bearer ${fx.main.bearer}` },
    { authorization: 'Bearer %00garbage' },
    { cookie: '__Host-fw_guest_demo=garbage; __Host-fw_session_demo=x' },
    { cookie: '__Host-fw_guest_demo=%00; __Host-fw_session_demo=%ED%A0%80' },
  );
  const alias = fc.constantFrom(
    'demo',
    'demo',
    'demo',
    'simulator',
    'no-such-alias',
    'DEMO',
    '../demo',
    'x'.repeat(300),
  );
  const key = fc.constantFrom<Record<string, string>>(
    {},
    { 'idempotency-key': 'fuzz' },
    { 'idempotency-key': 'k'.repeat(300) },
  );
  return fc
    .record({ path, query, body, auth, alias, key })
    .map(({ path: url, query: search, body: sent, auth: who, alias: engine, key: idempotency }) => ({
      [fc.toStringMethod]: shortened,
      method: operation.method,
      path: `${url}${search}`,
      headers: {
        'x-be-alias': engine,
        [CSRF_HEADER]: '1',
        ...who,
        ...idempotency,
        ...(operation.method === 'GET' ? {} : { 'content-type': sent.type }),
      },
      body: operation.method === 'GET' ? undefined : sent.text,
    }));
}

it(
  'answers every fuzzed request of every operation without a 5xx, in the error shape, and writes nothing when it rejects',
  { timeout: 900_000 },
  async () => {
    const cart = await fx.cartWithItem();
    const order = await fx.order('guest');
    const booked = await fx.reservation();
    // A dead job too, so a fuzzed retry reaches one.
    const dead = await fx.deadJob();
    const ids = [
      cart.cartId,
      cart.itemId,
      order.orderId,
      order.invoiceId,
      order.paymentId,
      booked.reservationId,
      String(fx.north.id),
      String(dead.id),
      '1',
    ];
    // The owners of those ids, so that fuzzed input also reaches the services behind the ownership checks.
    // A manager's staff token too, so fuzzed input reaches the operator console's services (blocks, tee-sheet operations),
    // and the owner's, for the staff accounts (staff:manage).
    const owners: Record<string, string>[] = [
      { authorization: `Bearer ${cart.owner!.bearer}` },
      { cookie: order.owner.guestCookie! },
      { [STAFF_TOKEN_HEADER]: (await fx.staff()).staffToken },
      { [STAFF_TOKEN_HEADER]: (await fx.staff('owner@harborpines.example')).staffToken },
    ];
    const statuses = new Map<number, number>();
    const started = Date.now();
    console.log(
      `schema fuzz: seed ${SEED}, ${RUNS} runs over ${operations.length} operations (FUZZ_SEED / FUZZ_RUNS to change)`,
    );
    const property = fc.asyncProperty(
      fc
        .constantFrom(...operations)
        .chain((operation) =>
          requestArbitrary(operation, ids, owners).map((request) => ({ operation: operation.key, request })),
        ),
      async ({ operation, request }) => {
        const before = await counts();
        const response = await fetch(`${server.baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        const text = await response.text();
        const after = await counts();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const where = `${operation} → ${response.status} ${text.slice(0, 300)}`;
        expect(response.status, where).toBeLessThan(500);
        if (response.status >= 400) {
          expect(JSON.parse(text), where).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
          expect(text, where).not.toMatch(INTERNALS_PATTERN);
          if (!WRITING_REJECTIONS[`${operation} ${response.status}`])
            expect(countChanges(before, after), where).toEqual([]);
        }
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: RUNS });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `schema fuzz: ${RUNS} requests in ${seconds}s, 0 5xx; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
  },
);

// What each call of a guest checkout costs the server's CPU and PostgreSQL's. The
// checkout bench measures whole checkouts; this runs one call at a time for every checkout (all
// carts, then every cart's tee time, then every invoice, …), CHECKOUT_CALLS_CONCURRENCY at a time,
// and prints each call's CPU per call. A pause of a second between calls lets a CPU profile of the
// server (BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…") be cut by call. PostgreSQL only:
// `node --import tsx bench/checkout-calls.ts`.
import { randomUUID } from 'node:crypto';
import { ALIAS, startServer, tickets, type Ticket } from './checkout-server.ts';
import { keepAliveSend } from './keep-alive-send.ts';
import { postgresUrl } from './postgres-url.ts';
import { backendsCpuDeltaMs, postgresBackendsCpuMs, processCpuMs } from './process-cpu.ts';

const CHECKOUTS = Number(process.env.CHECKOUT_CALLS_COUNT ?? 1000);
const CONCURRENCY = Number(process.env.CHECKOUT_CALLS_CONCURRENCY ?? 50);
const WARM_UP = 100;

const CARD = {
  number: '4242 4242 4242 4242',
  cvv: '123',
  expirationMonth: '12',
  expirationYear: String(new Date().getUTCFullYear() + 3),
  name: 'Bench Golfer',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
};

interface Checkout {
  ticket: Ticket;
  index: number;
  cartId?: string;
  dueNow?: number;
  token?: string;
  cardUrl?: string;
}

type Step = { call: string; run: (origin: string, checkout: Checkout) => Promise<void> };

const pgUrl = await postgresUrl();
if (!pgUrl) {
  console.log('checkout calls: PostgreSQL not reachable (set DATABASE_URL); skipped');
  process.exit(0);
}
const send = keepAliveSend(CONCURRENCY);

async function call(
  method: string,
  url: string,
  body: unknown,
  expected: number,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const answer = await send({
    method,
    url,
    headers: { 'x-be-alias': ALIAS, 'x-fairway-csrf': '1', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (answer.status !== expected) throw new Error(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
}

const steps: Step[] = [
  {
    call: 'create cart',
    run: async (origin, c) =>
      void (c.cartId = (await call('POST', `${origin}/api/shopping-cart`, {}, 201)).cartId as string),
  },
  {
    call: 'add tee time',
    run: async (origin, { cartId, ticket: { target, players } }) =>
      void (await call(
        'POST',
        `${origin}/api/shopping-cart/${cartId}/cart-item`,
        {
          item: {
            type: 'tee-time',
            facilityId: target.facilityId,
            extra: {
              teetime: target.teetime,
              rateId: target.rateId,
              players,
              transportation: target.transportation === 'Walking' ? 'Walking' : 'Cart',
            },
          },
        },
        201,
      )),
  },
  {
    call: 'invoice',
    run: async (origin, c) =>
      void (c.dueNow = (
        (await call('POST', `${origin}/api/shopping-cart/${c.cartId}/invoice`, {}, 200)).dueNow as {
          original: { total: number };
        }
      ).original.total),
  },
  {
    call: 'card-entry token',
    run: async (origin, c) => {
      const answer = await call(
        'POST',
        `${origin}/api/shopping-cart/${c.cartId}/payment-token`,
        { originUrl: `${origin}/checkout` },
        200,
      );
      c.token = answer.Token as string;
      c.cardUrl = answer.CheckoutUrl as string;
    },
  },
  {
    call: 'card page submission',
    run: async (origin, c) => void (await call('POST', `${origin}${c.cardUrl}`, CARD, 201)),
  },
  {
    call: 'process-payment',
    run: async (origin, c) => {
      const formData = {
        firstName: 'Guest',
        lastName: `Golfer ${c.index}`,
        email: `guest${c.index}@bench.example.com`,
        phone: '+1 555 010 2030',
        notes: 'Bench run',
        teeTimePolicyAccepted: true,
      };
      const body = {
        paymentToken: c.token,
        invoiceTotalAmount: c.dueNow,
        returnUrl: `${origin}/payment-authorization`,
        formData,
      };
      const answer = await call('POST', `${origin}/api/shopping-cart/${c.cartId}/process-payment`, body, 200, {
        'idempotency-key': randomUUID(),
      });
      if (answer.status !== 'completed') throw new Error(`process-payment: ${JSON.stringify(answer).slice(0, 300)}`);
    },
  },
];

async function eachAtOnce(checkouts: Checkout[], run: (checkout: Checkout) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < checkouts.length) {
        const checkout = checkouts[next++];
        if (checkout) await run(checkout);
      }
    }),
  );
}

const server = await startServer(pgUrl);
const origin = `http://127.0.0.1:${server.port}`;
try {
  const queue = await tickets(origin);
  if (queue.length < CHECKOUTS + WARM_UP)
    throw new Error(`only ${queue.length} parties' worth of tee times for ${CHECKOUTS + WARM_UP} checkouts`);
  const checkoutsOf = (from: number, count: number) =>
    queue.slice(from, from + count).map((ticket, i) => ({ ticket, index: from + i }));
  const warmUp = checkoutsOf(0, WARM_UP);
  for (const step of steps) await eachAtOnce(warmUp, (checkout) => step.run(origin, checkout));
  const checkouts = checkoutsOf(WARM_UP, CHECKOUTS);
  const rows: {
    call: string;
    'calls/s': number | null;
    'server CPU ms / call': number | null;
    'PostgreSQL CPU ms / call': number | null;
  }[] = [];
  for (const step of steps) {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a gap in the server's profile between calls
    const before = {
      server: processCpuMs(server.child.pid),
      postgres: await postgresBackendsCpuMs(pgUrl, server.database),
    };
    const started = performance.now();
    await eachAtOnce(checkouts, (checkout) => step.run(origin, checkout));
    const seconds = (performance.now() - started) / 1000;
    const after = {
      server: processCpuMs(server.child.pid),
      postgres: await postgresBackendsCpuMs(pgUrl, server.database),
    };
    const serverMs = before.server !== null && after.server !== null ? after.server - before.server : null;
    const postgresMs = before.postgres && after.postgres ? backendsCpuDeltaMs(before.postgres, after.postgres) : null;
    rows.push({
      call: step.call,
      'calls/s': Math.round(CHECKOUTS / seconds),
      'server CPU ms / call': serverMs === null ? null : Number((serverMs / CHECKOUTS).toFixed(3)),
      'PostgreSQL CPU ms / call': postgresMs === null ? null : Number((postgresMs / CHECKOUTS).toFixed(3)),
    });
  }
  const total = (key: 'server CPU ms / call' | 'PostgreSQL CPU ms / call') =>
    Number(rows.reduce((sum, row) => sum + (row[key] ?? 0), 0).toFixed(3));
  rows.push({
    call: 'whole checkout',
    'calls/s': null,
    'server CPU ms / call': total('server CPU ms / call'),
    'PostgreSQL CPU ms / call': total('PostgreSQL CPU ms / call'),
  });
  console.log(`\ncheckout calls on postgres: ${CHECKOUTS} checkouts, ${CONCURRENCY} at a time`);
  console.table(rows);
} finally {
  server.child.kill('SIGTERM');
}

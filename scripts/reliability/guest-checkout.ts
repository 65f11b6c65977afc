import { randomUUID } from 'node:crypto';
import { required } from '@fairway/domain/shared/required';

/** A tee time the clients book: where and at which rate. */
export interface TargetTeeTime {
  facilityId: number;
  teetime: string;
  rateId: number;
  /** Player counts the rate takes (1–4, SPEC §5 allowed players). */
  allowedPlayers: number[];
  /** What the rate sells: 'Both' books with a cart. */
  transportation: 'Cart' | 'Walking' | 'Both';
}

/** How one simulated golfer's checkout ended. */
export type CheckoutOutcome =
  | { kind: 'booked'; orderId: string; paymentId: string | null; retries: number }
  | { kind: 'refused'; step: string; code: string; retries: number }
  | { kind: 'failed'; step: string; detail: string; retries: number };

/** A JSON answer, or null when the connection was dropped before an answer came. */
interface Answer {
  status: number;
  body: { error?: { code?: string; message?: string } } & Record<string, unknown>;
}

const MAX_TRIES = 8;
const CARD = {
  number: '4242 4242 4242 4242',
  cvv: '123',
  expirationMonth: '12',
  expirationYear: String(new Date().getUTCFullYear() + 3),
  name: 'Reliability Golfer',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
};

class Dropped extends Error {}

/**
 * PAYMENT_PROVIDER=stripe (against its stand-in, STRIPE_API_BASE): what the Payment Element does in
 * the browser, confirming the card entry's SetupIntent with Stripe's test card (not through the proxy).
 */
async function confirmAtStripe(setupIntentId: string): Promise<Answer> {
  const response = await fetch(`${process.env.STRIPE_API_BASE}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'payment_method=pm_card_visa',
  });
  return { status: response.ok ? 201 : response.status, body: (await response.json()) as Answer['body'] };
}

/** The calls of a checkout, as onAnswer names them. */
export type CheckoutCall = 'cart' | 'add' | 'invoice' | 'token' | 'card' | 'pay';

function callName(path: string): CheckoutCall {
  if (path.includes('/process-payment')) return 'pay';
  if (path.includes('/payment-token')) return 'token';
  if (path.includes('/invoice')) return 'invoice';
  if (path.includes('/cart-item')) return 'add';
  if (path.startsWith('/sandbox/')) return 'card';
  return 'cart';
}

/** One simulated golfer. */
export interface GuestCheckoutPlan {
  target: TargetTeeTime;
  players: number;
  index: number;
  /** Also send Pay with a second Idempotency-Key at the same time. */
  doubleClick?: boolean;
  /** Called with each answered call's latency in ms (the bench). */
  onAnswer?: (call: CheckoutCall, ms: number) => void;
  /** Sends one call; the global fetch unless given (the bench passes a lighter keep-alive client). */
  send?: SendCall;
  /** The products run: a limited product bought with the tee time, as its add-on line or as a featured product. */
  product?: PlannedProduct;
}

/** A product a golfer of the products run buys with their tee time. */
interface PlannedProduct {
  productId: number;
  name: string;
  price: number;
  categoryId: number;
  quantity: number;
  as: 'add-on' | 'featured';
}

/** One HTTP call: its status and body text; rejects when the connection drops. */
export type SendCall = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; text: string }>;

const sendWithFetch: SendCall = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, text: await response.text() };
};

/**
 * One guest's checkout through the proxy (SPEC §7 calls): cart, tee time, invoice, hosted card
 * entry (tokenised at the gateway page, as the iframe does), then process-payment with one
 * Idempotency-Key for every retry. A dropped answer is retried the way a browser would: the same
 * call again, or, where the dropped call was already done (a tokenised card entry), the step before it.
 */
export async function guestCheckout(
  origin: string,
  alias: string,
  { target, players, index, doubleClick = false, onAnswer, send = sendWithFetch, product }: GuestCheckoutPlan,
): Promise<CheckoutOutcome> {
  let retries = 0;
  async function call(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    let answer: { status: number; text: string };
    const started = performance.now();
    try {
      answer = await send({
        method,
        url: `${origin}${path}`,
        headers: { 'x-be-alias': alias, 'x-fairway-csrf': '1', 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    } catch {
      retries += 1;
      throw new Dropped();
    }
    onAnswer?.(callName(path), performance.now() - started);
    return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Answer['body']) : {} };
  }
  /** Retries a step while its answer is dropped. */
  async function step<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof Dropped) || attempt >= MAX_TRIES) throw error;
      }
    }
  }
  const failed = (stepName: string, answer: Answer): CheckoutOutcome => ({
    kind: 'failed',
    step: stepName,
    detail: `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    retries,
  });

  try {
    const cart = await step(() => call('POST', '/api/shopping-cart', {}));
    if (cart.status !== 201) return failed('create cart', cart);
    const cartId = cart.body.cartId as string;

    let addCalls = 0;
    const added = await step(async () => {
      const isRetry = addCalls++ > 0;
      const answer = await call('POST', `/api/shopping-cart/${cartId}/cart-item`, {
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
      });
      // A dropped add that the server did: the retry finds the tee time already in the cart.
      if (isRetry && answer.status === 409 && answer.body.error?.code === 'TEE_TIME_IN_CART')
        return { status: 201, body: {} };
      return answer;
    });
    if (added.status === 409 || added.status === 410)
      return { kind: 'refused', step: 'add tee time', code: added.body.error?.code ?? String(added.status), retries };
    if (added.status !== 201) return failed('add tee time', added);

    if (product) {
      const cart = await step(() => call('GET', `/api/shopping-cart/${cartId}`, undefined));
      if (cart.status !== 200) return failed('read cart', cart);
      const cartItems = cart.body.items as { id: string; type: string; parentId: string | null }[];
      const teeTimeItem = required(
        cartItems.find((item) => item.type === 'tee-time'),
        'the tee-time item just added',
      );
      let productCalls = 0;
      const bought = await step(async () => {
        const isRetry = productCalls++ > 0;
        if (product.as === 'add-on') {
          const line = {
            id: product.productId,
            name: product.name,
            price: product.price,
            quantity: product.quantity,
            clientId: 'reliability',
            categoryId: product.categoryId,
          };
          const answer = await call('PATCH', `/api/shopping-cart/${cartId}/cart-item/${teeTimeItem.id}`, {
            item: { productLineup: line },
            eventType: 'updated',
          });
          // A dropped change that the server made: the retry changes nothing.
          return isRetry && answer.status === 409 && answer.body.error?.code === 'NO_CHANGES'
            ? { status: 200, body: {} }
            : answer;
        }
        if (isRetry) {
          // A dropped add that the server did: the product is in the cart already.
          const now = await call('GET', `/api/shopping-cart/${cartId}`, undefined);
          if ((now.body.items as { type: string }[] | undefined)?.some((item) => item.type === 'featured-product'))
            return { status: 201, body: {} };
        }
        return call('POST', `/api/shopping-cart/${cartId}/cart-item`, {
          item: {
            type: 'featured-product',
            parentId: teeTimeItem.id,
            extra: { productId: product.productId, quantity: product.quantity },
          },
        });
      });
      if (bought.status !== 200 && bought.status !== 201) return failed(`buy ${product.as}`, bought);
    }

    const invoice = await step(() => call('POST', `/api/shopping-cart/${cartId}/invoice`, {}));
    if (invoice.status !== 200) return failed('invoice', invoice);
    const dueNow = (invoice.body.dueNow as { original: { total: number } }).original.total;

    // A dropped card submission has used its card entry: open a new one, as the page would.
    const paymentToken = await step(async () => {
      const token = await call('POST', `/api/shopping-cart/${cartId}/payment-token`, {
        originUrl: `${origin}/checkout`,
      });
      if (token.status !== 200) throw new Error(`payment-token: ${token.status} ${JSON.stringify(token.body)}`);
      const card = (token.body.CheckoutUrl as string).startsWith('/payment-element')
        ? await confirmAtStripe(token.body.Token as string)
        : await call('POST', token.body.CheckoutUrl as string, CARD);
      if (card.status !== 201) throw new Error(`card: ${card.status} ${JSON.stringify(card.body)}`);
      return token.body.Token as string;
    });

    const body = {
      paymentToken,
      invoiceTotalAmount: dueNow,
      returnUrl: `${origin}/payment-authorization`,
      formData: {
        firstName: 'Guest',
        lastName: `Golfer ${index}`,
        email: `guest${index}@reliability.example.com`,
        phone: '+1 555 010 2030',
        notes: 'Reliability run',
        teeTimePolicyAccepted: true,
      },
    };
    const pay = (key: string) =>
      step(() => call('POST', `/api/shopping-cart/${cartId}/process-payment`, body, { 'idempotency-key': key }));
    // A golfer who double-clicks Pay on a page that made a new key each time: two keys race for one cart.
    const answers = await Promise.all(Array.from({ length: doubleClick ? 2 : 1 }, () => pay(randomUUID())));
    // When no key booked, the answer that counts is the one whose attempt ran (a sold-out product,
    // say), not the second key's "another attempt is running".
    const paid =
      answers.find((answer) => answer.status === 200) ??
      answers.find((answer) => answer.body.error?.code !== 'CHECKOUT_IN_PROGRESS') ??
      required(answers[0], 'an answer of process-payment');
    const other = answers.find((answer) => answer !== paid);
    if (other && other.status !== 200 && other.status !== 409) return failed('process-payment (second key)', other);
    if (paid.status === 200 && paid.body.status === 'completed') {
      const order = paid.body.order as { orderId: string };
      return {
        kind: 'booked',
        orderId: order.orderId,
        paymentId: (paid.body.paymentId as string | null) ?? null,
        retries,
      };
    }
    if (paid.status === 409 || paid.status === 410)
      return { kind: 'refused', step: 'process-payment', code: paid.body.error?.code ?? String(paid.status), retries };
    return failed('process-payment', paid);
  } catch (error) {
    return { kind: 'failed', step: 'network', detail: error instanceof Error ? error.message : String(error), retries };
  }
}

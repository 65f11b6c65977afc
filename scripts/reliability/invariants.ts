/** Something that runs SQL and returns rows (a pg Client or Pool, or PGlite in tests). */
export interface SqlRunner {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** One rule of the run and what broke it. */
export interface InvariantResult {
  rule: string;
  violations: number;
  examples: unknown[];
}

/** Counts of what the run left in the database. */
export interface RunFigures {
  orders: number;
  bookings: number;
  bookedPlayers: number;
  payments: number;
  authorizations: number;
  captures: number;
  voids: number;
  declines: number;
  fullTeeTimes: number;
}

/** What the run touched: its tee times (all their bookings count, the seed's too) and the bookings it made. */
export interface RunScope {
  teeTimes: { facilityId: number; teetime: string }[];
  /** tee_time_bookings ids above this were made by the run. */
  lastBookingIdBefore: number;
  /**
   * A crash run: an authorisation without a booking may also still be authorised until its
   * expiry (its process died before it could void; the gateway lets it lapse) or have lapsed.
   */
  acceptExpiring?: boolean;
  /** The products run's limited products and their stock before it: every unit sold is accounted for. */
  products?: { productId: number; initial: number }[];
}

/** What booked reservations took of each product (their add-ons and featured products), as a derived table. */
const SOLD_BY_PRODUCT = `(select (e.value->>'productId')::int as product_id, sum((e.value->>'quantity')::int)::int as quantity
  from reservations r cross join lateral jsonb_array_elements(r.product_stock) e
  where r.status = 'booked' group by 1) sold`;

function productsTable(scope: RunScope): string {
  const rows = (scope.products ?? []).map(
    ({ productId, initial }) => `(${Math.trunc(productId)}, ${Math.trunc(initial)})`,
  );
  return `(values ${rows.join(', ')}) as run_product(product_id, initial)`;
}

function targetsTable(scope: RunScope): string {
  const rows = scope.teeTimes.map(
    ({ facilityId, teetime }) => `(${Math.trunc(facilityId)}, '${teetime.replace(/[^0-9T:-]/g, '')}')`,
  );
  return `(values ${rows.join(', ')}) as target(facility_id, tee_time)`;
}

/**
 * Whether a payment paid for something that stands: a booked tee time of its order, or an order
 * of store items only (memberships, gift certificates, products), which books no tee time.
 */
function paidFor(paymentId: string): string {
  return `(exists (select 1 from orders o join reservations r on r.order_id = o.id
            join tee_time_bookings b on b.id = r.booking_id and b.status = 'booked' where o.payment_id = ${paymentId})
          or exists (select 1 from orders o where o.payment_id = ${paymentId}
            and not exists (select 1 from order_items i where i.order_id = o.id and i.type = 'tee-time')))`;
}

// Each query lists the rows that break its rule; an empty answer means the rule held.
const rulesOf = (scope: RunScope): { rule: string; sql: string }[] => [
  {
    rule: 'no tee time oversold (booked players ≤ 4)',
    sql: `select b.facility_id, b.tee_time, sum(b.players)::int as players
          from tee_time_bookings b join ${targetsTable(scope)} on target.facility_id = b.facility_id and target.tee_time = b.tee_time
          where b.status = 'booked' group by b.facility_id, b.tee_time having sum(b.players) > 4`,
  },
  {
    rule: 'no payment captured twice',
    sql: `select payment_id, count(*)::int as captures from gateway_ledger where kind = 'capture'
          group by payment_id having count(*) > 1`,
  },
  {
    rule: 'one order per cart',
    sql: `select cart_id, count(*)::int as orders from orders group by cart_id having count(*) > 1`,
  },
  {
    rule: 'every order paid now has exactly one capture of its amount',
    sql: `select o.id, o.paid_now, p.status, p.captured_cents,
            (select count(*)::int from gateway_ledger l where l.payment_id = o.payment_id and l.kind = 'capture') as captures
          from orders o left join gateway_payments p on p.id = o.payment_id
          where o.paid_now > 0 and (p.id is null or p.status <> 'captured' or p.captured_cents <> o.paid_now
            or (select count(*) from gateway_ledger l where l.payment_id = o.payment_id and l.kind = 'capture') <> 1)`,
  },
  {
    rule: 'every capture matched by a booking (or a store purchase)',
    sql: `select l.payment_id from gateway_ledger l where l.kind = 'capture' and not ${paidFor('l.payment_id')}`,
  },
  {
    rule: scope.acceptExpiring
      ? 'every authorisation without a booking voided or expiring'
      : 'every authorisation without a booking voided',
    sql: `select p.id, p.status from gateway_payments p
          where p.status not in ('voided', 'declined'${scope.acceptExpiring ? ", 'expired'" : ''})
          ${scope.acceptExpiring ? "and not (p.status = 'authorized' and p.expires_at > now())" : ''} and not ${paidFor('p.id')}`,
  },
  {
    rule: 'every booking belongs to an order',
    sql: `select b.id from tee_time_bookings b where b.status = 'booked' and b.id > ${Math.trunc(scope.lastBookingIdBefore)}
          and not exists (select 1 from reservations r where r.booking_id = b.id)`,
  },
  {
    rule: 'no half-written order (every order has its lines, every tee-time line its reservation)',
    sql: `select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
          or exists (select 1 from order_items i where i.order_id = o.id and i.type = 'tee-time'
            and not exists (select 1 from reservations r where r.order_id = o.id and r.cart_item_id = i.cart_item_id))`,
  },
  {
    rule: 'no product sold past its stock (inventory never below 0)',
    sql: `select id, name, inventory from product_items where not is_unlimited and inventory < 0`,
  },
  ...(scope.products && scope.products.length > 0
    ? [
        {
          rule: "every unit of the run's products accounted for (sold + left = stock before)",
          sql: `select p.id, p.inventory, run_product.initial, coalesce(sold.quantity, 0) as sold
                from product_items p join ${productsTable(scope)} on run_product.product_id = p.id
                left join ${SOLD_BY_PRODUCT} on sold.product_id = p.id
                where p.inventory is null or p.inventory + coalesce(sold.quantity, 0) <> run_product.initial`,
        },
      ]
    : []),
  {
    rule: 'holds released after expiry (none left two sweeps after it)',
    sql: `select id, expires_at from tee_time_locks where expires_at < now() - interval '2 minutes'`,
  },
];

/** Checks every rule; each result lists up to 5 offending rows. */
export async function checkInvariants(db: SqlRunner, scope: RunScope): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const { rule, sql } of rulesOf(scope)) {
    const { rows } = await db.query<unknown>(sql);
    results.push({ rule, violations: rows.length, examples: rows.slice(0, 5) });
  }
  return results;
}

async function one(db: SqlRunner, sql: string): Promise<number> {
  return Number((await db.query<{ n: number | string }>(sql)).rows[0]?.n ?? 0);
}

/** The last tee_time_bookings id before the run (the seed's bookings are not the run's). */
export function lastBookingId(db: SqlRunner): Promise<number> {
  return one(db, 'select coalesce(max(id), 0) as n from tee_time_bookings');
}

/** What the run left: orders, its bookings, and the gateway ledger by kind. */
export async function runFigures(db: SqlRunner, scope: RunScope): Promise<RunFigures> {
  // The demo golfer's and the demo pro's seeded history (apps/server/src/db/seed/reservations-seed.ts,
  // pro-orders-seed.ts) is not the run's.
  const ledger = (kind: string) =>
    one(db, `select count(*) as n from gateway_ledger where kind = '${kind}' and payment_id not like 'pay_seed_%'`);
  const runBookings = `from tee_time_bookings where status = 'booked' and id > ${Math.trunc(scope.lastBookingIdBefore)}`;
  return {
    orders: await one(
      db,
      "select count(*) as n from orders where order_number not like 'FW-DEMO%' and order_number not like 'FW-PRO%'",
    ),
    bookings: await one(db, `select count(*) as n ${runBookings}`),
    bookedPlayers: await one(db, `select coalesce(sum(players), 0) as n ${runBookings}`),
    payments: await one(db, "select count(*) as n from gateway_payments where id not like 'pay_seed_%'"),
    authorizations: await ledger('authorization'),
    captures: await ledger('capture'),
    voids: await ledger('void'),
    declines: await ledger('decline'),
    fullTeeTimes: await one(
      db,
      `select count(*) as n from (select 1 from tee_time_bookings b join ${targetsTable(scope)}
         on target.facility_id = b.facility_id and target.tee_time = b.tee_time
       where b.status = 'booked' group by b.facility_id, b.tee_time having sum(b.players) = 4) full_times`,
    ),
  };
}

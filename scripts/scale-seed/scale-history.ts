// Tee sheets over a date range, booked in bulk: per booked tee time the rows a checkout writes
// (cart, order and its item, closed invoice, tee-time booking and its capacity row, reservation,
// checkout attempt, gateway payment with its authorization and capture in the ledger, payment
// steps), then for some the rows a cancellation writes (event with the refund, cancelled
// players, refund in the ledger and payment steps) and, for played ones, check-ins and no-shows.
import type { RawSql } from './raw-sql.ts';

/** The share of booked tee times that were later cancelled with a refund. */
const CANCELLED = 0.08;
/** The share of played reservations whose players were checked in on the tee sheet; then no-shows. */
const CHECKED_IN = 0.5;
const NO_SHOW = 0.03;
/** Tee times 06:00 … 18:00 every 15 minutes. */
const SLOTS = 49;

interface HistoryRange {
  /** Engines whose courses are booked: ids from … to inclusive. */
  engineIds: { from: number; to: number };
  /** Local dates, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Scales each course's 60–90 % utilisation (1 for the past, lower for the bookable days ahead). */
  utilisation: number;
  /** Tee times before this instant are played (check-ins); later ones are not. */
  now: Date;
}

/** Books the courses owned by the engines in `range` (each course's first engine) over its dates; the reservations made. */
export async function seedHistory(run: RawSql, range: HistoryRange): Promise<number> {
  const now = `'${range.now.toISOString()}'::timestamptz`;
  const rows = await run(`
    begin;
    -- The rows are consistent by construction: skip the per-row foreign-key triggers (the bulk of the cost).
    set local session_replication_role = replica;
    create temp table g on commit drop as
    with course as (
      select f.id as facility_id, f.time_zone, f.currency_code::text as currency, o.engine_id,
             0.6 + (hashtext(f.course_id) & 255) / 255.0 * 0.3 as utilisation,
             c.first_id, c.last_id
        from facilities f
        join (select facility_id, min(booking_engine_id) as engine_id from booking_engine_facilities group by facility_id) o
          on o.facility_id = f.id
        left join (select booking_engine_id, min(id) as first_id, max(id) as last_id from customers group by booking_engine_id) c
          on c.booking_engine_id = o.engine_id
       where o.engine_id between ${range.engineIds.from} and ${range.engineIds.to} and not f.is_simulator
    ), slot as (
      select c.*, to_char(d, 'YYYY-MM-DD') || 'T' || to_char(time '06:00' + s * interval '15 minutes', 'HH24:MI') as teetime,
             1 + floor(random() * 4)::int as players, 4000 + floor(random() * 10)::int * 500 as fee,
             random() as pick, random() as who, random() as fate, random() as lead
        from course c, generate_series('${range.from}'::date, '${range.to}'::date, interval '1 day') d,
             generate_series(0, ${SLOTS - 1}) s
    )
    select gen_random_uuid() as res_id, gen_random_uuid() as order_id, gen_random_uuid() as cart_id,
           gen_random_uuid() as item_id, gen_random_uuid() as attempt_id,
           nextval('tee_time_bookings_id_seq')::int as booking_id,
           s.facility_id, s.engine_id, s.currency, s.teetime, s.players,
           (s.teetime::timestamp at time zone s.time_zone) as starts_at,
           s.players * s.fee as sub_total, round(s.players * s.fee * 0.07)::int as taxes,
           s.players * s.fee + round(s.players * s.fee * 0.07)::int as grand_total,
           case when s.who < 0.7 and s.first_id is not null
                then s.first_id + floor(power(s.who / 0.7, 2) * (s.last_id - s.first_id + 1))::int end as customer_id,
           s.fate < ${CANCELLED} as cancelled,
           s.fate >= ${CANCELLED} and s.fate < ${CANCELLED} + ${CHECKED_IN} as checked_in,
           s.fate >= ${CANCELLED} and s.fate < ${CANCELLED} + ${NO_SHOW} as no_show_one,
           (s.teetime::timestamp at time zone s.time_zone) - (1 + s.lead * 20) * interval '1 day' as booked_at
      from slot s
     where s.pick < s.utilisation * ${range.utilisation};
    alter table g add column email text, add column first_name text, add column last_name text, add column phone text,
      add column payment_id text, add column refund_event int, add column played boolean;
    update g set email = c.email, first_name = c.first_name, last_name = c.last_name, phone = c.phone
      from customers c where c.id = g.customer_id;
    update g set email = coalesce(email, 'guest' || booking_id || '@guests.example.com'),
                 first_name = coalesce(first_name, 'Guest'), last_name = coalesce(last_name, 'Booker ' || booking_id),
                 phone = coalesce(phone, '555' || lpad((booking_id % 10000000)::text, 7, '0')),
                 payment_id = 'pay_scale_' || booking_id,
                 refund_event = case when cancelled then nextval('reservation_events_id_seq')::int end,
                 played = starts_at < ${now};
    insert into tee_time_bookings (id, facility_id, tee_time, players, status, created_at, updated_at)
      select booking_id, facility_id, teetime, players, case when cancelled then 'cancelled' else 'booked' end, booked_at, booked_at from g;
    insert into tee_time_capacity (facility_id, tee_time) select distinct facility_id, teetime from g on conflict do nothing;
    -- A guest's cart lapses 30 minutes after the booking and the abandoned-carts sweep deletes it:
    -- only those not yet lapsed are still there.
    insert into carts (id, booking_engine_id, customer_id, expires_at, created_at, updated_at)
      select cart_id, engine_id, customer_id, case when customer_id is null then booked_at + interval '30 minutes' end, booked_at, booked_at
        from g where customer_id is not null or booked_at + interval '30 minutes' > ${now};
    insert into orders (id, booking_engine_id, order_number, status, customer_id, cart_id, currency_code, sub_total, total_taxes,
        grand_total, paid_now, due_at_course, email, first_name, last_name, phone, language, card_brand, card_last_four,
        card_token, payment_id, payment_status, created_at, updated_at)
      select order_id, engine_id, 'FW-S' || upper(to_hex(booking_id)), 'fulfilled', customer_id, cart_id, currency, sub_total, taxes,
        grand_total, grand_total, 0, email, first_name, last_name, phone, 'en', 'visa', '4242', 'card_scale_' || booking_id,
        payment_id, 'captured', booked_at, booked_at from g;
    insert into order_items (order_id, cart_item_id, type, description, quantity, amount, order_date, created_at)
      select order_id, item_id, 'tee-time', 'Green Fees', 1, grand_total, booked_at, booked_at from g;
    insert into invoices (booking_engine_id, shopping_cart_id, cart_item_id, facility_id, status, reference_id, player_count,
        rate_name, currency_code, lines, sub_total, total_taxes, grand_total, due_now, due_at_course, source_order_id,
        order_number, created_at, updated_at)
      select engine_id, cart_id, item_id, facility_id, 'Closed', item_id::text, players, 'Standard', currency,
        jsonb_build_array(jsonb_build_object('due', 'now', 'kind', 'green-fees', 'label', 'Green Fees', 'amount', sub_total,
          'taxable', true, 'quantity', 1, 'unitAmount', sub_total)),
        sub_total, taxes, grand_total, grand_total, 0, order_id, 'FW-S' || upper(to_hex(booking_id)), booked_at, booked_at from g;
    insert into reservations (id, order_id, facility_id, booking_id, cart_item_id, confirmation_number, teetime, starts_at,
        players, rate_name, holes, transportation, status, notes, booker_email, created_at, updated_at)
      select res_id, order_id, facility_id, booking_id, item_id, 'S' || upper(to_hex(booking_id)), teetime, starts_at, players,
        'Standard', 18, 'Cart', case when cancelled then 'cancelled' else 'booked' end, '', email, booked_at, booked_at from g;
    insert into checkout_attempts (id, booking_engine_id, idempotency_key, request_hash, cart_id, state, customer_id, form,
        amount_cents, currency_code, card_token, card_brand, card_last_four, payment_id, order_id, created_at, updated_at)
      select attempt_id, engine_id, 'scale-' || attempt_id, md5(attempt_id::text), cart_id, 'completed', customer_id,
        jsonb_build_object('email', email, 'firstName', first_name, 'lastName', last_name, 'phone', phone),
        grand_total, currency, 'card_scale_' || booking_id, 'visa', '4242', payment_id, order_id, booked_at, booked_at from g;
    insert into gateway_payments (id, card_token, amount_cents, currency, status, captured_cents, refunded_cents, expires_at, created_at, updated_at)
      select payment_id, 'card_scale_' || booking_id, grand_total, currency, 'captured', grand_total,
        case when cancelled then grand_total - least(grand_total, 500) else 0 end, booked_at + interval '7 days', booked_at, booked_at from g;
    insert into gateway_ledger (payment_id, kind, amount_cents, created_at)
      select payment_id, k, grand_total, booked_at from g, unnest(array['authorization', 'capture']) k;
    insert into payment_steps (operation_id, step, action, state, payment_id, amount_cents, booking_engine_id, created_at, updated_at)
      select 'checkout:' || attempt_id, k, k, 'done', payment_id, grand_total, engine_id, booked_at, booked_at
        from g, unnest(array['authorize', 'capture']) k;
    insert into reservation_events (id, reservation_id, kind, slots, amount_cents, reason, payment_id, payment_status, created_at)
      select refund_event, res_id, 'cancelled', (select array_agg(n) from generate_series(1, players) n),
        grand_total - least(grand_total, 500), 'Plans changed', payment_id,
        case when grand_total > 500 then 'partially_refunded' else 'captured' end, booked_at + interval '1 day' from g where cancelled;
    insert into gateway_ledger (payment_id, kind, amount_cents, created_at)
      select payment_id, 'refund', grand_total - 500, booked_at + interval '1 day' from g where cancelled and grand_total > 500;
    insert into payment_steps (operation_id, step, action, state, payment_id, amount_cents, created_at, updated_at)
      select 'reservation-refund:' || refund_event, 'refund', 'refund', 'done', payment_id, grand_total - 500,
        booked_at + interval '1 day', booked_at + interval '1 day' from g where cancelled and grand_total > 500;
    insert into reservation_players (reservation_id, slot, cancelled_at, checked_in_at, no_show_at, created_at, updated_at)
      select res_id, n, case when cancelled then booked_at + interval '1 day' end,
        case when not cancelled and not (no_show_one and n = players) then starts_at - interval '10 minutes' end,
        case when no_show_one and n = players then starts_at + interval '1 hour' end,
        least(booked_at + interval '1 day', starts_at), least(booked_at + interval '1 day', starts_at)
        from g, generate_series(1, players) n where cancelled or (played and (checked_in or no_show_one));
    select count(*)::int as reservations from g;
    commit`);
  return Number(rows.at(-1)?.reservations ?? 0);
}

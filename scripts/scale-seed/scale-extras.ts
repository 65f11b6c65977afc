// What golfers and staff accumulate besides bookings: memberships with their instalments, gift
// certificates, invitations to booked tee times, active tee-time alerts and the console's audit log.
import type { RawSql } from './raw-sql.ts';

/** Every 50th golfer holds a monthly membership of their engine's first course, its instalments charged so far. */
export async function seedMemberships(run: RawSql, now: Date): Promise<void> {
  await run(`
    begin;
    create temp table m on commit drop as
    select gen_random_uuid() as id, c.id as customer_id, p.id as plan_id, p.facility_id, p.name, p.price, p.initiation_fee,
           p.frequency_type, p.term_months, p.renews, f.currency_code::text as currency,
           (date '${now.toISOString().slice(0, 10)}' - (c.id % 330)) as start_date
      from customers c
      join booking_engine_facilities b on b.booking_engine_id = c.booking_engine_id and b.sort_order = 0
      join facilities f on f.id = b.facility_id
      join lateral (select * from membership_plans p where p.facility_id = f.id and p.frequency_type = 'monthly'
                     order by p.id limit 1) p on true
     where c.id % 50 = 0 and c.email like '%@scale.example.com';
    insert into customer_memberships (id, customer_id, plan_id, facility_id, cart_item_id, name, price, initiation_fee,
        frequency_type, term_months, renews, currency_code, status, start_date, next_instalment, next_billing_at, created_at, updated_at)
      select id, customer_id, plan_id, facility_id, gen_random_uuid(), name, price, initiation_fee, frequency_type, term_months,
        renews, currency, 'active', start_date, months, start_date + months * interval '1 month',
        start_date, start_date
        from (select m.*, 1 + ((date '${now.toISOString().slice(0, 10)}' - start_date) / 30) as months from m) m;
    insert into membership_charges (membership_id, instalment, amount, status, payment_id, created_at, updated_at)
      select m.id, k, m.price, 'paid', 'pay_scale_membership_' || m.customer_id || '_' || k,
        m.start_date + k * interval '1 month', m.start_date + k * interval '1 month'
        from m, generate_series(0, (date '${now.toISOString().slice(0, 10)}' - m.start_date) / 30) k;
    commit`);
}

/** Every 100th golfer bought a gift certificate of their engine's first course, half of it spent. */
export async function seedGiftCertificates(run: RawSql, now: Date): Promise<void> {
  await run(`
    insert into gift_certificates (facility_id, code, value, balance, currency_code, purchaser_customer_id, cart_item_id,
        recipient_name, recipient_email, gift_message, delivery_date, deliver_at, delivered_at, created_at, updated_at)
    select b.facility_id, 'SCALE' || upper(lpad(to_hex(c.id), 11, '0')), 10000, case when c.id % 200 = 0 then 5000 else 10000 end,
        'USD', c.id, gen_random_uuid(), 'Friend of ' || c.first_name, 'friend' || c.id || '@scale.example.com', 'Enjoy your round!',
        c.created_at::date, c.created_at, c.created_at, c.created_at, c.created_at
      from customers c join booking_engine_facilities b on b.booking_engine_id = c.booking_engine_id and b.sort_order = 0
     where c.id % 100 = 0 and c.email like '%@scale.example.com' and c.created_at < '${now.toISOString()}'`);
}

/** A friend invited to one in 20 of the reservations of two players or more (the later ones pending, the played ones accepted). */
export async function seedInvitations(run: RawSql, now: Date): Promise<void> {
  await run(`
    insert into invitations (booking_engine_id, reservation_id, name, email, status, token_hash, slot, language, responded_at, created_at, updated_at)
    select o.booking_engine_id, r.id, 'Friend ' || r.confirmation_number, 'friend-' || lower(r.confirmation_number) || '@scale.example.com',
        case when r.starts_at < '${now.toISOString()}' then 'accepted' else 'pending' end, md5(r.id::text), 2, 'en',
        case when r.starts_at < '${now.toISOString()}' then r.created_at + interval '1 hour' end, r.created_at, r.created_at
      from reservations r join orders o on o.id = r.order_id
     where r.players >= 2 and r.status = 'booked' and r.confirmation_number like 'S%' and hashtext(r.confirmation_number) % 20 = 0`);
}

/** `count` active tee-time alerts of golfers, for one of the bookable days ahead on one course of their engine. */
export async function seedAlerts(run: RawSql, count: number, now: Date): Promise<void> {
  await run(`
    insert into tee_time_alerts (booking_engine_id, customer_id, dates, timezone, start_minute, end_minute, players,
        facility_ids, holes, criteria, created_at, updated_at)
    select a.booking_engine_id, a.customer_id, array[a.day], f.time_zone, a.start_minute, a.start_minute + 120, a.players,
        array[f.id], '{}', json_build_array(array[a.day], a.start_minute, a.start_minute + 120, a.players, array[f.id], '{}'::int[])::text,
        '${now.toISOString()}'::timestamptz - (a.n % 1000) * interval '1 minute', '${now.toISOString()}'::timestamptz
      from (select c.id as customer_id, c.booking_engine_id, n,
                   to_char(date '${now.toISOString().slice(0, 10)}' + 1 + (n % 13)::int, 'YYYY-MM-DD') as day,
                   360 + (n * 37 % 48)::int * 15 as start_minute, 1 + (n % 4)::int as players
              from (select c.*, row_number() over (order by c.id) as n from customers c where c.email like '%@scale.example.com') c
             where n <= ${count}) a
      join lateral (select f.* from booking_engine_facilities b join facilities f on f.id = b.facility_id
                     where b.booking_engine_id = a.booking_engine_id order by b.sort_order limit 1) f on true`);
}

/** The console's audit log: a handful of staff actions per engine and day over the seeded years. */
export async function seedAuditLog(run: RawSql, from: string, to: string): Promise<void> {
  await run(`
    insert into admin_audit_log (booking_engine_id, staff_id, username, action, target, details, client_address, created_at)
    select s.booking_engine_id, s.id, s.username,
        (array['reservation.book', 'reservation.cancel', 'reservation.move', 'settings.update', 'reservation.desk-payment'])[1 + k],
        'reservation:' || md5(s.id || '-' || d || '-' || k), '{}'::jsonb, '10.0.0.' || (s.id % 250),
        d + (8 + k) * interval '1 hour'
      from (select distinct on (booking_engine_id) * from staff_accounts order by booking_engine_id, id) s,
        generate_series('${from}'::date, '${to}'::date, interval '1 day') d, generate_series(0, 4) k`);
}

// The scaled region's tenants: booking engines of 1–3 courses each (copies of the demo engine's
// settings and of Harbor Pines North's rates), a manager per engine, and golfer accounts.
import { emailSkeleton } from '@fairway/domain/session/email-skeleton';
import { PasswordHasher } from '../../apps/server/src/features/session/session.public.ts';
import type { RawSql } from './raw-sql.ts';

/** The password of every seeded golfer and manager account (the bench signs in with it). */
const SCALE_PASSWORD = 'Birdie2024';
/** The template course whose row and rates each generated course copies. */
const TEMPLATE_COURSE = 'harbor-pines-north';
/** Generated courses' tee sheets: every 15 minutes from 06:00 to 18:00 local. */
const SHEET_OVERRIDES = {
  reservationWindowType: 'minutes-after-midnight',
  startTimeMinutesAfterMidnight: 360,
  endTimeMinutesAfterMidnight: 1080,
};
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

/** Generated engines `scale-1` … `scale-<count>`, 1–3 courses each; the number of courses made. */
export async function seedEngines(run: RawSql, count: number): Promise<number> {
  if (count === 0) return 0;
  await run(`
    insert into booking_engines (alias, name, scope, affiliate, is_default, allowed_origins, settings)
    select 'scale-' || n, 'Scale Golf ' || n, 'organization', false, false, '{self}', e.settings
      from generate_series(1, ${count}) n, booking_engines e where e.alias = 'demo';
    create temp table scale_course as
      select e.id as engine_id, k as sort_order, 'scale-' || substr(e.alias, 7) || '-' || k as course_id
        from booking_engines e, generate_series(0, 2) k
       where e.alias like 'scale-%' and k < 1 + (hashtext(e.alias) & 1023) % 3;
    insert into facilities (course_id, gn_facility_id, name, time_zone, currency, currency_code, is_simulator, holes,
        address_line1, city, region, postal_code, country, latitude, longitude, phone, website, description,
        tax_rate_bps, payment_policy, reservation_fee_cents, images, settings_overrides)
    select c.course_id, 900000 + row_number() over (order by c.engine_id, c.sort_order), 'Scale Course ' || c.course_id,
        (array[${ZONES.map((zone) => `'${zone}'`).join(',')}])[1 + (c.engine_id % ${ZONES.length})],
        t.currency, t.currency_code, false, 18, t.address_line1, t.city, t.region, t.postal_code, t.country,
        t.latitude + (c.engine_id % 100) * 0.05, t.longitude - (c.engine_id / 100) * 0.5, t.phone, t.website,
        t.description, t.tax_rate_bps, t.payment_policy, 0, '{}', '${JSON.stringify(SHEET_OVERRIDES)}'::jsonb
      from scale_course c, facilities t where t.course_id = '${TEMPLATE_COURSE}';
    insert into booking_engine_facilities (booking_engine_id, facility_id, sort_order)
    select c.engine_id, f.id, c.sort_order from scale_course c join facilities f on f.course_id = c.course_id;
    insert into rate_sets (facility_id, name, sort_order)
    select f.id, s.name, s.sort_order from scale_course c join facilities f on f.course_id = c.course_id
      cross join rate_sets s join facilities t on t.id = s.facility_id and t.course_id = '${TEMPLATE_COURSE}';
    insert into rates (rate_set_id, name, holes, green_fee_cart, green_fee_walking, transaction_fee, transportation,
        allowed_players, days_of_week, start_minute, end_minute, show_as_hot_deal, trade, is_simulator,
        duration_minutes, group_size, sort_order, audience, member_guest_fee_cart, member_guest_fee_walking)
    select ns.id, r.name, r.holes, r.green_fee_cart, r.green_fee_walking, r.transaction_fee, r.transportation,
        r.allowed_players, r.days_of_week, r.start_minute, r.end_minute, r.show_as_hot_deal, r.trade, r.is_simulator,
        r.duration_minutes, r.group_size, r.sort_order, r.audience, r.member_guest_fee_cart, r.member_guest_fee_walking
      from rates r join rate_sets s on s.id = r.rate_set_id
      join facilities t on t.id = s.facility_id and t.course_id = '${TEMPLATE_COURSE}'
      join rate_sets ns on ns.name = s.name
      join facilities f on f.id = ns.facility_id and f.course_id like 'scale-%';
    insert into membership_plans (facility_id, name, description, price, initiation_fee, frequency_type, term_months, renews)
    select f.id, p.name, p.description, p.price, p.initiation_fee, p.frequency_type, p.term_months, p.renews
      from facilities f, membership_plans p join facilities t on t.id = p.facility_id and t.course_id = '${TEMPLATE_COURSE}'
     where f.course_id like 'scale-%';
    insert into staff_accounts (booking_engine_id, username, name, role, password_hash)
    select e.id, 'manager@' || e.alias || '.example', 'Scale Manager ' || e.alias, 'manager', s.password_hash
      from booking_engines e, staff_accounts s
     where e.alias like 'scale-%' and s.username = 'manager@harborpines.example'`);
  const [row] = await run(`select count(*)::int as courses from scale_course`);
  await run('drop table scale_course');
  return Number(row?.courses ?? 0);
}

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Chen',
  'Aisha',
  'Mateo',
  'Sofia',
  'Lukas',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Ava',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
];
const BATCH = 5000;

/**
 * `total` golfer accounts: a tenth on the demo engine (the busy course the benches measure), the
 * rest shared by the generated engines (all on demo when there are none). Addresses carry their
 * skeleton as sign-up writes it; every account's password is SCALE_PASSWORD.
 */
export async function seedGolfers(run: RawSql, total: number, onBatch: (done: number) => void): Promise<void> {
  const engines = (await run(
    `select id, alias from booking_engines where alias = 'demo' or alias like 'scale-%' order by id`,
  )) as {
    id: number;
    alias: string;
  }[];
  const demo = engines.find((engine) => engine.alias === 'demo');
  if (!demo) throw new Error('the demo engine is missing: seed the demo data first');
  const others = engines.filter((engine) => engine !== demo);
  const onDemo = others.length === 0 ? total : Math.round(total / 10);
  const hash = await new PasswordHasher(1).hash(SCALE_PASSWORD);
  let serial = 0;
  let done = 0;
  const pending: { engineId: number; n: number }[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const rows = pending.splice(0);
    const emails = rows.map(({ n }) => `golfer${n}@scale.example.com`);
    await run(
      `insert into customers (booking_engine_id, email, email_skeleton, password_hash, first_name, last_name, phone, email_verified_at, created_at, updated_at)
       select e, m, k, $4, f, l, p, c, c, c
         from unnest($1::int[], $2::text[], $3::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[]) as t(e, m, k, f, l, p, c)`,
      [
        rows.map((row) => row.engineId),
        emails,
        emails.map((email) => emailSkeleton(email)),
        hash,
        rows.map(({ n }) => FIRST[n % FIRST.length]),
        rows.map(
          ({ n }) =>
            `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n % 7 === 0 ? '-' + LAST[n % LAST.length] : ''}`,
        ),
        // Stored as golfers type them: +1 and punctuation.
        rows.map(
          ({ n }) =>
            `+1 (${200 + (n % 800)}) 555-${String(n % 10_000).padStart(4, '0')}${n % 3 === 0 ? '' : ` x${n % 97}`}`,
        ),
        rows.map(({ n }) => new Date(Date.now() - ((n * 7919) % (3 * 365)) * 86_400_000).toISOString()),
      ],
    );
    done += rows.length;
    onBatch(done);
  };
  const add = async (engineId: number, count: number) => {
    for (let i = 0; i < count; i += 1) {
      pending.push({ engineId, n: ++serial });
      if (pending.length >= BATCH) await flush();
    }
  };
  await add(demo.id, onDemo);
  const perEngine = others.length === 0 ? 0 : Math.floor((total - onDemo) / others.length);
  for (const engine of others) await add(engine.id, perEngine);
  await flush();
}

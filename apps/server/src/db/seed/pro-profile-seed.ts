import { randomUUID } from 'node:crypto';
import { instalmentDueAt } from '@fairway/domain/store/payment-frequency';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../client.ts';
import { bookingEngines, facilities } from '../schema/facilities.ts';
import { proAccountEntries, proCreditBooks, proCreditBookUses, proMembers } from '../schema/pro-profile.ts';
import { customers } from '../schema/profile.ts';
import { customerMemberships, membershipCharges, membershipPlans } from '../schema/store.ts';
import { seedProOrders } from './pro-orders-seed.ts';
import { isoDateOf } from '@fairway/domain/shared/iso-date';
import { required } from '@fairway/domain/shared/required';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Entry = typeof proAccountEntries.$inferInsert;

const SHOP = [
  { amount: 4_599, description: 'Pro shop – Titleist Pro V1, one dozen' },
  { amount: 6_800, description: 'Pro shop – Harbor Pines polo shirt' },
  { amount: 1_500, description: 'Pro shop – range balls, large bucket' },
  { amount: 2_900, description: 'Pro shop – glove and tees' },
];

/**
 * pro@example.com's year at Harbor Pines: member HP-20417 of the North Course (home;
 * a South Course record without a balance too), about three rounds, a pro-shop purchase and a grill
 * tab a month charged to the account, each month paid on the 6th of the next, a 10-round book
 * partly used, a $250 shop credit book, the Weekday Player membership on its monthly plan
 * with its paid instalments, and closed store orders (pro-orders-seed.ts). Everything is dated
 * relative to `now` and never after it.
 */
export async function seedProProfile(tx: Transaction, now: Date): Promise<void> {
  const [engine] = await tx.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  const [pro] = engine
    ? await tx
        .select()
        .from(customers)
        .where(and(eq(customers.bookingEngineId, engine.id), eq(customers.email, 'pro@example.com')))
    : [];
  const [north] = await tx.select().from(facilities).where(eq(facilities.courseId, 'harbor-pines-north'));
  const [south] = await tx.select().from(facilities).where(eq(facilities.courseId, 'harbor-pines-south'));
  if (!engine || !pro || !north || !south) return;
  const zone = north.timeZone;
  const today = DateTime.fromJSDate(now, { zone });
  const member = required(
    (
      await tx
        .insert(proMembers)
        .values({
          customerId: pro.id,
          facilityId: north.id,
          memberNumber: 'HP-20417',
          homeClub: 'Harbor Pines Golf Club',
          isHome: true,
          creditLimit: 250_000,
          memberSince: isoDateOf(today.minus({ years: 3 }).startOf('month')),
        })
        .returning()
    )[0],
    'the seeded member',
  );
  await tx.insert(proMembers).values({
    customerId: pro.id,
    facilityId: south.id,
    memberNumber: 'HP-20417',
    homeClub: 'Harbor Pines Golf Club',
    isHome: false,
    creditLimit: 0,
    memberSince: isoDateOf(today.minus({ years: 1 }).startOf('month')),
  });

  const entries: Entry[] = [];
  const at = (month: DateTime, day: number, hour: number) =>
    month.set({ day: Math.min(day, month.daysInMonth ?? 28), hour, minute: 15 }).toJSDate();
  let previousMonthTotal = 0;
  for (let m = 0; m < 12; m += 1) {
    const month = today.minus({ months: 11 - m }).startOf('month');
    if (previousMonthTotal > 0)
      entries.push({
        memberId: member.id,
        kind: 'payment',
        category: 'payment',
        amount: previousMonthTotal,
        description: 'Payment received – thank you',
        occurredAt: at(month, 6, 10),
      });
    const shop = required(SHOP[m % SHOP.length], 'a pro-shop purchase');
    const charges: Entry[] = [
      {
        memberId: member.id,
        kind: 'charge',
        category: 'green-fee',
        amount: 7_900 + (m % 3) * 500,
        description: 'Green fee – North Course, 18 holes with cart',
        occurredAt: at(month, 4, 8),
      },
      {
        memberId: member.id,
        kind: 'charge',
        category: 'pro-shop',
        amount: shop.amount,
        description: shop.description,
        occurredAt: at(month, 12, 13),
      },
      {
        memberId: member.id,
        kind: 'charge',
        category: 'green-fee',
        amount: 5_900,
        description: 'Green fee – South Course, twilight',
        occurredAt: at(month, 16, 16),
      },
      {
        memberId: member.id,
        kind: 'charge',
        category: 'food-beverage',
        amount: 2_350 + (m % 4) * 475,
        description: 'Clubhouse grill',
        occurredAt: at(month, 21, 18),
      },
      {
        memberId: member.id,
        kind: 'charge',
        category: 'green-fee',
        amount: 8_900,
        description: 'Green fee – North Course, Saturday prime time',
        occurredAt: at(month, 25, 9),
      },
    ];
    previousMonthTotal = 0;
    for (const charge of charges) {
      entries.push(charge);
      previousMonthTotal += charge.amount;
    }
  }
  const past = entries.filter((entry) => (entry.occurredAt as Date).getTime() <= now.getTime());
  if (past.length) await tx.insert(proAccountEntries).values(past);

  const rounds = required(
    (
      await tx
        .insert(proCreditBooks)
        .values({
          memberId: member.id,
          name: '10-Round Weekday Book',
          kind: 'rounds',
          total: 10,
          purchasedOn: isoDateOf(today.minus({ months: 4 })),
          expiresOn: isoDateOf(today.plus({ months: 8 })),
        })
        .returning()
    )[0],
    'the seeded rounds',
  );
  const credit = required(
    (
      await tx
        .insert(proCreditBooks)
        .values({
          memberId: member.id,
          name: 'Pro Shop Credit',
          kind: 'amount',
          total: 25_000,
          purchasedOn: isoDateOf(today.minus({ months: 6 })),
          expiresOn: null,
        })
        .returning()
    )[0],
    'the seeded credit',
  );
  const uses = [
    {
      bookId: rounds.id,
      quantity: 1,
      description: 'Round – North Course, Tuesday 8:40',
      usedAt: today.minus({ months: 3, days: 2 }).toJSDate(),
    },
    {
      bookId: rounds.id,
      quantity: 1,
      description: 'Round – South Course, Wednesday 9:10',
      usedAt: today.minus({ months: 2, days: 9 }).toJSDate(),
    },
    {
      bookId: rounds.id,
      quantity: 2,
      description: 'Round for two – North Course, Monday 10:20',
      usedAt: today.minus({ months: 1, days: 3 }).toJSDate(),
    },
    {
      bookId: credit.id,
      quantity: 8_750,
      description: 'Pro shop – rain jacket',
      usedAt: today.minus({ months: 5 }).toJSDate(),
    },
    {
      bookId: credit.id,
      quantity: 3_250,
      description: 'Pro shop – golf balls and gloves',
      usedAt: today.minus({ months: 2 }).toJSDate(),
    },
  ];
  await tx.insert(proCreditBookUses).values(uses);

  const [plan] = await tx
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.facilityId, north.id), eq(membershipPlans.name, 'Weekday Player')));
  if (!plan) {
    await seedProOrders(tx, now, { engineId: engine.id, pro, north, membershipId: undefined });
    return;
  }
  const startDate = isoDateOf(today.minus({ months: 10 }));
  const paid = 11; // instalments 0..10 fell due on or before today
  const membership = required(
    (
      await tx
        .insert(customerMemberships)
        .values({
          customerId: pro.id,
          planId: plan.id,
          facilityId: north.id,
          cartItemId: randomUUID(),
          name: plan.name,
          price: plan.price,
          initiationFee: plan.initiationFee,
          frequencyType: plan.frequencyType,
          termMonths: plan.termMonths,
          renews: plan.renews,
          currencyCode: north.currencyCode,
          status: 'active',
          startDate,
          nextInstalment: paid,
          nextBillingAt: instalmentDueAt(startDate, plan.frequencyType, paid, zone),
          createdAt: today.minus({ months: 10 }).toJSDate(),
        })
        .returning()
    )[0],
    'the seeded membership',
  );
  await tx.insert(membershipCharges).values(
    Array.from({ length: paid }, (_, instalment) => {
      const chargedAt = instalmentDueAt(startDate, plan.frequencyType, instalment, zone) ?? now;
      return {
        membershipId: membership.id,
        instalment,
        amount: plan.price,
        status: 'paid' as const,
        paymentId: `pay_seed_membership_${instalment}`,
        createdAt: chargedAt,
        updatedAt: chargedAt,
      };
    }),
  );
  await seedProOrders(tx, now, { engineId: engine.id, pro, north, membershipId: membership.id });
}

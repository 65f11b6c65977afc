import type { Database } from '../client.ts';
import { giftCertificateOptions, membershipPlans } from '../schema/store.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo store catalogue: membership plans and gift-certificate options of demo and maple-ridge courses. */
export async function seedStore(tx: Transaction, facilityIdByCourse: Map<string, number>): Promise<void> {
  const id = (courseId: string) => {
    const facilityId = facilityIdByCourse.get(courseId);
    if (facilityId === undefined) throw new Error(`Seed: unknown course ${courseId}`);
    return facilityId;
  };
  const north = id('harbor-pines-north');
  const maple = id('maple-ridge');
  await tx.insert(membershipPlans).values([
    {
      facilityId: north,
      name: 'Weekday Player',
      description:
        'Unlimited weekday green fees on both courses, Monday to Thursday before 2 pm. Billed monthly for a year.',
      price: 9_900,
      initiationFee: 0,
      frequencyType: 'monthly',
      termMonths: 12,
      renews: true,
      sortOrder: 1,
    },
    {
      facilityId: north,
      name: 'Full Season',
      description: 'Seven-day access, member rates for your guests and priority booking 14 days out.',
      price: 189_000,
      initiationFee: 50_000,
      frequencyType: 'annually',
      termMonths: 12,
      renews: true,
      sortOrder: 2,
    },
    {
      facilityId: north,
      name: 'Junior Annual',
      description: 'For golfers under 19: unlimited play after 3 pm and range balls included.',
      price: 39_900,
      initiationFee: 0,
      frequencyType: 'onetime',
      termMonths: 12,
      renews: false,
      sortOrder: 3,
    },
    {
      facilityId: maple,
      name: 'Maple Ridge Social',
      description: 'Ten rounds a season, clubhouse events and 15% off in the pro shop.',
      price: 6_500,
      initiationFee: 15_000,
      frequencyType: 'monthly',
      termMonths: 7,
      renews: false,
      sortOrder: 1,
    },
    {
      facilityId: maple,
      name: 'Maple Ridge Full',
      description: 'Unlimited golf from opening day to closing day, with cart privileges.',
      price: 72_500,
      initiationFee: 100_000,
      frequencyType: 'quarterly',
      termMonths: 12,
      renews: true,
      sortOrder: 2,
    },
    {
      facilityId: maple,
      name: 'Twilight Pass',
      description: 'Play after 4 pm all season.',
      price: 54_900,
      initiationFee: 0,
      frequencyType: 'onetime',
      termMonths: 6,
      renews: false,
      sortOrder: 3,
    },
  ]);
  await tx.insert(giftCertificateOptions).values([
    { facilityId: north, amounts: [2_500, 5_000, 10_000, 20_000], customMin: 1_000, customMax: 50_000 },
    { facilityId: id('harbor-pines-south'), amounts: [2_500, 5_000, 10_000], customMin: null, customMax: null },
    { facilityId: maple, amounts: [5_000, 10_000, 25_000], customMin: 2_000, customMax: 100_000 },
  ]);
}

import { DateTime } from 'luxon';
import type { Database } from '../client.ts';
import { courseNotices, promotions, rateSets, rates, teeTimeBookings } from '../schema/tee-times.ts';
import { isoDateOf } from '@fairway/domain/shared/iso-date';
import { required } from '@fairway/domain/shared/required';

type Rate = Omit<typeof rates.$inferInsert, 'id' | 'rateSetId' | 'createdAt' | 'updatedAt'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const at = (hour: number, minute = 0) => hour * 60 + minute;

/** An 18-hole daily-fee rate card: early bird, weekday and weekend prime, twilight and a 9-hole twilight. */
function courseRates(base: number, fee: number): Rate[] {
  return [
    {
      name: 'Early Bird',
      holes: 18,
      greenFeeCart: base - 2000,
      greenFeeWalking: base - 3500,
      transactionFee: fee,
      daysOfWeek: EVERY_DAY,
      startMinute: 0,
      endMinute: at(8),
      sortOrder: 1,
    },
    {
      name: 'Prime',
      holes: 18,
      greenFeeCart: base,
      greenFeeWalking: base - 2000,
      transactionFee: fee,
      daysOfWeek: WEEKDAYS,
      startMinute: at(8),
      endMinute: at(14),
      sortOrder: 2,
    },
    {
      name: 'Weekend Prime',
      holes: 18,
      greenFeeCart: base + 2000,
      greenFeeWalking: base,
      transactionFee: fee,
      daysOfWeek: WEEKEND,
      startMinute: at(8),
      endMinute: at(14),
      sortOrder: 3,
    },
    {
      name: 'Twilight',
      holes: 18,
      greenFeeCart: base - 3000,
      greenFeeWalking: base - 4400,
      transactionFee: fee,
      daysOfWeek: EVERY_DAY,
      startMinute: at(14),
      endMinute: 1440,
      showAsHotDeal: true,
      sortOrder: 4,
    },
    {
      name: '9-Hole Twilight',
      holes: 9,
      greenFeeCart: Math.round((base - 3000) * 0.6),
      greenFeeWalking: Math.round((base - 4400) * 0.6),
      transactionFee: fee,
      daysOfWeek: EVERY_DAY,
      startMinute: at(15),
      endMinute: 1440,
      sortOrder: 5,
    },
  ];
}

/** Rate sets per course id of the demo tenants. */
const RATE_SETS: Record<string, { name: string; rates: Rate[] }[]> = {
  'harbor-pines-north': [
    { name: 'Daily Fee', rates: courseRates(8900, 250) },
    {
      name: 'Industry',
      rates: [
        {
          name: 'Trade',
          holes: 18,
          greenFeeCart: 4000,
          greenFeeWalking: 4000,
          transactionFee: 0,
          allowedPlayers: [2, 4],
          daysOfWeek: [1, 2, 3, 4],
          startMinute: at(12),
          endMinute: at(15),
          trade: true,
          sortOrder: 6,
        },
      ],
    },
  ],
  'harbor-pines-south': [
    {
      name: 'Daily Fee',
      rates: [
        ...courseRates(7500, 250),
        {
          name: '9-Hole Morning',
          holes: 9,
          greenFeeCart: 3900,
          greenFeeWalking: 2900,
          transactionFee: 250,
          daysOfWeek: WEEKDAYS,
          startMinute: 0,
          endMinute: at(10),
          sortOrder: 6,
        },
      ],
    },
  ],
  'maple-ridge': [{ name: 'Public', rates: courseRates(7900, 300) }],
  'saguaro-canyon': [{ name: 'Desert Rates', rates: courseRates(14900, 400) }],
  'red-mesa': [{ name: 'Daily Fee', rates: courseRates(6900, 200) }],
  'eagles-nest-lounge': [
    {
      name: 'Simulator Bays',
      rates: [
        {
          name: 'Bay Hour',
          holes: 18,
          greenFeeCart: 4500,
          greenFeeWalking: 4500,
          transactionFee: 0,
          transportation: 'Walking',
          allowedPlayers: [1, 2, 3, 4, 5, 6],
          daysOfWeek: WEEKDAYS,
          startMinute: 0,
          endMinute: at(17),
          isSimulator: true,
          durationMinutes: 60,
          groupSize: 6,
          sortOrder: 1,
        },
        {
          name: 'Prime Bay Hour',
          holes: 18,
          greenFeeCart: 6500,
          greenFeeWalking: 6500,
          transactionFee: 0,
          transportation: 'Walking',
          allowedPlayers: [1, 2, 3, 4, 5, 6],
          daysOfWeek: WEEKDAYS,
          startMinute: at(17),
          endMinute: 1440,
          isSimulator: true,
          durationMinutes: 60,
          groupSize: 6,
          sortOrder: 2,
        },
        {
          name: 'Weekend Bay Hour',
          holes: 18,
          greenFeeCart: 6000,
          greenFeeWalking: 6000,
          transactionFee: 0,
          transportation: 'Walking',
          allowedPlayers: [1, 2, 3, 4, 5, 6],
          daysOfWeek: WEEKEND,
          startMinute: 0,
          endMinute: 1440,
          isSimulator: true,
          durationMinutes: 60,
          groupSize: 6,
          showAsHotDeal: true,
          sortOrder: 3,
        },
      ],
    },
  ],
};

/** Demo promotion codes by alias; dates relative to the seed day. */
function promotionSeeds(today: DateTime) {
  const date = (days: number) => isoDateOf(today.plus({ days }));
  return {
    demo: [
      { code: 'SPRING10', type: 'percent' as const, value: 10, allowedPlayers: [1, 2, 3, 4], promotionTemplateId: 101 },
      { code: 'TWILIGHT5', type: 'amount' as const, value: 500, allowedPlayers: [2, 3, 4], promotionTemplateId: 102 },
      { code: 'FOURSOME49', type: 'fixed' as const, value: 4900, allowedPlayers: [4], promotionTemplateId: 103 },
      {
        code: 'SUMMER25',
        type: 'percent' as const,
        value: 25,
        allowedPlayers: [1, 2, 3, 4],
        promotionTemplateId: 104,
        validFrom: date(-120),
        validTo: date(-30),
      },
    ],
    'teetime-deals': [
      { code: 'DEALS15', type: 'percent' as const, value: 15, allowedPlayers: [2, 3, 4], promotionTemplateId: 201 },
    ],
    'maple-ridge': [
      { code: 'MAPLE10', type: 'amount' as const, value: 1000, allowedPlayers: [1, 2, 3, 4], promotionTemplateId: 301 },
    ],
  } as Record<string, (typeof promotions.$inferInsert extends infer T ? Omit<T, 'bookingEngineId'> : never)[]>;
}

/** Bookings on Harbor Pines North tomorrow and the day after: some tee times fewer slots, some full. */
const BOOKINGS: { course: string; dayOffset: number; time: string; players: number }[] = [
  { course: 'harbor-pines-north', dayOffset: 1, time: '08:00', players: 4 },
  { course: 'harbor-pines-north', dayOffset: 1, time: '08:15', players: 2 },
  { course: 'harbor-pines-north', dayOffset: 1, time: '08:30', players: 3 },
  { course: 'harbor-pines-north', dayOffset: 1, time: '09:00', players: 1 },
  { course: 'harbor-pines-north', dayOffset: 1, time: '09:00', players: 3 },
  { course: 'harbor-pines-north', dayOffset: 2, time: '10:00', players: 4 },
  { course: 'harbor-pines-south', dayOffset: 1, time: '09:30', players: 2 },
  { course: 'eagles-nest-lounge', dayOffset: 1, time: '19:00', players: 5 },
];

/** Rates, promotions, course notices and a few bookings for the demo tenants. */
export async function seedTeeTimeData(
  tx: Transaction,
  input: {
    facilityIdByCourse: Map<string, number>;
    engineIdByAlias: Map<string, number>;
    timeZoneByCourse: Map<string, string>;
    now: Date;
  },
): Promise<void> {
  const facilityId = (course: string) => {
    const id = input.facilityIdByCourse.get(course);
    if (id === undefined) throw new Error(`Seed: unknown course ${course}`);
    return id;
  };
  const today = (course: string) =>
    DateTime.fromJSDate(input.now, { zone: input.timeZoneByCourse.get(course) ?? 'UTC' }).startOf('day');

  for (const [course, sets] of Object.entries(RATE_SETS)) {
    for (const [sortOrder, set] of sets.entries()) {
      const row = required(
        (
          await tx
            .insert(rateSets)
            .values({ facilityId: facilityId(course), name: set.name, sortOrder })
            .returning({ id: rateSets.id })
        )[0],
        'the seeded rate set',
      );
      await tx.insert(rates).values(set.rates.map((rate) => ({ ...rate, rateSetId: row.id })));
    }
  }

  for (const [alias, codes] of Object.entries(promotionSeeds(today('harbor-pines-north')))) {
    const bookingEngineId = input.engineIdByAlias.get(alias);
    if (bookingEngineId === undefined) throw new Error(`Seed: unknown alias ${alias}`);
    await tx.insert(promotions).values(codes.map((code) => ({ ...code, bookingEngineId })));
  }

  const north = today('harbor-pines-north');
  const saguaro = today('saguaro-canyon');
  await tx.insert(courseNotices).values([
    {
      facilityId: facilityId('harbor-pines-north'),
      message: 'Collared shirts required. Please check in at the pro shop 20 minutes before your tee time.',
      startsOn: isoDateOf(north.minus({ days: 1 })),
    },
    {
      facilityId: facilityId('harbor-pines-south'),
      restriction: 'cart-path-only',
      startsOn: isoDateOf(north),
      endsOn: isoDateOf(north.plus({ days: 2 })),
    },
    {
      facilityId: facilityId('harbor-pines-south'),
      restriction: 'aeration',
      message: 'Greens aerated; putting surfaces will be sandy.',
      startsOn: isoDateOf(north.plus({ days: 5 })),
      endsOn: isoDateOf(north.plus({ days: 6 })),
    },
    {
      facilityId: facilityId('saguaro-canyon'),
      restriction: 'overseed',
      startsOn: isoDateOf(saguaro.plus({ days: 9 })),
      endsOn: isoDateOf(saguaro.plus({ days: 12 })),
    },
  ]);

  await tx.insert(teeTimeBookings).values(
    BOOKINGS.map((booking) => ({
      facilityId: facilityId(booking.course),
      teeTime: `${today(booking.course).plus({ days: booking.dayOffset }).toISODate()}T${booking.time}`,
      players: booking.players,
    })),
  );
}

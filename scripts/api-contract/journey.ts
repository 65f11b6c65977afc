// The recorded journey: the calls the web app and the operator console make, in the order a golfer
// and a manager make them, against the seeded demo engine. Each part stands alone, so one broken
// part still lets the others report what they find.
import { randomUUID } from 'node:crypto';
import type { JourneyClient } from './journey-client.ts';

export const ALIAS = 'demo';
const GOLFER = { username: 'golfer@example.com', password: 'Fairway2026' };
const MANAGER = { username: 'manager@harborpines.example', password: 'Fairway2026' };
const COURSE = 'harbor-pines-north';
const TIME_ZONE = 'America/New_York';
const REPORT_KINDS = ['utilisation', 'revenue', 'no-shows', 'promotions'];
/** A sandbox test card that is approved without authentication. */
const CARD = {
  number: '4242 4242 4242 4242',
  cvv: '123',
  expirationMonth: '12',
  expirationYear: String(new Date().getUTCFullYear() + 3),
  name: 'Prism Journey',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
};

/** The facility-local date `days` from today. */
const localDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

interface Facility {
  id: number;
  courseId: string;
}
interface Rate {
  rateId: number;
  allowedPlayers: number[];
  transportation: string;
}
interface TeeTime {
  teetime: string;
  availableSlots: number;
  rates: Rate[];
}

/** One part of the journey; `appOrigin` is the server itself, for what the browser sends elsewhere. */
export type JourneyPart = { name: string; run: (api: JourneyClient, appOrigin: string) => Promise<void> };

async function courseOf(api: JourneyClient): Promise<Facility> {
  await api.call('GET', '/api/booking-engine');
  const facilities = await api.call<Facility[]>('GET', '/api/facilities');
  const course = facilities.find((facility) => facility.courseId === COURSE);
  if (!course) throw new Error(`no ${COURSE} on ${ALIAS}`);
  return course;
}

const guestCheckout: JourneyPart = {
  name: 'search, cart and guest checkout',
  async run(api, appOrigin) {
    const course = await courseOf(api);
    const search = await api.call<{ teeTimes: TeeTime[] }>(
      'GET',
      `/api/v2/tee-times?date=${localDate(3)}&facilityIds=${course.id}`,
    );
    const teeTime = search.teeTimes.find(
      (candidate) => candidate.availableSlots >= 2 && candidate.rates.some((rate) => rate.allowedPlayers.includes(2)),
    );
    const rate = teeTime?.rates.find((candidate) => candidate.allowedPlayers.includes(2));
    if (!teeTime || !rate) throw new Error('no open tee time for two players three days ahead');
    const cart = await api.call<{ cartId: string }>('POST', '/api/shopping-cart', { body: {}, expect: 201 });
    const extra = {
      teetime: teeTime.teetime,
      rateId: rate.rateId,
      players: 2,
      transportation: rate.transportation === 'Walking' ? 'Walking' : 'Cart',
    };
    await api.call('POST', `/api/shopping-cart/${cart.cartId}/cart-item`, {
      body: { item: { type: 'tee-time', facilityId: course.id, extra } },
      expect: 201,
    });
    await api.call('GET', `/api/shopping-cart/${cart.cartId}`);
    const invoice = await api.call<{ dueNow: { original: { total: number } } }>(
      'POST',
      `/api/shopping-cart/${cart.cartId}/invoice`,
      { body: {} },
    );
    const token = await api.call<{ Token: string; CheckoutUrl: string }>(
      'POST',
      `/api/shopping-cart/${cart.cartId}/payment-token`,
      { body: { originUrl: `${appOrigin}/checkout` } },
    );
    // The card goes to the payment gateway's hosted page, not to the API the document describes.
    const card = await fetch(`${appOrigin}${token.CheckoutUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appOrigin },
      body: JSON.stringify(CARD),
    });
    if (card.status !== 201) throw new Error(`sandbox card page: ${card.status} ${await card.text()}`);
    const formData = {
      firstName: 'Prism',
      lastName: 'Journey',
      email: 'prism.journey@example.com',
      phone: '+1 555 010 2030',
      notes: 'Booked by the API contract journey',
      teeTimePolicyAccepted: true,
    };
    const paid = await api.call<{ status: string }>('POST', `/api/shopping-cart/${cart.cartId}/process-payment`, {
      body: {
        paymentToken: token.Token,
        invoiceTotalAmount: invoice.dueNow.original.total,
        returnUrl: `${appOrigin}/payment-authorization`,
        formData,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    if (paid.status !== 'completed') throw new Error(`process-payment answered ${JSON.stringify(paid).slice(0, 300)}`);
  },
};

interface User {
  username: string;
  name: { given: string; family: string };
  phoneNumbers: { value: string }[];
  facilityCustomers: Record<
    string,
    { gnFacilityId: number; emailOptIn: boolean; smsOptIn: boolean; transactionalSmsOptedIn: boolean }
  >;
}

const golferAccount: JourneyPart = {
  name: 'golfer account',
  async run(api) {
    const course = await courseOf(api);
    const session = await api.call<{ sessionToken: string }>('POST', '/api/profile/authenticate', {
      body: { username: GOLFER.username, credentials: GOLFER.password, type: 'basic' },
    });
    api.identifyWith({ authorization: `Bearer ${session.sessionToken}` });
    await api.call('GET', '/api/session');
    const user = await api.call<User>('GET', '/api/profile');
    // What the profile form sends back unchanged (apps/web profile-form.tsx toPayload).
    const facilities = Object.values(user.facilityCustomers).map((opted) => ({
      gnFacilityId: opted.gnFacilityId,
      marketing: { smsOptIn: opted.smsOptIn, emailOptIn: opted.emailOptIn },
      transactional: { smsOptIn: opted.transactionalSmsOptedIn },
    }));
    await api.call('PUT', '/api/v2/profile', {
      body: {
        emailAddress: user.username,
        profileDetails: {
          firstName: user.name.given,
          lastName: user.name.family,
          phoneNumber: user.phoneNumbers[0]?.value ?? null,
          facilities,
        },
      },
    });
    const history = await api.call<{ items: { ReservationID: string }[] }>('GET', '/api/reservation/history');
    const reservation = history.items[0];
    if (!reservation) throw new Error('the demo golfer has no reservation');
    await api.call('GET', `/api/reservation/${reservation.ReservationID}/history`);
    await api.call('GET', `/api/reservation/${reservation.ReservationID}/calendar.ics`, {
      accept: 'text/calendar',
      headers: { 'accept-language': 'en' },
    });
    const alert = await api.call<{ id: string }>('POST', '/api/profile/teetime-alerts', {
      body: {
        dates: [localDate(5)],
        timezone: TIME_ZONE,
        teetimeStartTime: 420,
        teetimeEndTime: 600,
        players: 2,
        facilityIds: [course.id],
        lzCurrentLanguage: 'en',
      },
      expect: 201,
    });
    await api.call('GET', '/api/profile/teetime-alerts?status=active');
    await api.call('DELETE', `/api/profile/teetime-alerts/${alert.id}`);
    await api.call('GET', '/api/wallet');
  },
};

const staffReports: JourneyPart = {
  name: 'staff reports',
  async run(api) {
    const session = await api.call<{ sessionToken: string }>('POST', '/api/admin/session', { body: MANAGER });
    api.identifyWith({ 'x-fairway-staff-token': session.sessionToken });
    const range = `from=${localDate(-30)}&to=${localDate(30)}`;
    for (const kind of REPORT_KINDS) {
      await api.call('GET', `/api/admin/reports/${kind}?${range}`);
      await api.call('GET', `/api/admin/reports/${kind}.csv?${range}`, { accept: 'text/csv' });
    }
  },
};

export const JOURNEY: JourneyPart[] = [guestCheckout, golferAccount, staffReports];

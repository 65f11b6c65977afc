import { userSchema } from '@fairway/contract/profile.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { signLink, unsubscribePayload } from '../session/session.public.ts';
import { accountsClient, latestMail, linkParam } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

let counter = 0;
async function newGolfer() {
  const email = `profile${++counter}-${Date.now()}@example.com`;
  const answer = await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return { email, token: answer.body.sessionToken as string, id: answer.body.customer.id as string };
}

const update = (email: string, details: Record<string, unknown> = {}) => ({
  emailAddress: email,
  profileDetails: {
    firstName: 'Grace',
    lastName: 'Hopper',
    phoneNumber: '+1 (910) 555-0142',
    facilities: [],
    ...details,
  },
});

describe('GET /api/profile', () => {
  it('answers the SPEC §3 User with opt-ins of every facility keyed by course id', async () => {
    const login = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const answer = await api.get('/api/profile', { bearer: login.body.sessionToken });
    expect(answer.status).toBe(200);
    const user = userSchema.parse(answer.body);
    expect(user.emailVerified).toBe(true);
    expect(Object.keys(user.facilityCustomers).sort()).toEqual(['harbor-pines-north', 'harbor-pines-south']);
    expect(user.facilityCustomers['harbor-pines-north']).toMatchObject({ emailOptIn: true, smsOptIn: false });
  });

  it('is a 401 without a session', async () => {
    const answer = await api.get('/api/profile');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/v2/profile', () => {
  it('updates names, phone and per-facility opt-ins', async () => {
    const golfer = await newGolfer();
    const answer = await api.put(
      '/api/v2/profile',
      update(golfer.email, {
        facilities: [
          { gnFacilityId: 10101, marketing: { smsOptIn: true, emailOptIn: true }, transactional: { smsOptIn: true } },
        ],
      }),
      { bearer: golfer.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.name.formatted).toBe('Grace Hopper');
    expect(answer.body.phoneNumbers).toEqual([{ value: '+1 (910) 555-0142', primary: true }]);
    expect(answer.body.facilityCustomers['harbor-pines-north']).toMatchObject({
      emailOptIn: true,
      smsOptIn: true,
      transactionalSmsOptedIn: true,
    });
    expect((await api.get('/api/profile', { bearer: golfer.token })).body.name.given).toBe('Grace');
  });

  it('applies the §5 rules with their messages, writing nothing', async () => {
    const golfer = await newGolfer();
    const smsNoPhone = await api.put(
      '/api/v2/profile',
      update(golfer.email, {
        phoneNumber: null,
        facilities: [
          { gnFacilityId: 10101, marketing: { smsOptIn: true, emailOptIn: false }, transactional: { smsOptIn: false } },
        ],
      }),
      { bearer: golfer.token },
    );
    expect(smsNoPhone.status).toBe(400);
    expect(smsNoPhone.body.error).toMatchObject({
      code: 'PROFILE_INVALID',
      message: 'Some of the fields are invalid',
      details: { fields: { phoneNumber: 'If SMS is opted in, a valid phone number is required.' } },
    });
    const shortPhone = await api.put('/api/v2/profile', update(golfer.email, { phoneNumber: '555-0142' }), {
      bearer: golfer.token,
    });
    expect(shortPhone.status).toBe(400);
    const noName = await api.put('/api/v2/profile', update(golfer.email, { firstName: ' ' }), { bearer: golfer.token });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('First Name is required');
    expect((await api.get('/api/profile', { bearer: golfer.token })).body.name.given).toBe('Ada');
  });

  it('keeps the e-mail read-only and refuses facilities of another engine (404)', async () => {
    const golfer = await newGolfer();
    expect((await api.put('/api/v2/profile', update('other@example.com'), { bearer: golfer.token })).status).toBe(400);
    const foreign = await api.put(
      '/api/v2/profile',
      update(golfer.email, {
        facilities: [
          { gnFacilityId: 30301, marketing: { smsOptIn: false, emailOptIn: true }, transactional: { smsOptIn: false } },
        ],
      }),
      { bearer: golfer.token },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed key once; a new link can be requested', async () => {
    const golfer = await newGolfer();
    const key = linkParam((await latestMail(db(), golfer.email))!.text, 'key');
    expect((await api.put('/api/profile/email-verification', { verificationKey: key })).status).toBe(200);
    expect((await api.get('/api/profile', { bearer: golfer.token })).body.emailVerified).toBe(true);
    const again = await api.put('/api/profile/email-verification', { verificationKey: key });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('VERIFICATION_KEY_INVALID');
    expect(
      (await api.post('/api/profile/email-verification', { firstName: 'Ada' }, { bearer: golfer.token })).status,
    ).toBe(202);
    expect((await api.post('/api/profile/email-verification', { firstName: 'Ada' })).status).toBe(401);
  });
});

describe('PUT /api/user/{id}/email/unsubscribe', () => {
  it('turns e-mail news off from a signed link; forged links and other golfers are 404', async () => {
    const login = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const id = login.body.customer.id as string;
    const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const engineId = engine!.id;
    const signature = await signLink(db(), unsubscribePayload(engineId, id, '1', 10101));
    const forged = await api.put(
      `/api/user/${id}/email/unsubscribe?userId=${id}&version=1&gnFacilityId=10101&signature=${'A'.repeat(86)}`,
    );
    expect(forged.status).toBe(404);
    const other = await newGolfer();
    const otherUser = await api.put(
      `/api/user/${other.id}/email/unsubscribe?userId=${other.id}&version=1&gnFacilityId=10101&signature=${signature}`,
    );
    expect(otherUser.status).toBe(404);
    const ok = await api.put(
      `/api/user/${id}/email/unsubscribe?userId=${id}&version=1&gnFacilityId=10101&signature=${signature}`,
    );
    expect(ok.status).toBe(200);
    const profile = await api.get('/api/profile', { bearer: login.body.sessionToken });
    expect(profile.body.facilityCustomers['harbor-pines-north'].emailOptIn).toBe(false);
  });
});

describe('the unsubscribe link in account e-mails', () => {
  it('is signed for the golfer and turns e-mail news off at every facility', async () => {
    const golfer = await newGolfer();
    await api.put(
      '/api/v2/profile',
      {
        emailAddress: golfer.email,
        profileDetails: {
          firstName: 'Ada',
          lastName: 'L',
          phoneNumber: null,
          facilities: [10101, 10102].map((gnFacilityId) => ({
            gnFacilityId,
            marketing: { smsOptIn: false, emailOptIn: true },
            transactional: { smsOptIn: false },
          })),
        },
      },
      { bearer: golfer.token },
    );
    const text = (await latestMail(db(), golfer.email))!.text;
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(text)![0]);
    expect(link.searchParams.get('userId')).toBe(golfer.id);
    const query = new URLSearchParams({
      userId: golfer.id,
      version: link.searchParams.get('version')!,
      signature: link.searchParams.get('signature')!,
    });
    expect((await api.put(`/api/user/${golfer.id}/email/unsubscribe?${query}`)).status).toBe(200);
    const user = (await api.get('/api/profile', { bearer: golfer.token })).body;
    expect(Object.values(user.facilityCustomers).map((entry) => (entry as { emailOptIn: boolean }).emailOptIn)).toEqual(
      [false, false],
    );
  });
});

describe('POST /api/profile/rewards-program', () => {
  it('fails with the §8 message when the facility has no rewards program', async () => {
    const golfer = await newGolfer();
    const answer = await api.post('/api/profile/rewards-program', { gnFacilityId: 10101 }, { bearer: golfer.token });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe('Rewards program enrollment was unsuccessful.');
    expect(
      (await api.post('/api/profile/rewards-program', { gnFacilityId: 99999 }, { bearer: golfer.token })).status,
    ).toBe(404);
  });
});

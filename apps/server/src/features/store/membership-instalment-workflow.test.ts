import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { customerMemberships, membershipCharges } from '../../db/schema/store.ts';
import { accountsClient, type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { ledgerKinds } from '../../test/reservations-client.ts';
import {
  compensationItems,
  PAYMENT_COMPENSATION_JOB,
  runCompensationsToTheEnd,
  stepOf,
} from '../payments/payments.testing.ts';
import { MEMBERSHIP_BILLING_JOB, MEMBERSHIP_INSTALMENT_JOB } from './membership-billing.ts';

// Each instalment is an item of the membership-instalment job, charged as a payment
// operation. A capture that fails voids the authorisation (so it does not stay on the member's card),
// and a void that keeps failing ends dead for the course's staff instead of being swallowed.
let now = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let north: number;
let counter = 0;
const db = () => server.database!.handle.db;
const api = () => accountsClient(server.baseUrl);
const BILLING_DAY = new Date('2026-08-10T04:00:00Z');

beforeAll(async () => {
  server = await startTestServer({
    now: () => now,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  const facilities = (await api().get('/api/facilities', { alias: 'demo' })).body as { id: number; courseId: string }[];
  north = facilities.find((facility) => facility.courseId === 'harbor-pines-north')!.id;
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
  now = new Date('2026-07-10T12:00:00Z');
});

/** A golfer with a monthly membership bought today (its first instalment falls due on August 10). */
async function monthlyMember() {
  const email = `instalment${++counter}@example.com`;
  const signUp = await api().post(
    '/api/profile',
    { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
    { alias: 'demo' },
  );
  const bearer = signUp.body.sessionToken as string;
  const options: CallOptions = { bearer, alias: 'demo' };
  const plan = ((await api().get('/api/memberships', { alias: 'demo' })).body as { id: number; name: string }[]).find(
    (candidate) => candidate.name === 'Weekday Player',
  )!;
  const cartId = (await api().post('/api/shopping-cart', {}, options)).body.cartId as string;
  await api().post(
    `/api/shopping-cart/${cartId}/cart-item`,
    { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
    options,
  );
  const invoice = await api().post(`/api/shopping-cart/${cartId}/invoice`, {}, options);
  const card = await addWalletCard(server.baseUrl, api(), bearer);
  const form = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    phone: '+1 (555) 010-2030',
    notes: '',
    teeTimePolicyAccepted: true,
    walletOptionId: card.body.walletOptionId,
    securityCode: '123',
  };
  const paid = await api().post(
    `/api/shopping-cart/${cartId}/process-payment`,
    {
      returnUrl: `${server.baseUrl}/payment-authorization`,
      paymentToken: null,
      invoiceTotalAmount: invoice.body.dueNow.original.total,
      formData: form,
    },
    { ...options, headers: { 'idempotency-key': `instalment-${counter}` } },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const [membership] = await db()
    .select()
    .from(customerMemberships)
    .where(eq(customerMemberships.orderId, paid.body.order.orderId));
  return membership!;
}

const chargeOf = async (membershipId: string) =>
  (
    await db()
      .select()
      .from(membershipCharges)
      .where(and(eq(membershipCharges.membershipId, membershipId), eq(membershipCharges.instalment, 1)))
  )[0];

describe('a membership instalment as a payment operation', () => {
  it('is an item of its own, its tries recorded, charged once', async () => {
    const membership = await monthlyMember();
    now = BILLING_DAY;
    // (The seed's memberships due by then are billed in the same pass, each its own item.)
    expect((await server.app.periodicJobs.runNow(MEMBERSHIP_BILLING_JOB)).changed).toBeGreaterThanOrEqual(1);
    expect(await chargeOf(membership.id)).toMatchObject({ status: 'paid' });
    const items = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MEMBERSHIP_INSTALMENT_JOB), eq(jobs.key, `${membership.id}:1`)));
    expect(items).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
    const operationId = `membership:${membership.id}:1:1`;
    const capture = await stepOf(db(), operationId, 'capture');
    expect(capture).toMatchObject({ state: 'done', amountCents: membership.price });
    expect(await ledgerKinds(db(), [capture!.paymentId!])).toEqual(['authorization', 'capture']);
    expect((await server.app.periodicJobs.runNow(MEMBERSHIP_BILLING_JOB)).changed).toBe(0);
  });

  it('voids the authorisation when the capture fails, and counts the charge as failed', async () => {
    const membership = await monthlyMember();
    now = BILLING_DAY;
    vi.spyOn(server.app.payments, 'capture').mockRejectedValue(new Error('processor unreachable'));
    await server.app.periodicJobs.runNow(MEMBERSHIP_BILLING_JOB);
    const charge = await chargeOf(membership.id);
    expect(charge).toMatchObject({ status: 'failed', error: 'processor unreachable' });
    expect(await ledgerKinds(db(), [charge!.paymentId!])).toEqual(['authorization', 'void']);
    const [after] = await db().select().from(customerMemberships).where(eq(customerMemberships.id, membership.id));
    expect(after).toMatchObject({ status: 'active', failedAttempts: 1 });
  });

  it('ends with a dead, visible compensation when the void keeps failing too', async () => {
    const membership = await monthlyMember();
    now = BILLING_DAY;
    vi.spyOn(server.app.payments, 'capture').mockRejectedValue(new Error('processor unreachable'));
    vi.spyOn(server.app.payments, 'void').mockRejectedValue(new Error('processor unreachable'));
    await server.app.periodicJobs.runNow(MEMBERSHIP_BILLING_JOB);
    const charge = await chargeOf(membership.id);
    expect(charge).toMatchObject({ status: 'failed' });
    const operationId = `membership:${membership.id}:1:1`;
    expect(await stepOf(db(), operationId, 'authorize.void')).toMatchObject({ state: 'pending' });

    await runCompensationsToTheEnd(server.app, BILLING_DAY);
    const [item] = await compensationItems(db(), `${operationId}:`);
    expect(item).toMatchObject({ state: 'dead', lastError: 'processor unreachable' });
    expect(item!.bookingEngineId).not.toBeNull();
    expect(await server.app.jobs.deadLetters(item!.bookingEngineId!)).toContainEqual(
      expect.objectContaining({ id: item!.id, kind: PAYMENT_COMPENSATION_JOB }),
    );
    expect(await ledgerKinds(db(), [charge!.paymentId!])).toEqual(['authorization']);
  });
});

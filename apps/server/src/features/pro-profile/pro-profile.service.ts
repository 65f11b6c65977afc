import type {
  BillingList,
  CreditAccount,
  CreditBook,
  ProCustomer,
  ProLocation,
  ProMembership,
} from '@fairway/contract/pro-profile.contract';
import type { CurrencyCode } from '@fairway/domain/facilities/feature-areas';
import { creditBookBalance } from '@fairway/domain/pro-profile/credit-books';
import { visibleProSections } from '@fairway/domain/pro-profile/pro-sections';
import { accountBalance } from '@fairway/domain/pro-profile/statements';
import { cancellationTermsOf } from '@fairway/domain/store/membership-cancellation';
import { holdsPlan } from '@fairway/domain/store/membership-status';
import { instalmentDate } from '@fairway/domain/store/payment-frequency';
import type { Database } from '../../db/client.ts';
import { localDate, pageOf, type ProContext } from './pro-access.ts';
import { netUse } from './credit-book-tender.ts';
import { balancesOf, listCreditBooks, listEntries, type MemberWithFacility } from './pro-profile.repository.ts';
import { membershipChargesAt, membershipsAt } from '../store/store.public.ts';
import { required } from '@fairway/domain/shared/required';

const currencyOf = (record: MemberWithFacility) => record.facility.currencyCode as CurrencyCode;

function locationOf(record: MemberWithFacility, balance: number): ProLocation {
  return {
    facilityId: record.facility.id,
    gnFacilityId: record.facility.gnFacilityId,
    name: record.facility.name,
    currencyCode: currencyOf(record),
    timeZone: record.facility.timeZone,
    memberNumber: record.member.memberNumber,
    isHome: record.member.isHome,
    balance,
  };
}

/** GET /profile/pro/customer: the golfer, their home member record and the sections the settings show. */
export async function proCustomer(db: Database, ctx: ProContext): Promise<ProCustomer> {
  const home = required(ctx.records[0], "the golfer's home member record (proContext found at least one)");
  const balances = await balancesOf(db, [home.member.id]);
  const { customer } = ctx;
  return {
    customerId: customer.publicId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    memberNumber: home.member.memberNumber,
    homeClub: home.member.homeClub,
    memberSince: home.member.memberSince,
    homeFacility: locationOf(home, balances.get(home.member.id) ?? 0),
    sections: visibleProSections(ctx.settings),
  };
}

/** GET /profile/pro/locations: the member's facilities, keeping only those with a balance (SPEC §7). */
export async function proLocations(db: Database, ctx: ProContext): Promise<ProLocation[]> {
  const balances = await balancesOf(
    db,
    ctx.records.map((record) => record.member.id),
  );
  return ctx.records
    .map((record) => locationOf(record, balances.get(record.member.id) ?? 0))
    .filter((location) => location.balance !== 0);
}

/**
 * GET /profile/pro/memberships: the payment plan only with membershipsDisplay.paymentDetails, and
 * what cancelling does (when access ends, what is refunded) wherever the member may cancel.
 */
export async function proMemberships(db: Database, ctx: ProContext, now: Date): Promise<ProMembership[]> {
  const { facility } = ctx.current;
  const display = ctx.settings.membershipsDisplay;
  return (await membershipsAt(db, ctx.customer.id, facility.id)).map((row) => {
    const canCancel = display.allowMembershipCancellation && holdsPlan(row.status);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      startDate: row.startDate,
      nextBillingDate:
        row.nextBillingAt && row.status !== 'cancelled' ? localDate(row.nextBillingAt, facility.timeZone) : null,
      currencyCode: row.currencyCode as CurrencyCode,
      paymentPlan: display.paymentDetails
        ? { price: row.price, initiationFee: row.initiationFee, frequencyType: row.frequencyType }
        : null,
      canCancel,
      cancellation: cancellationTermsOf(
        { status: row.status, cancelledAt: row.cancelledAt, canCancel },
        now,
        facility.timeZone,
      ),
    };
  });
}

/** GET /profile/pro/memberships/billing-list: the store's instalments of the member's memberships, newest first. */
export async function billingList(
  db: Database,
  ctx: ProContext,
  pageIndex: number,
  pageSize: number,
): Promise<BillingList> {
  const rows = await membershipChargesAt(db, ctx.customer.id, ctx.current.facility.id);
  const items = rows.map(({ charge, membership }) => ({
    membershipId: membership.id,
    membershipName: membership.name,
    instalment: charge.instalment,
    date: instalmentDate(membership.startDate, membership.frequencyType, charge.instalment) ?? membership.startDate,
    amount: charge.amount,
    status: charge.status,
    currencyCode: membership.currencyCode as CurrencyCode,
  }));
  items.sort((a, b) =>
    a.date === b.date ? a.membershipName.localeCompare(b.membershipName) : a.date < b.date ? 1 : -1,
  );
  return pageOf(items, pageIndex, pageSize);
}

/** GET /profile/pro/credit-books: each book with what bookings used of it. */
export async function proCreditBooks(db: Database, ctx: ProContext): Promise<CreditBook[]> {
  const { facility } = ctx.current;
  return (await listCreditBooks(db, ctx.current.member.id)).map(({ book, uses }) => ({
    id: book.id,
    name: book.name,
    kind: book.kind,
    total: book.total,
    ...creditBookBalance({ kind: book.kind, total: book.total, uses: uses.map(netUse) }),
    purchasedOn: book.purchasedOn,
    expiresOn: book.expiresOn,
    currencyCode: facility.currencyCode as CurrencyCode,
    uses: uses.map((use) => ({
      date: localDate(use.usedAt, facility.timeZone),
      description: use.description,
      quantity: use.quantity,
      returned: use.restoredQuantity,
    })),
  }));
}

/** GET /profile/pro/credit-account: balance, limit and which payments the settings allow. */
export async function creditAccount(db: Database, ctx: ProContext): Promise<CreditAccount> {
  const { member, facility } = ctx.current;
  const entries = await listEntries(db, member.id);
  const balance = accountBalance(entries);
  const last = entries.filter((entry) => entry.kind === 'payment').at(-1);
  const billing = ctx.settings.billingDisplay;
  return {
    facilityId: facility.id,
    facilityName: facility.name,
    currencyCode: facility.currencyCode as CurrencyCode,
    balance,
    creditLimit: member.creditLimit,
    available: Math.max(0, member.creditLimit - balance),
    lastPayment: last ? { date: localDate(last.occurredAt, facility.timeZone), amount: last.amount } : null,
    payAccountBalance: billing.payAccountBalance,
    creditAccountPayment: billing.creditAccountPayment,
  };
}

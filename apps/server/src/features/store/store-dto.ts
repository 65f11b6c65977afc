import type { GiftCertificateDto, MembershipPlanDto, ProfileMembership } from '@fairway/contract/store.contract';
import type { CurrencyCode } from '@fairway/domain/facilities/feature-areas';
import { formatGiftCode } from '@fairway/domain/store/gift-balance';
import { cancellationTermsOf } from '@fairway/domain/store/membership-cancellation';
import { holdsPlan } from '@fairway/domain/store/membership-status';
import { instalmentDate, termEndDate } from '@fairway/domain/store/payment-frequency';
import type { CustomerMembershipRow, GiftCertificateRow, MembershipPlanRow } from '../../db/schema/store.ts';

/** A catalogue plan as the API answers it. */
export function planDto(plan: MembershipPlanRow, facilityName: string, currencyCode: CurrencyCode): MembershipPlanDto {
  return {
    id: plan.id,
    facilityId: plan.facilityId,
    facilityName,
    name: plan.name,
    description: plan.description,
    currencyCode,
    paymentPlan: {
      price: plan.price,
      initiationFee: plan.initiationFee,
      frequencyType: plan.frequencyType,
      termMonths: plan.termMonths,
      renews: plan.renews,
    },
  };
}

/**
 * A golfer's membership as the API answers it. `cancelling` (the facility's zone and now) adds what
 * a cancellation does now, or did, as cancelMembership carries it out.
 */
export function membershipDto(
  row: CustomerMembershipRow,
  cancellationAllowed: boolean,
  cancelling?: { timeZone: string; now: Date },
): ProfileMembership {
  const held = holdsPlan(row.status);
  const cancellable = cancellationAllowed && held;
  const terms = cancelling
    ? cancellationTermsOf(
        { status: row.status, cancelledAt: row.cancelledAt, canCancel: cancellable },
        cancelling.now,
        cancelling.timeZone,
      )
    : null;
  return {
    id: row.id,
    membershipId: row.planId,
    facilityId: row.facilityId,
    name: row.name,
    status: row.status,
    startDate: row.startDate,
    nextBillingDate:
      held && row.nextInstalment !== null ? instalmentDate(row.startDate, row.frequencyType, row.nextInstalment) : null,
    endDate: row.renews ? null : termEndDate(row.startDate, row.termMonths),
    currencyCode: row.currencyCode as CurrencyCode,
    paymentPlan: {
      price: row.price,
      initiationFee: row.initiationFee,
      frequencyType: row.frequencyType,
      termMonths: row.termMonths,
      renews: row.renews,
    },
    canCancel: cancellable,
    cancellation: terms,
  };
}

/** A certificate for its buyer or its recipient; the code only for the recipient once delivered. */
export function certificateDto(row: GiftCertificateRow, customerId: number, email: string): GiftCertificateDto {
  const received = row.recipientEmail.toLowerCase() === email.toLowerCase() && row.deliveredAt !== null;
  return {
    id: row.id,
    facilityId: row.facilityId,
    currencyCode: row.currencyCode as CurrencyCode,
    value: row.value,
    balance: row.balance,
    role: row.purchaserCustomerId === customerId && !received ? 'bought' : 'received',
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    deliveryDate: row.deliveryDate,
    status: row.deliveredAt ? 'delivered' : 'scheduled',
    code: received ? formatGiftCode(row.code) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

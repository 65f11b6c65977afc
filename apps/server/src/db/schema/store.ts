import { PAYMENT_FREQUENCIES } from '@fairway/domain/store/payment-frequency';
import { MEMBERSHIP_STATUSES } from '@fairway/domain/store/membership-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { timestamps } from './columns.ts';
import { facilities } from './facilities.ts';
import { customers } from './profile.ts';

// Store: the catalogue a facility sells, and what golfers hold after buying from it.

/** A membership plan of a facility's catalogue. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    initiationFee: integer('initiation_fee').notNull().default(0),
    frequencyType: text('frequency_type', { enum: PAYMENT_FREQUENCIES }).notNull(),
    termMonths: integer('term_months'), // null: renews without end
    renews: boolean('renews').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('membership_plans_facility_idx').on(table.facilityId),
    check('membership_plans_amounts', sql`${table.price} >= 0 and ${table.initiationFee} >= 0`),
    check('membership_plans_term', sql`${table.termMonths} is null or ${table.termMonths} > 0`),
  ],
);

/** A facility's gift-certificate options: fixed amounts and an optional custom range (cents). */
export const giftCertificateOptions = pgTable(
  'gift_certificate_options',
  {
    facilityId: integer('facility_id')
      .primaryKey()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    amounts: integer('amounts').array().notNull(),
    customMin: integer('custom_min'),
    customMax: integer('custom_max'),
    ...timestamps,
  },
  (table) => [
    check(
      'gift_certificate_options_custom',
      sql`(${table.customMin} is null) = (${table.customMax} is null) and (${table.customMin} is null or (${table.customMin} > 0 and ${table.customMin} <= ${table.customMax}))`,
    ),
  ],
);

/** A golfer's membership, bought through checkout; the plan's terms are copied at purchase. */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    cartItemId: uuid('cart_item_id').notNull().unique(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    initiationFee: integer('initiation_fee').notNull(),
    frequencyType: text('frequency_type', { enum: PAYMENT_FREQUENCIES }).notNull(),
    termMonths: integer('term_months'),
    renews: boolean('renews').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    // The instalment the billing job charges next (0 was paid at checkout); null: nothing more to bill.
    nextInstalment: integer('next_instalment'),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One held membership per plan: two racing checkouts cannot both buy it.
    uniqueIndex('customer_memberships_held_plan')
      .on(table.customerId, table.planId)
      .where(sql`${table.status} in ('active', 'past_due')`),
    index('customer_memberships_billing_idx').on(table.nextBillingAt),
    // An order's confirmation and the golfer's Orders list read what each order bought.
    index('customer_memberships_order_idx').on(table.orderId),
  ],
);

/** One instalment charge of a membership; the key makes each period billable once. */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => customerMemberships.id, { onDelete: 'cascade' }),
    instalment: integer('instalment').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    paymentId: text('payment_id'),
    error: text('error'),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.membershipId, table.instalment] })],
);

/** A gift certificate bought at checkout; its code is a tender at any later checkout of the facility. */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    value: integer('value').notNull(),
    balance: integer('balance').notNull(),
    currencyCode: text('currency_code').notNull(),
    purchaserCustomerId: integer('purchaser_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    cartItemId: uuid('cart_item_id').notNull().unique(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    giftMessage: text('gift_message').notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('gift_certificates_balance', sql`${table.balance} >= 0 and ${table.balance} <= ${table.value}`),
    index('gift_certificates_delivery_idx')
      .on(table.deliverAt)
      .where(sql`${table.deliveredAt} is null`),
    index('gift_certificates_recipient_idx').on(table.recipientEmail),
    index('gift_certificates_order_idx').on(table.orderId),
  ],
);

/** What a checkout took from a certificate; a refund puts back up to amount (restoredAmount so far, last at restoredAt). */
export const giftCertificateRedemptions = pgTable(
  'gift_certificate_redemptions',
  {
    id: serial('id').primaryKey(),
    giftCertificateId: uuid('gift_certificate_id')
      .notNull()
      .references(() => giftCertificates.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    restoredAmount: integer('restored_amount').notNull().default(0),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_certificate_redemptions_order_idx').on(table.orderId),
    check('gift_certificate_redemptions_amount', sql`${table.amount} > 0`),
    check(
      'gift_certificate_redemptions_restored',
      sql`${table.restoredAmount} >= 0 and ${table.restoredAmount} <= ${table.amount}`,
    ),
  ],
);

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type GiftCertificateOptionsRow = typeof giftCertificateOptions.$inferSelect;
export type CustomerMembershipRow = typeof customerMemberships.$inferSelect;
export type GiftCertificateRow = typeof giftCertificates.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { customers } from './profile.ts';

/**
 * A saved card of a golfer's wallet (SPEC §3 wallet card): the gateway's token, brand, last
 * four, expiry and billing details — never a card number or CVV. At most one default per golfer.
 */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: serial('id').primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    tokenTypeId: integer('token_type_id').notNull().default(5),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    // 2-digit, as SPEC §9 stores it.
    expirationYear: integer('expiration_year').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    overrideMembershipBilling: boolean('override_membership_billing').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('wallet_cards_customer_idx').on(table.customerId),
    uniqueIndex('wallet_cards_customer_token').on(table.customerId, table.token),
    uniqueIndex('wallet_cards_one_default')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
    check('wallet_cards_last_four', sql`${table.lastFour} ~ '^[0-9]{4}$'`),
    check('wallet_cards_month', sql`${table.expirationMonth} between 1 and 12`),
    check('wallet_cards_year', sql`${table.expirationYear} between 0 and 99`),
  ],
);

/** A wallet_cards row. */
export type WalletCardRow = typeof walletCards.$inferSelect;

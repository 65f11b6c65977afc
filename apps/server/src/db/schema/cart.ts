import { CART_ITEM_TYPES } from '@fairway/domain/cart/cart-item-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines, facilities } from './facilities.ts';
import { customers } from './profile.ts';

/**
 * Cart item types (SPEC §3).
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const cartItemType = pgEnum('cart_item_type', CART_ITEM_TYPES);

/**
 * A shopping cart of one engine: a signed-in golfer's (follows them across devices, no expiry)
 * or anonymous (expires_at set, refreshed on every change; an expired one is gone).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('carts_customer_idx').on(table.customerId),
    check('carts_owner_or_expiry', sql`${table.customerId} is not null or ${table.expiresAt} is not null`),
  ],
);

/** A cart item: top level (parent null) or a child (partner slot, featured product) of a tee time. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    type: cartItemType('type').notNull(),
    facilityId: integer('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id'),
    promotionCode: text('promotion_code'),
    extra: jsonb('extra').notNull().default({}),
    position: serial('position'),
    ...timestamps,
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId), index('cart_items_parent_idx').on(table.parentId)],
);

/** The trail of an item: events (added, updated, …) and the errors recorded with them. */
export const cartItemTrail = pgTable(
  'cart_item_trail',
  {
    id: serial('id').primaryKey(),
    cartItemId: uuid('cart_item_id')
      .notNull()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    errors: jsonb('errors').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_item_trail_item_idx').on(table.cartItemId)],
);

/**
 * One row per tee time that anyone tried to hold: the row every capacity check locks
 * (SELECT … FOR UPDATE) so concurrent adds of one tee time run one after the other.
 */
export const teeTimeCapacity = pgTable(
  'tee_time_capacity',
  {
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    teeTime: text('tee_time').notNull(),
  },
  (table) => [primaryKey({ columns: [table.facilityId, table.teeTime] })],
);

/** An add-on product of a facility (SPEC §3 product item), in a lineup category 1–3. */
export const productItems = pgTable(
  'product_items',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    currencyCode: text('currency_code').notNull().default('USD'),
    inventory: integer('inventory'),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    brand: text('brand'),
    brandModel: text('brand_model'),
    // Off sale: golfers no longer see or add it; orders that bought it keep their lines.
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index('product_items_facility_idx').on(table.facilityId),
    check('product_items_category', sql`${table.categoryId} in (1, 2, 3)`),
    check('product_items_price', sql`${table.price} >= 0`),
  ],
);

/** Row types. */
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type ProductItemRow = typeof productItems.$inferSelect;

import { CART_ITEM_EVENTS, CART_ITEM_TYPES } from '@fairway/domain/cart/cart-item-types';
import { DEFAULT_LOCK_SECONDS, MAX_LOCK_SECONDS } from '@fairway/domain/cart/tee-time-lock';
import { MAX_PLAYERS_PER_TEE_TIME, MAX_SIMULATOR_PLAYERS } from '@fairway/domain/tee-times/allowed-players';
import { z } from 'zod';
import {
  giftCertificateItemExtraSchema,
  membershipItemExtraSchema,
  storeGiftCertificateItemInputSchema,
  storeMembershipItemInputSchema,
} from './store.contract.ts';
import { idListSchema, isoDateSchema, localTeeTimeSchema, promotionCodeSchema } from './tee-times.contract.ts';

const id32 = z.number().int().positive().max(2147483647);

/** Path parameters of a cart. */
export const cartParamsSchema = z.object({ id: z.uuid() });

/** POST /shopping-cart body: nothing to say yet, so `{}` (what the web app sends); the route also takes no body. */
export const createCartBodySchema = z.object({});

/** Path parameters of a cart item. */
export const cartItemParamsSchema = cartParamsSchema.extend({ itemId: z.uuid() });
/** Path parameters of a partner slot of a tee-time item. */
export const cartSlotParamsSchema = cartItemParamsSchema.extend({ slotId: z.uuid() });

/** Transportation of a tee-time item. */
const transportationSchema = z.enum(['Cart', 'Walking']);

/** One add-on line of a tee-time item (SPEC §3 product lineup entry). */
const productLineupEntrySchema = z.object({
  id: id32,
  name: z.string().max(200),
  price: z.number().int().min(0),
  quantity: z.number().int().min(0).max(10000),
  clientId: z.string().min(1).max(64),
  categoryId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** A partner slot of a tee-time item (SPEC §3 slot roles). */
const cartSlotSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  rateIndex: z.number().int().min(0),
  customerId: z.string().nullable(),
  isPrimary: z.boolean(),
});

/**
 * The details of a tee-time item as stored and answered in a cart item's `extra` (SPEC §3 tee-time
 * extra), one of cartItemDetailsSchema's shapes. Prices are cents per player.
 */
const teeTimeItemExtraSchema = z.object({
  teetime: z.string(),
  players: z.number().int(),
  /** The most players the tee time takes: 4, or the simulator bay's group size. */
  groupSize: z.number().int(),
  /** With the promotion when it applies. */
  price: z.number(),
  /** Without the promotion. */
  standardPrice: z.number(),
  transportation: transportationSchema,
  rate: z.object({
    holes: z.number().int(),
    rateId: z.number().int(),
    rateSetId: z.number().int(),
    name: z.string(),
    transactionFees: z.number(),
    transportation: transportationSchema,
    isSimulator: z.boolean(),
    duration: z.number().nullable(),
    allowedPlayers: z.array(z.number().int()),
    /** A members' rate: paid only while the payer still holds a membership of the course (absent on items added before it was stored). */
    membersOnly: z.boolean().optional(),
  }),
  rates: z.array(
    z.object({
      index: z.number().int(),
      price: z.number(),
      transactionFees: z.number(),
      isPrimary: z.boolean(),
      players: z.number().int(),
    }),
  ),
  slots: z.array(cartSlotSchema),
  productLineups: z.array(productLineupEntrySchema),
  lockedSlots: z.number().int(),
  /** When the cart's lock on this tee time lapses (null without a lock); the locked slots come back then. */
  lockExpiresAt: z.string().nullable(),
  termsAndConditions: z.string().nullable(),
  teetimeNotes: z.string().nullable(),
  reservationId: z.string().nullable(),
  reservationStatusId: z.number().int().nullable(),
  /** When the item's own hold lapses (absent on items stored before it was: their hold is taken as live). */
  holdExpiresAt: z.string().nullish(),
});
export type TeeTimeItemExtra = z.infer<typeof teeTimeItemExtraSchema>;

/** A featured product item's details as stored (SPEC §3 product item): the product as priced when it was added. */
const featuredProductItemExtraSchema = z.object({
  productId: id32,
  name: z.string(),
  price: z.number().int().min(0),
  quantity: z.number().int().min(0),
  categoryId: z.number().int(),
});

/**
 * A stored cart item's type with its details: one shape of `extra` per type. The server's
 * repositories parse each row through it once, when they read it.
 */
export const cartItemDetailsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tee-time'), extra: teeTimeItemExtraSchema }),
  z.object({ type: z.literal('membership'), extra: membershipItemExtraSchema }),
  z.object({ type: z.literal('gift-certificate'), extra: giftCertificateItemExtraSchema }),
  z.object({ type: z.literal('featured-product'), extra: featuredProductItemExtraSchema }),
]);
export type CartItemDetails = z.infer<typeof cartItemDetailsSchema>;

/** A new tee-time item: which tee time, rate, party size and transportation. */
const teeTimeItemInputSchema = z.object({
  type: z.literal('tee-time'),
  facilityId: id32,
  promotionCode: promotionCodeSchema.optional(),
  extra: z.object({
    teetime: localTeeTimeSchema,
    rateId: id32,
    players: z.number().int().min(1).max(MAX_SIMULATOR_PLAYERS),
    transportation: transportationSchema.default('Cart'),
  }),
});

/** A new membership item: names a plan of the catalogue; the server fills name and price (store.contract). */
const membershipItemInputSchema = storeMembershipItemInputSchema;

/** A new gift-certificate item: the value is a catalogue option or a custom amount in bounds (store.contract). */
const giftCertificateItemInputSchema = storeGiftCertificateItemInputSchema;

/** A featured product under a tee-time item. */
const featuredProductItemInputSchema = z.object({
  type: z.literal('featured-product'),
  parentId: z.uuid(),
  extra: z.object({ productId: id32, quantity: z.number().int().min(1).max(10000) }),
});

/** POST …/cart-item body. */
export const addCartItemBodySchema = z.object({
  item: z.discriminatedUnion('type', [
    teeTimeItemInputSchema,
    membershipItemInputSchema,
    giftCertificateItemInputSchema,
    featuredProductItemInputSchema,
  ]),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** PATCH …/cart-item/{itemId} body: a change to a tee-time item and the event it records. */
export const updateCartItemBodySchema = z.object({
  item: z
    .object({
      players: z.number().int().min(1).max(MAX_SIMULATOR_PLAYERS).optional(),
      rateId: id32.optional(),
      transportation: transportationSchema.optional(),
      productLineup: productLineupEntrySchema.optional(),
    })
    .refine((item) => Object.values(item).some((value) => value !== undefined), 'Nothing to change'),
  eventType: z.enum(CART_ITEM_EVENTS).default('updated'),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

/** DELETE …/cart-item/{itemId} query. */
export const deleteCartItemQuerySchema = z.object({
  removeChildren: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  eventType: z.enum(CART_ITEM_EVENTS).default('deleted'),
});

/** POST …/trail body: an event with the errors recorded with it. */
export const cartItemTrailBodySchema = z.object({
  eventType: z.enum(CART_ITEM_EVENTS),
  errors: z.array(z.string().max(500)).max(20).default([]),
});

/** POST …/slot body: a partner slot, optionally member-linked. */
export const addSlotBodySchema = z.object({
  name: z.string().trim().max(200).optional(),
  customerId: z.string().max(64).optional(),
});

/** GET …/cart-item/{itemId}/rates answer: the rates the item can switch to as it is (day, time, transportation, party). */
export const itemRateChoicesResponseSchema = z.array(
  z.object({
    rateId: z.number().int(),
    name: z.string(),
    holes: z.number().int(),
    greenFeeCart: z.number().int(),
    greenFeeWalking: z.number().int(),
    transactionFees: z.number().int(),
    transportation: z.enum(['Cart', 'Walking', 'Both']),
  }),
);
export type ItemRateChoice = z.infer<typeof itemRateChoicesResponseSchema>[number];

/** GET …/cart-item/{itemId}/party-sizes answer: the sizes SPEC §5's allowed-players rule lets the item change to. */
export const itemPartySizesResponseSchema = z.object({ players: z.array(z.number().int()) });
export type ItemPartySizes = z.infer<typeof itemPartySizesResponseSchema>;

/** POST …/is-bookable answer. */
export const isBookableResponseSchema = z.object({ bookable: z.boolean(), message: z.string().optional() });

/** A cart item as the API answers it. */
const cartItemSchema = z.object({
  id: z.string(),
  type: z.enum(CART_ITEM_TYPES),
  parentId: z.string().nullable(),
  facilityId: z.number().nullable(),
  invoiceId: z.string().nullable(),
  promotionCode: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  trail: z.array(z.object({ eventType: z.string(), errors: z.array(z.string()), at: z.string() })),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A cart as the API answers it. */
export const cartSchema = z
  .object({ cartId: z.string(), items: z.array(cartItemSchema), expiresAt: z.string().nullable() })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** Path parameters of a course's lock calls. */
export const lockParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** PUT /course/{id}/tee-time/lock body. */
export const putLockBodySchema = z.object({
  teetime: localTeeTimeSchema,
  slots: z.number().int().min(1).max(MAX_PLAYERS_PER_TEE_TIME),
  expiresIn: z.number().int().min(30).max(MAX_LOCK_SECONDS).default(DEFAULT_LOCK_SECONDS),
  cartId: z.uuid(),
});

/** DELETE /course/{id}/tee-time/lock body. */
export const deleteLockBodySchema = z.object({ teetime: localTeeTimeSchema, cartId: z.uuid() });

/** GET /course/{id}/tee-time/locks query. */
export const locksQuerySchema = z.object({
  localDate: isoDateSchema,
  localTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
});

/** A tee time's lock summary (SPEC §3 tee-time locks: playerQty, slots). */
const teeTimeLockSchema = z.object({
  teetime: z.string(),
  playerQty: z.number(),
  slots: z.number(),
  expiresAt: z.string(),
});
export const locksResponseSchema = z.object({ locks: z.array(teeTimeLockSchema) });
export const putLockResponseSchema = teeTimeLockSchema.extend({ lockedPrice: z.number().optional() });

/** GET /product-line-items query and answer (SPEC §3 product item). */
export const productLineItemsQuerySchema = z.object({ facilityIds: idListSchema.optional() });
const productItemSchema = z.object({
  id: z.number(),
  facilityId: z.number(),
  categoryId: z.number(),
  name: z.string(),
  tagPrice: z.object({ amount: z.number(), currencyCode: z.string() }),
  inventory: z.number().nullable(),
  isUnlimited: z.boolean(),
  brand: z.string().nullable(),
  brandModel: z.string().nullable(),
});
export type ProductItem = z.infer<typeof productItemSchema>;
export const productLineItemsResponseSchema = z.array(productItemSchema);

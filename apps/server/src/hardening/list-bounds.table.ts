import { ACTIVITY_PAGE_SIZE_MAX } from '@fairway/contract/admin-activity.contract';
import { GOLFER_HISTORY_PAGE_SIZE_MAX, GOLFER_PAGE_SIZE } from '@fairway/contract/admin-golfers.contract';
import { NEEDS_ATTENTION_PAGE_SIZE_MAX } from '@fairway/contract/admin-needs-attention.contract';
import { END_OF_DAY_PAGE_SIZE_MAX, NO_SHOWS_PAGE_SIZE_MAX } from '@fairway/contract/admin-reports.contract';
import { ORDERS_PAGE_SIZE_MAX } from '@fairway/contract/checkout.contract';
import { PRO_PAGE_SIZE_MAX } from '@fairway/contract/pro-profile.contract';

// Every GET operation of the OpenAPI document whose answer holds a list (an array at the top or
// under a top-level key), and what keeps that list bounded however much data the engine holds.
// list-bounds.test.ts fails for a list route missing here, and checks each paged line against the
// document and the running server. The rule for a page size above its maximum is the same
// everywhere: a 400 in the `{error:{code,message}}` shape (zod's `.max`), never a silent clamp.

/** The largest page any paged route may declare. */
export const PAGE_SIZE_CEILING = 100;

/**
 * How one route keeps its lists bounded. `lists`: the array keys ('' = the answer itself).
 * `nested`: each list inside a list's items (`courses[].byDay`, `[].rates`), with why it is
 * bounded: one item's own rows (a tee time's rates), or a range the query caps.
 */
export type ListBound = Bound & { nested?: Record<string, string> };

type Bound =
  /** A page size parameter with a maximum and a default, and a cursor (keyset id or page number). */
  | { kind: 'paged'; lists: string[]; size: string; max: number; cursor: string; why?: string }
  /** A page number with a page size the server fixes. */
  | { kind: 'fixed-page'; lists: string[]; size: number; cursor: string; why: string }
  /** The newest `cap` rows only: a history a screen shows as "latest". */
  | { kind: 'capped'; lists: string[]; cap: number; why: string }
  /** Bounded by what the data is: one day, one reservation's players, the engine's courses. */
  | { kind: 'natural'; lists: string[]; why: string };

const engineConfig =
  'configuration of the engine (its courses, rates, products, plans): tens of rows, written by staff';
const moneyEntries =
  "one booking's money-view entries (its payments, refunds and friends' shares: a handful per booking)";
const partySizes = 'party sizes a rate allows (1–4)';
const weekdays = 'days of the week (≤ 7)';
const certificateAmounts = 'the fixed amounts staff set on one gift-certificate option';

/** The registry: `METHOD /path` as the OpenAPI document spells it. */
export const LIST_BOUNDS: Record<string, ListBound> = {
  // Golfers' screens.
  'GET /api/facilities': { kind: 'natural', lists: [''], why: "the alias's courses" },
  'GET /api/booking-engine': { kind: 'natural', lists: ['allowedOrigins'], why: "the alias's host sites (settings)" },
  'GET /api/profile': { kind: 'natural', lists: ['emails', 'phoneNumbers'], why: "one golfer's contact details" },
  'GET /api/profile/teetime-alerts': {
    kind: 'natural',
    lists: ['alerts'],
    why: "one golfer's alerts: creating one past ALERTS_MAX (200, domain alerts/alert-limits) is refused (TEE_TIME_ALERTS_FULL) until they delete one",
    nested: {
      'alerts[].dates': "one alert's dates, within the booking window",
      'alerts[].facilityIds': "one alert's courses (the alias's)",
      'alerts[].holes': '9 and/or 18',
      'alerts[].claims': "the tee times one alert claimed (its dates' openings, one claim a tee time)",
    },
  },
  'GET /api/profile/teetime-alerts/{id}': {
    kind: 'natural',
    lists: ['dates', 'facilityIds', 'holes', 'claims'],
    why: "one alert's criteria (dates within the booking window) and the tee times it claimed",
  },
  'GET /api/v2/tee-times': {
    kind: 'natural',
    lists: ['teeTimes', 'rateTypes', 'priceRanges', 'notices'],
    why: "date…dateMax inside the booking window (maxDaysOut), the alias's courses",
    nested: {
      'teeTimes[].rates': "one tee time's rates (the course's rate set)",
      'teeTimes[].rates[].allowedPlayers': partySizes,
      'teeTimes[].rates[].promotion.allowedPlayers': partySizes,
    },
  },
  'GET /api/tee-times/prices': { kind: 'natural', lists: [''], why: "one date's prices of the alias's courses" },
  'GET /api/tee-times/rate/{rateId}/invoice': {
    kind: 'natural',
    lists: ['items'],
    why: "one tee time's invoice lines",
  },
  'GET /api/weather': { kind: 'natural', lists: [''], why: "one date, the alias's courses" },
  'GET /api/weather/hourly': { kind: 'natural', lists: ['hours'], why: "one day's 24 hours" },
  'GET /api/shopping-cart/{id}': {
    kind: 'natural',
    lists: ['items'],
    why: 'the cart items limit (SPEC §4)',
    nested: {
      'items[].trail':
        "one cart item's newest events, at most CART_ITEM_TRAIL_MAX (50): POST …/trail drops the older ones",
      'items[].trail[].errors': "one event's errors (at most 20, the trail body's schema)",
    },
  },
  'GET /api/shopping-cart/{id}/cart-item/{itemId}/rates': { kind: 'natural', lists: [''], why: "one tee time's rates" },
  'GET /api/shopping-cart/{id}/cart-item/{itemId}/party-sizes': {
    kind: 'natural',
    lists: ['players'],
    why: 'party sizes of one tee time (≤ its slots)',
  },
  'GET /api/course/{id}/tee-time/locks': { kind: 'natural', lists: ['locks'], why: "one tee time's held slots" },
  'GET /api/product-line-items': { kind: 'natural', lists: [''], why: engineConfig },
  'GET /api/shopping-cart/{id}/invoice-preview': {
    kind: 'natural',
    lists: ['items', 'groups'],
    why: "one cart's lines (cart items limit)",
    nested: {
      'items[].lines': "one cart item's invoice lines",
    },
  },
  'GET /api/invoice/{id}': { kind: 'natural', lists: ['items'], why: "one invoice's lines" },
  'GET /api/orders': {
    kind: 'paged',
    lists: [''],
    size: 'limit',
    max: ORDERS_PAGE_SIZE_MAX,
    cursor: 'before',
    nested: {
      '[].reservations': "one order's tee times (one cart)",
      '[].memberships': "one order's memberships (one cart)",
      '[].giftCertificates': "one order's certificates (one cart)",
      '[].invoices': "one order's invoices (its booking, check-in and changes)",
      '[].invoices[].items': "one invoice's lines",
      '[].money.paid': moneyEntries,
      '[].money.refunded': moneyEntries,
      '[].money.dueFromFriends': "one order's partner shares (≤ 3 a tee time)",
    },
  },
  'GET /api/orders/{id}': {
    kind: 'natural',
    lists: ['reservations', 'memberships', 'giftCertificates', 'invoices'],
    why: "one order's purchases (one cart)",
    nested: {
      'invoices[].items': "one invoice's lines",
    },
  },
  'GET /api/reservation/history': {
    kind: 'paged',
    lists: ['items'],
    size: 'take',
    max: 100,
    cursor: 'skip',
    nested: {
      'items[].BookingSlots': "one reservation's players (≤ the tee time's slots)",
      'items[].teetimes': "one reservation's tee-time lines",
      'items[].featuredProductsInvoice': "one reservation's add-on lines",
      'items[].money.paid': moneyEntries,
      'items[].money.refunded': moneyEntries,
      'items[].money.dueFromFriends': "one reservation's partner shares (≤ 3)",
    },
  },
  'GET /api/reservation/{id}/history': {
    kind: 'natural',
    lists: ['BookingSlots', 'teetimes', 'featuredProductsInvoice', 'events'],
    why: "one reservation: its players (≤ the tee time's slots), its lines and the events of its life",
    nested: {
      'events[].slots': "the players one event touched (≤ the tee time's slots)",
    },
  },
  'GET /api/reservation/{id}/checkin/status': {
    kind: 'natural',
    lists: ['slotNumbers', 'slots'],
    why: "one reservation's players",
  },
  'GET /api/memberships': { kind: 'natural', lists: [''], why: engineConfig },
  'GET /api/gift-certificates': {
    kind: 'natural',
    lists: ['options', 'certificates'],
    why: "the alias's certificate options and one golfer's own certificates (a handful a season)",
    nested: {
      'options[].amounts': certificateAmounts,
    },
  },
  'GET /api/store/products': { kind: 'natural', lists: [''], why: engineConfig },
  'GET /api/v2/profile/memberships': {
    kind: 'natural',
    lists: [''],
    why: "one golfer's memberships (one per plan; a renewal updates it)",
  },
  'GET /api/profile/pro/customer': {
    kind: 'natural',
    lists: ['sections'],
    why: 'the fixed sections of the pro profile',
  },
  'GET /api/profile/pro/locations': {
    kind: 'natural',
    lists: [''],
    why: "the alias's courses where the golfer is a member",
  },
  'GET /api/profile/pro/memberships': { kind: 'natural', lists: [''], why: "one member's memberships" },
  'GET /api/profile/pro/memberships/billing-list': {
    kind: 'natural',
    lists: ['items'],
    why: "one member's instalments at one course (SPEC §9 asks it with page size 2147483647): at most 12 a year a membership",
  },
  'GET /api/profile/pro/loyalty': {
    kind: 'capped',
    lists: ['activity'],
    cap: 100,
    why: "one member's latest 100 loyalty entries (pro-history.service LOYALTY_ACTIVITY_SHOWN: the latest 100 of each source read in SQL, the points SQL sums)",
  },
  'GET /api/profile/pro/credit-books': {
    kind: 'natural',
    lists: [''],
    why: "one member's credit books",
    nested: {
      '[].uses': "one credit book's uses: each spends part of its fixed total",
    },
  },
  'GET /api/profile/pro/billing-statement': {
    kind: 'natural',
    lists: ['lines'],
    why: "one member's account lines over a range of at most ten years",
  },
  'GET /api/profile/pro/statement-history': {
    kind: 'paged',
    lists: ['items'],
    size: 'pageSize',
    max: PRO_PAGE_SIZE_MAX,
    cursor: 'pageIndex',
    nested: {
      'items[].lines': "one member's charges and payments of one month",
    },
  },
  'GET /api/profile/pro/orders': {
    kind: 'paged',
    lists: ['items'],
    size: 'pageSize',
    max: PRO_PAGE_SIZE_MAX,
    cursor: 'pageIndex',
  },
  'GET /api/profile/pro/orders/{id}': { kind: 'natural', lists: ['lines'], why: "one order's lines" },
  'GET /api/profile/pro/gift-certificates': { kind: 'natural', lists: [''], why: "one member's certificates" },
  'GET /api/profile/pro/credit-cards': { kind: 'natural', lists: [''], why: "one member's cards on file" },
  'GET /api/reservation/{id}/friend-invitations': {
    kind: 'natural',
    lists: ['invitations', 'shares'],
    why: "one reservation's partner slots (≤ 3)",
  },
  'GET /api/wallet': {
    kind: 'natural',
    lists: [''],
    why: "one golfer's saved cards: adding one past WALLET_CARDS_MAX (20, domain wallet/wallet-limits) is refused (WALLET_FULL), a checkout does not keep it",
  },

  // The operator console.
  'GET /api/admin/tee-sheet': {
    kind: 'natural',
    lists: ['courses'],
    why: "one day's tee sheet of the alias's courses",
    nested: {
      'courses[].teeTimes': "one course's tee times of one day",
      'courses[].teeTimes[].blockIds': 'the blocks over one tee time',
      'courses[].teeTimes[].reservations': "one tee time's parties (≤ its 4 slots)",
      'courses[].teeTimes[].reservations[].players': "one party's players (≤ 4)",
      'courses[].teeTimes[].reservations[].money.paid': moneyEntries,
      'courses[].teeTimes[].reservations[].money.refunded': moneyEntries,
      'courses[].teeTimes[].reservations[].money.dueFromFriends': "one party's partner shares (≤ 3)",
      'courses[].teeTimes[].holds': "one tee time's held slots (≤ 4)",
      'courses[].blocks': "the blocks staff made over one course's day",
    },
  },
  'GET /api/admin/blocks': {
    kind: 'natural',
    lists: ['blocks'],
    why: 'blocks staff made that apply in from…to, a range of at most 366 days (BLOCKS_RANGE_DAYS_MAX)',
    nested: {
      'blocks[].weekdays': weekdays,
    },
  },
  'GET /api/admin/rates': {
    kind: 'natural',
    lists: ['rates'],
    why: "one tee time's rates",
    nested: {
      'rates[].allowedPlayers': partySizes,
    },
  },
  'GET /api/admin/reservations/{id}/move-targets': {
    kind: 'natural',
    lists: ['courses'],
    why: "one day's tee times of the alias's courses",
    nested: {
      'courses[].teeTimes': "one course's tee times of one day",
    },
  },
  'GET /api/admin/reservations/{id}/desk-payment': {
    kind: 'natural',
    lists: ['players'],
    why: "one reservation's players",
  },
  'GET /api/admin/counter-sales/catalogue': {
    kind: 'natural',
    lists: ['courses', 'memberships', 'giftCertificates', 'products'],
    why: engineConfig,
    nested: {
      'giftCertificates[].amounts': certificateAmounts,
    },
  },
  'GET /api/admin/gift-certificates/{code}': {
    kind: 'natural',
    lists: ['redemptions'],
    why: "one certificate's redemptions (each spends part of its balance)",
  },
  'GET /api/admin/reservations/{id}/credits': {
    kind: 'natural',
    lists: ['refundable'],
    why: "one reservation's players",
  },
  'GET /api/admin/rate-sets': {
    kind: 'natural',
    lists: ['rateSets'],
    why: engineConfig,
    nested: {
      'rateSets[].rates': "one rate set's rates (configuration)",
      'rateSets[].rates[].allowedPlayers': partySizes,
      'rateSets[].rates[].daysOfWeek': weekdays,
    },
  },
  'GET /api/admin/promotions': {
    kind: 'natural',
    lists: ['promotions'],
    why: engineConfig,
    nested: {
      'promotions[].allowedPlayers': partySizes,
      'promotions[].limits.facilityIds': "the alias's courses",
      'promotions[].limits.rateIds': "the courses' rates (configuration)",
      'promotions[].limits.weekdays': weekdays,
    },
  },
  'GET /api/admin/dynamic-pricing': {
    kind: 'natural',
    lists: ['courses'],
    why: "the alias's courses",
    nested: {
      'courses[].rule.utilisationSteps': "one rule's steps (configuration, a handful)",
      'courses[].rule.daysOutSteps': "one rule's steps (configuration, a handful)",
    },
  },
  'GET /api/admin/store/catalogue': {
    kind: 'natural',
    lists: ['courses', 'memberships', 'products', 'giftCertificates'],
    why: engineConfig,
    nested: {
      'giftCertificates[].amounts': certificateAmounts,
    },
  },
  'GET /api/admin/golfers': {
    kind: 'fixed-page',
    lists: ['golfers', 'guests'],
    size: GOLFER_PAGE_SIZE,
    cursor: 'page',
    why: 'the golfer search: pages of GOLFER_PAGE_SIZE accounts, and at most a page of guests on page 1',
  },
  'GET /api/admin/golfers/{id}': {
    kind: 'paged',
    lists: ['reservations', 'orders'],
    size: 'limit',
    max: GOLFER_HISTORY_PAGE_SIZE_MAX,
    cursor: 'reservationsBefore',
    why: 'reservations page by reservationsBefore, orders by ordersBefore, both `limit` a page',
  },
  'GET /api/admin/staff': { kind: 'natural', lists: ['staff'], why: "the alias's staff accounts (people it employs)" },
  'GET /api/admin/needs-attention': {
    kind: 'paged',
    lists: ['items'],
    size: 'limit',
    max: NEEDS_ATTENTION_PAGE_SIZE_MAX,
    cursor: 'before',
  },
  'GET /api/admin/reports/utilisation': {
    kind: 'natural',
    lists: ['courses'],
    why: 'a row per course of the alias',
    nested: {
      'courses[].byDay': "the range's days (≤ 366)",
      'courses[].byHour': 'hours of the day (≤ 24)',
    },
  },
  'GET /api/admin/reports/revenue': {
    kind: 'natural',
    lists: ['courses'],
    why: 'a row per course of the alias',
    nested: {
      'courses[].byChannel': 'the four channels',
      'courses[].byRate': "the course's rates (name and holes)",
    },
  },
  'GET /api/admin/reports/no-shows': { kind: 'natural', lists: ['courses'], why: 'a row per course of the alias' },
  'GET /api/admin/reports/no-shows/players': {
    kind: 'paged',
    lists: ['players'],
    size: 'limit',
    max: NO_SHOWS_PAGE_SIZE_MAX,
    cursor: 'before',
  },
  'GET /api/admin/reports/promotions': {
    kind: 'natural',
    lists: ['courses'],
    why: 'a row per course of the alias',
    nested: {
      'courses[].promotions': "the alias's promotion codes (configuration)",
    },
  },
  'GET /api/admin/reports/end-of-day': {
    kind: 'natural',
    lists: ['courses'],
    why: 'one day, a row per course',
    nested: {
      'courses[].byTender': 'the tenders (fixed)',
      'courses[].byChannel': 'the three channels',
    },
  },
  'GET /api/admin/reports/end-of-day/entries': {
    kind: 'paged',
    lists: ['entries'],
    size: 'limit',
    max: END_OF_DAY_PAGE_SIZE_MAX,
    cursor: 'after',
  },
  'GET /api/admin/settings': { kind: 'natural', lists: ['contrast'], why: 'the fixed colour pairs of the theme' },
  'GET /api/admin/courses': {
    kind: 'natural',
    lists: ['courses'],
    why: "the alias's courses",
    nested: {
      'courses[].details.images': "one course's images (at most COURSE_IMAGES_MAX)",
    },
  },
  'GET /api/admin/activity': {
    kind: 'paged',
    lists: ['entries', 'actions', 'actors'],
    size: 'limit',
    max: ACTIVITY_PAGE_SIZE_MAX,
    cursor: 'before',
    why: 'entries are paged; actions is the fixed list of action names, actors the staff accounts of the alias',
    nested: {
      'entries[].changes': 'the fields one staff action changed',
      'entries[].changes[].before.items': "one changed setting's list value (configuration)",
      'entries[].changes[].after.items': "one changed setting's list value (configuration)",
    },
  },
  'GET /api/admin/waitlist': {
    kind: 'paged',
    lists: ['entries', 'freeTeeTimes'],
    size: 'limit',
    max: 100,
    cursor: 'offset',
    why: "entries are paged; freeTeeTimes is one day's tee times",
    nested: {
      'entries[].holes': '9 and/or 18',
    },
  },
};

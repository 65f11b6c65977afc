// Operator console: staff roles of a booking engine and what each may do.

/** Staff roles, most powerful first. */
export const STAFF_ROLES = ['owner', 'manager', 'pro-shop'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What staff can do in the console; each console route names the one it needs, and the table of
 * roles below is the whole access design.
 */
export const STAFF_PERMISSIONS = [
  'tee-sheet:read',
  'tee-sheet:book', // walk-in booking, move
  'tee-sheet:check-in', // check-in, no-shows
  'reservations:cancel', // cancel with or without refund
  'blocks:manage', // blocks and holds on the sheet
  'rates:manage', // rates and promotions
  'store:manage', // the store's catalogue: membership plans
  'settings:manage', // booking-engine settings and theme
  'reports:read', // revenue and utilisation reports
  'golfers:read', // golfer lookup: contact details, reservations and orders
  'staff:manage', // staff accounts and their roles
  'audit-log:read',
  'needs-attention:manage', // later work whose tries are spent: see it, retry it
  'prices:override', // a phone or walk-in booking at a price of their own, with a reason
  'waitlist:manage', // who waits for which tee times (alerts), and offering a freed time to one of them
  'messages:send', // e-mail and text the golfers booked in a time range (a frost delay, a closure)
  'credits:issue', // a custom refund or a rain check (pro-shop: up to the manager-set limit, payments/counter-credits.ts)
  'counter:sell', // walk-up sales at the counter (memberships, gift certificates, products) and gift-certificate balances
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The permissions of each role:
 * - owner: everything, including staff accounts.
 * - manager: runs the facility day to day (sheet, refunds, blocks, rates, store, settings, reports,
 *   audit log, work that needs attention, price overrides), but cannot create staff or change roles.
 * - pro-shop: works the counter: reads the sheet, books walk-ins, moves and checks players in,
 *   looks golfers up (who is this caller, what have they booked), and offers a freed tee time to a
 *   golfer on the waitlist, sells memberships, gift certificates and products at the counter (and
 *   looks a gift certificate's balance up), and gives custom refunds and rain checks up to the amount a manager set
 *   (counter credits above it, or with no limit set, need a manager).
 */
const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  manager: STAFF_PERMISSIONS.filter((permission) => permission !== 'staff:manage'),
  'pro-shop': [
    'tee-sheet:read',
    'tee-sheet:book',
    'tee-sheet:check-in',
    'golfers:read',
    'waitlist:manage',
    'credits:issue',
    'counter:sell',
  ],
};

/** Whether a role may do something; an unknown role may do nothing. */
export function can(role: string, permission: StaffPermission): boolean {
  if (!Object.hasOwn(ROLE_PERMISSIONS, role)) return false;
  return ROLE_PERMISSIONS[role as StaffRole].includes(permission);
}

/** The permissions of a role, in STAFF_PERMISSIONS order. */
export function permissionsOf(role: string): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => can(role, permission));
}

/** What each seeded demo alias shows an anonymous visitor (tabs in order and the home page's title, English). */
export const TENANTS = [
  {
    alias: 'demo',
    name: 'Harbor Pines Golf Club',
    tabs: ['Tee times', 'Course info', 'Store'],
    title: 'Tee Times',
    timeZone: 'America/New_York',
  },
  {
    alias: 'simulator',
    name: "Eagle's Nest Golf Lounge",
    tabs: ['Times', 'Venue Info'],
    title: 'Times',
    timeZone: 'America/Chicago',
  },
  {
    alias: 'maple-ridge',
    name: 'Maple Ridge Golf Club',
    tabs: ['Tee times', 'Course info'],
    title: 'Tee Times',
    timeZone: 'America/Toronto',
  },
  {
    alias: 'desert-group',
    name: 'Desert Fairways Group',
    tabs: ['Tee times', 'Course info'],
    title: 'Tee Times',
    timeZone: 'America/Phoenix',
  },
  {
    alias: 'teetime-deals',
    name: 'TeeTime Deals',
    tabs: ['Tee times', 'Course info'],
    title: 'Tee Times',
    timeZone: 'America/New_York',
  },
] as const;

/** Every route of SPEC §2 with its expected page title (English). */
export const ROUTES: readonly { path: string; title: string; slug: string }[] = [
  { path: '/', title: 'Tee Times', slug: 'home' },
  { path: '/search', title: 'Tee Times', slug: 'search' },
  { path: '/teetimes', title: 'Tee Times', slug: 'teetimes' },
  { path: '/course/info', title: 'Course Info', slug: 'course-info' },
  // Anonymous visitors are sent to sign in, then back to their reservations.
  { path: '/reservation/history', title: 'Tee Times', slug: 'reservations' },
  { path: '/orders', title: 'Tee Times', slug: 'orders' },
  { path: '/store', title: 'Store', slug: 'store' },
  { path: '/login', title: 'Tee Times', slug: 'login' },
  { path: '/login-with-golfid', title: 'Tee Times', slug: 'login-with-golfid' },
  { path: '/signup', title: 'Sign Up', slug: 'signup' },
  { path: '/profile/reset-password', title: 'Reset Password', slug: 'reset-password' },
  { path: '/profile/verify-email', title: 'Verify Email', slug: 'verify-email' },
  { path: '/cart', title: 'Shopping Cart', slug: 'cart' },
  { path: '/checkout', title: 'Tee Times', slug: 'checkout' },
  { path: '/confirmation', title: 'Tee Times', slug: 'confirmation' },
  { path: '/payment-authorization', title: 'Tee Times', slug: 'payment-authorization' },
  // Anonymous visitors are sent to sign in, then back to the account.
  { path: '/account', title: 'Tee Times', slug: 'account' },
  { path: '/invite', title: 'Invitation Reply', slug: 'invite' },
  { path: '/invite/declined', title: 'Invitation Replied', slug: 'invite-declined' },
  // The pro profile: anonymous visitors are sent to sign in first.
  { path: '/profile', title: 'Tee Times', slug: 'profile' },
  { path: '/profile/loyalty', title: 'Tee Times', slug: 'profile-loyalty' },
];

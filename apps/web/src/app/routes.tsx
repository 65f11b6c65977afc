import type { RouteObject } from 'react-router';
import { englishAreasLoaded } from '../shared/i18n/i18n.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RouteLoading } from './pages/route-loading.tsx';
import { TeeTimesPage } from './pages/tee-times-page.tsx';

// Every screen but the search is loaded when first visited, so a golfer's first load carries
// only the search. A lazy route is one line: `lazy: () => import(…).then((m) => ({ Component: m.X }))`.

/** The account pages of SPEC §2: sign-in, golf-ID return, sign-up, password reset, e-mail verification. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: 'login', lazy: () => import('./pages/login-page-route.tsx').then((m) => ({ Component: m.LoginPageRoute })) },
  {
    path: 'login-with-golfid',
    lazy: () =>
      import('../features/session/components/golf-id-return-page.tsx').then((m) => ({ Component: m.GolfIdReturnPage })),
  },
  {
    path: 'signup',
    lazy: () => import('../features/session/components/signup-page.tsx').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'profile/reset-password',
    lazy: () =>
      import('../features/session/components/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'profile/verify-email',
    lazy: () =>
      import('../features/session/components/verify-email-page.tsx').then((m) => ({ Component: m.VerifyEmailPage })),
  },
];

/** The invitee's screens of SPEC §2: the e-mailed link's reply page and its two outcomes. */
export const INVITATION_ROUTES: RouteObject[] = [
  {
    path: 'invite',
    lazy: () =>
      import('../features/invitations/components/invitation-reply-page.tsx').then((m) => ({
        Component: m.InvitationReplyPage,
      })),
  },
  {
    path: 'invite/confirmed',
    lazy: () =>
      import('../features/invitations/components/invitation-replied-pages.tsx').then((m) => ({
        Component: m.InvitationConfirmedPage,
      })),
  },
  {
    path: 'invite/declined',
    lazy: () =>
      import('../features/invitations/components/invitation-replied-pages.tsx').then((m) => ({
        Component: m.InvitationDeclinedPage,
      })),
  },
];

/** The cart screens of SPEC §2. */
export const CART_ROUTES: RouteObject[] = [
  { path: 'cart', lazy: () => import('./pages/cart-route-page.tsx').then((m) => ({ Component: m.CartRoutePage })) },
];

/** The checkout screens of SPEC §2. */
export const CHECKOUT_ROUTES: RouteObject[] = [
  {
    path: 'checkout',
    lazy: () => import('./pages/checkout-route-page.tsx').then((m) => ({ Component: m.CheckoutRoutePage })),
  },
  {
    path: 'payment-authorization',
    lazy: () =>
      import('../features/checkout/components/payment-authorization-page.tsx').then((m) => ({
        Component: m.PaymentAuthorizationPage,
      })),
  },
  {
    path: 'confirmation',
    lazy: () =>
      import('../features/checkout/components/confirmation-page.tsx').then((m) => ({ Component: m.ConfirmationPage })),
  },
];

// Loaded on first visit: most golfers book without ever opening their history.
const reservationPages = () => import('./pages/reservation-route-pages.tsx');

/** The reservation screens of SPEC §2, each loaded lazily. */
export const RESERVATION_ROUTES: RouteObject[] = [
  {
    path: 'reservation/history',
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await reservationPages()).ReservationsRoutePage }),
  },
  {
    path: 'reservation/history/:id',
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await reservationPages()).ReservationDetailRoutePage }),
  },
  {
    path: 'reservation/manage',
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await reservationPages()).ManageBookingRoutePage }),
  },
];

// Loaded on first visit, like the reservation screens.
const orderPages = () => import('./pages/orders-route-pages.tsx');

/** The store and order screens of SPEC §2, each loaded lazily. */
export const STORE_ROUTES: RouteObject[] = [
  {
    path: 'store',
    HydrateFallback: RouteLoading,
    lazy: () => import('./pages/store-route-page.tsx').then((m) => ({ Component: m.StoreRoutePage })),
  },
  {
    path: 'orders',
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await orderPages()).OrdersRoutePage }),
  },
  {
    path: 'orders/:orderId',
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await orderPages()).OrderDetailRoutePage }),
  },
];

/** The pro profile of SPEC §2: /profile[/:section[/:orderId]], loaded on first visit. */
const PRO_PROFILE_ROUTES: RouteObject[] = [
  {
    path: 'profile/:section?/:orderId?',
    HydrateFallback: RouteLoading,
    lazy: () => import('./pages/pro-profile-page.tsx').then((m) => ({ Component: m.ProProfilePage })),
  },
];

/** The routes with every lazy one also waiting for the English strings of the lazy screens. */
function withLazyStrings(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    const withStrings =
      typeof lazy === 'function' ? { lazy: async () => (await Promise.all([lazy(), englishAreasLoaded()]))[0] } : {};
    return { ...route, ...withStrings, ...(children ? { children: withLazyStrings(children) } : {}) } as RouteObject;
  });
}

/** Every route of SPEC §2 under the app shell; anything else is the not-found page. */
export const routes: RouteObject[] = withLazyStrings([
  {
    path: '/',
    element: <AppShell />,
    // Opening a lazy screen directly shows nothing until its chunk arrives (a blink, not a flash of another screen).
    HydrateFallback: () => null,
    children: [
      { index: true, element: <TeeTimesPage /> },
      { path: 'search', element: <TeeTimesPage /> },
      { path: 'teetimes', element: <TeeTimesPage /> },
      {
        path: 'alerts',
        HydrateFallback: RouteLoading,
        lazy: () => import('./pages/alerts-route-page.tsx').then((m) => ({ Component: m.AlertsRoutePage })),
      },
      {
        path: 'course/info',
        lazy: () =>
          import('../features/facilities/components/course-info-page.tsx').then((m) => ({
            Component: m.CourseInfoPage,
          })),
      },
      ...ACCOUNT_ROUTES,
      ...CART_ROUTES,
      ...CHECKOUT_ROUTES,
      ...RESERVATION_ROUTES,
      ...STORE_ROUTES,
      ...INVITATION_ROUTES,
      // The signed link of an account e-mail that turns e-mail news and offers off.
      {
        path: 'unsubscribe',
        lazy: () =>
          import('../features/profile/components/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
      },
      { path: 'account', lazy: () => import('./pages/account-page.tsx').then((m) => ({ Component: m.AccountPage })) },
      {
        path: 'account/:tab',
        lazy: () => import('./pages/account-page.tsx').then((m) => ({ Component: m.AccountPage })),
      },
      ...PRO_PROFILE_ROUTES,
      { path: '*', lazy: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
]);

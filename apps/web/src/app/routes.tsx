import type { RouteObject } from 'react-router';
import { ConfirmationPage } from '../features/checkout/components/confirmation-page.tsx';
import { PaymentAuthorizationPage } from '../features/checkout/components/payment-authorization-page.tsx';
import { CourseInfoPage } from '../features/facilities/components/course-info-page.tsx';
import { UnsubscribePage } from '../features/profile/components/unsubscribe-page.tsx';
import { GolfIdReturnPage } from '../features/session/components/golf-id-return-page.tsx';
import { ResetPasswordPage } from '../features/session/components/reset-password-page.tsx';
import { SignUpPage } from '../features/session/components/signup-page.tsx';
import { VerifyEmailPage } from '../features/session/components/verify-email-page.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { AccountPage } from './pages/account-page.tsx';
import { CartRoutePage } from './pages/cart-route-page.tsx';
import { CheckoutRoutePage } from './pages/checkout-route-page.tsx';
import { ComingSoonPage } from './pages/coming-soon-page.tsx';
import { InviteConfirmedPage } from './pages/invite-confirmed-page.tsx';
import { LoginPageRoute } from './pages/login-page-route.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { ProProfilePage } from './pages/pro-profile-page.tsx';
import type { HeadingKey } from './pages/screen-keys.ts';
import { TeeTimesPage } from './pages/tee-times-page.tsx';

/** A route of SPEC §2 whose screen is not built yet, with the heading its panel shows. */
export interface ComingSoonRoute {
  path: string;
  heading: HeadingKey;
  subtitle?: HeadingKey;
}

/** Routes that show a coming-soon panel for now (each later issue replaces its entry). */
export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [
  { path: '/reservation/history', heading: 'pageTitles.reservations' },
  { path: '/orders', heading: 'screens.orders' },
  { path: '/orders/:orderId', heading: 'screens.orderDetail' },
  { path: '/store', heading: 'pageTitles.store' },
  { path: '/invite', heading: 'pageTitles.invitationReply' },
  { path: '/invite/declined', heading: 'pageTitles.invitationReplied', subtitle: 'screens.inviteDeclined' },
];

/** The account pages of SPEC §2 (issue #4): sign-in, golf-ID return, sign-up, password reset, e-mail verification. */
export const ACCOUNT_ROUTES: RouteObject[] = [
  { path: 'login', element: <LoginPageRoute /> },
  { path: 'login-with-golfid', element: <GolfIdReturnPage /> },
  { path: 'signup', element: <SignUpPage /> },
  { path: 'profile/reset-password', element: <ResetPasswordPage /> },
  { path: 'profile/verify-email', element: <VerifyEmailPage /> },
];

/** The cart screens of SPEC §2 (issue #6). */
export const CART_ROUTES: RouteObject[] = [{ path: 'cart', element: <CartRoutePage /> }];

/** The checkout screens of SPEC §2 (issue #7). */
export const CHECKOUT_ROUTES: RouteObject[] = [
  { path: 'checkout', element: <CheckoutRoutePage /> },
  { path: 'payment-authorization', element: <PaymentAuthorizationPage /> },
  { path: 'confirmation', element: <ConfirmationPage /> },
];

/** Every route of SPEC §2 under the app shell; anything else is the not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <TeeTimesPage /> },
      { path: 'search', element: <TeeTimesPage /> },
      { path: 'teetimes', element: <TeeTimesPage /> },
      { path: 'course/info', element: <CourseInfoPage /> },
      ...ACCOUNT_ROUTES,
      ...CART_ROUTES,
      ...CHECKOUT_ROUTES,
      // The signed link of an account e-mail that turns e-mail news and offers off.
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      ...COMING_SOON_ROUTES.map(({ path, heading, subtitle }) => ({
        path: path.slice(1),
        element: <ComingSoonPage heading={heading} subtitle={subtitle} />,
      })),
      { path: 'account', element: <AccountPage /> },
      { path: 'account/:tab', element: <AccountPage /> },
      { path: 'invite/confirmed', element: <InviteConfirmedPage /> },
      { path: 'profile', element: <ProProfilePage /> },
      { path: 'profile/:section', element: <ProProfilePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { CourseInfoPage } from '../features/facilities/components/course-info-page.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { AccountPage } from './pages/account-page.tsx';
import { ComingSoonPage } from './pages/coming-soon-page.tsx';
import { InviteConfirmedPage } from './pages/invite-confirmed-page.tsx';
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
  { path: '/login', heading: 'screens.login' },
  { path: '/login-with-golfid', heading: 'screens.loginWithGolfId' },
  { path: '/signup', heading: 'pageTitles.signUp' },
  { path: '/profile/reset-password', heading: 'pageTitles.resetPassword' },
  { path: '/profile/verify-email', heading: 'pageTitles.verifyEmail' },
  { path: '/cart', heading: 'pageTitles.shoppingCart' },
  { path: '/checkout', heading: 'screens.checkout' },
  { path: '/confirmation', heading: 'screens.confirmation' },
  { path: '/payment-authorization', heading: 'screens.paymentAuthorization' },
  { path: '/invite', heading: 'pageTitles.invitationReply' },
  { path: '/invite/declined', heading: 'pageTitles.invitationReplied', subtitle: 'screens.inviteDeclined' },
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

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { StaffPermission } from '@fairway/domain/admin/staff-roles';
import { consoleApi, sessionEnded } from './console-api.ts';
import { createConsoleI18n, type ConsoleLanguage } from './i18n.ts';
import { ConsoleProviders } from './providers.tsx';
import { useSessionQuery, useSignOutMutation } from './session.api.ts';
import { selectSession } from './session.ts';
import { createConsoleStore } from './store.ts';
import { SignInForm } from '../features/sign-in/sign-in-form.tsx';
import { TeeSheetView } from '../features/tee-sheet/tee-sheet-view.tsx';
import { BlocksView } from '../features/blocks/blocks-view.tsx';
import { RatesScreen } from './rates-screen.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { ActivityView } from '../features/activity/activity-view.tsx';
import { ReportsView } from '../features/reports/reports-view.tsx';
import { GolfersView } from '../features/golfers/golfers-view.tsx';
import { StoreCatalogueView } from '../features/store-catalogue/store-catalogue-view.tsx';
import { StaffView } from '../features/staff/staff-view.tsx';

const DynamicPricingView = lazy(() =>
  import('../features/dynamic-pricing/dynamic-pricing-view.tsx').then((module) => ({
    default: module.DynamicPricingView,
  })),
);
const NeedsAttentionView = lazy(() =>
  import('../features/needs-attention/needs-attention-view.tsx').then((module) => ({
    default: module.NeedsAttentionView,
  })),
);
const MessagesView = lazy(() =>
  import('../features/messages/messages-view.tsx').then((module) => ({ default: module.MessagesView })),
);
const CounterView = lazy(() =>
  import('../features/counter/counter-view.tsx').then((module) => ({ default: module.CounterView })),
);
const WaitlistView = lazy(() =>
  import('../features/waitlist/waitlist-view.tsx').then((module) => ({ default: module.WaitlistView })),
);

type Screen =
  | 'sheet'
  | 'golfers'
  | 'counter'
  | 'waitlist'
  | 'blocks'
  | 'rates'
  | 'pricing'
  | 'store'
  | 'reports'
  | 'settings'
  | 'messages'
  | 'activity'
  | 'staff';
/** The permission each console screen needs (the tee sheet: any staff member). */
const SCREEN_PERMISSIONS: Record<Exclude<Screen, 'sheet'>, StaffPermission> = {
  golfers: 'golfers:read',
  counter: 'counter:sell',
  waitlist: 'waitlist:manage',
  blocks: 'blocks:manage',
  rates: 'rates:manage',
  pricing: 'rates:manage',
  store: 'store:manage',
  reports: 'reports:read',
  settings: 'settings:manage',
  messages: 'messages:send',
  activity: 'audit-log:read',
  staff: 'staff:manage',
};

/** Where the staff token is kept: this tab only (sessionStorage), per alias. */
const tokenKey = (alias: string | null) => `fairway.staff-token.${alias ?? 'default'}`;

/** The operator console: sign-in, then the screens the staff member's role allows. */
export function ConsoleApp({
  alias,
  language,
  storage = window.sessionStorage,
}: {
  alias: string | null;
  language: ConsoleLanguage;
  storage?: Storage;
}) {
  const [store] = useState(() => createConsoleStore({ alias, token: storage.getItem(tokenKey(alias)) }));
  const [i18n] = useState(() => createConsoleI18n(language));
  return (
    <ConsoleProviders store={store} i18n={i18n}>
      <ConsoleShell alias={alias} language={language} storage={storage} />
    </ConsoleProviders>
  );
}

function ConsoleShell({
  alias,
  language,
  storage,
}: {
  alias: string | null;
  language: ConsoleLanguage;
  storage: Storage;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { token, staff } = useSelector(selectSession);
  const [signOutCall] = useSignOutMutation();
  const [screen, setScreen] = useState<Screen>('sheet');
  // A kept token: who it is (a refusal signs out, see session.ts).
  useSessionQuery(undefined, { skip: !token || staff !== null });

  useEffect(() => {
    if (token) {
      storage.setItem(tokenKey(alias), token);
      return;
    }
    storage.removeItem(tokenKey(alias));
    // Nothing one staff member loaded stays for the next one.
    dispatch(consoleApi.util.resetApiState());
  }, [alias, token, storage, dispatch]);

  const forget = useCallback(() => dispatch(sessionEnded()), [dispatch]);

  useEffect(() => {
    document.title = t('title');
    document.documentElement.lang = language;
  }, [t, language]);

  async function signOut() {
    await signOutCall(undefined)
      .unwrap()
      .catch(() => undefined);
    forget();
  }

  const screens: Screen[] = [
    'sheet',
    ...(Object.keys(SCREEN_PERMISSIONS) as Exclude<Screen, 'sheet'>[]).filter((name) =>
      staff?.permissions.includes(SCREEN_PERMISSIONS[name]),
    ),
  ];
  const signedIn = token !== null && staff !== null;

  return (
    <div className="admin">
      <header className="admin-header">
        <h1>{t('title')}</h1>
        {staff && (
          <div className="admin-who">
            <span>{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</span>
            <button type="button" onClick={signOut}>
              {t('signOut')}
            </button>
          </div>
        )}
      </header>
      <main className="admin-main">
        {!token && <SignInForm />}
        {signedIn && screens.length > 1 && (
          <nav className="admin-nav" aria-label={t('nav.label')}>
            {screens.map((name) => (
              <button
                key={name}
                type="button"
                aria-current={screen === name ? 'page' : undefined}
                onClick={() => setScreen(name)}
              >
                {t(`nav.${name}`)}
              </button>
            ))}
          </nav>
        )}
        {signedIn && screen === 'sheet' && <TeeSheetView permissions={staff.permissions} />}
        {signedIn && screen === 'golfers' && <GolfersView />}
        {signedIn && screen === 'counter' && (
          <Suspense fallback={<p>{t('counter.loading')}</p>}>
            <CounterView />
          </Suspense>
        )}
        {signedIn && screen === 'waitlist' && (
          <Suspense fallback={<p>{t('waitlist.loading')}</p>}>
            <WaitlistView />
          </Suspense>
        )}
        {signedIn && screen === 'blocks' && <BlocksView />}
        {signedIn && screen === 'rates' && <RatesScreen />}
        {signedIn && screen === 'pricing' && (
          <Suspense fallback={<p>{t('dynamicPricing.loading')}</p>}>
            <DynamicPricingView />
          </Suspense>
        )}
        {signedIn && screen === 'store' && <StoreCatalogueView />}
        {signedIn && screen === 'reports' && <ReportsView />}
        {signedIn && screen === 'settings' && <SettingsScreen />}
        {signedIn && screen === 'messages' && (
          <Suspense fallback={<p>{t('messages.loading')}</p>}>
            <MessagesView />
          </Suspense>
        )}
        {signedIn && screen === 'activity' && staff.permissions.includes('needs-attention:manage') && (
          <Suspense fallback={<p>{t('needsAttention.loading')}</p>}>
            <NeedsAttentionView />
          </Suspense>
        )}
        {signedIn && screen === 'activity' && <ActivityView />}
        {signedIn && screen === 'staff' && <StaffView self={staff.username} />}
      </main>
    </div>
  );
}

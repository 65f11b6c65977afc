import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { StaffSession } from '@fairway/contract/admin.contract';
import type { StaffPermission } from '@fairway/domain/admin/staff-roles';
import { required } from '@fairway/domain/shared/required';
import { adminApi, type AdminTarget } from './admin-api.ts';
import { translator, type AdminLanguage } from './admin-i18n.ts';
import { SignInForm } from './sign-in-form.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';
import { BlocksView } from './blocks-view.tsx';
import { RatesScreen } from './promotions-view.tsx';
import { SettingsView } from './settings-view.tsx';
import { AuditLogView } from './audit-log-view.tsx';
import { ReportsView } from './reports-view.tsx';
import { GolfersView } from './golfers-view.tsx';
import { StoreCatalogueView } from './store-catalogue-view.tsx';
import { StaffView } from './staff-view.tsx';

const DynamicPricingView = lazy(() =>
  import('./dynamic-pricing-view.tsx').then((module) => ({ default: module.DynamicPricingView })),
);
const NeedsAttentionView = lazy(() =>
  import('./needs-attention-view.tsx').then((module) => ({ default: module.NeedsAttentionView })),
);

type Screen =
  'sheet' | 'golfers' | 'blocks' | 'rates' | 'pricing' | 'store' | 'reports' | 'settings' | 'activity' | 'staff';
/** The permission each console screen needs (the tee sheet: any staff member). */
const SCREEN_PERMISSIONS: Record<Exclude<Screen, 'sheet'>, StaffPermission> = {
  golfers: 'golfers:read',
  blocks: 'blocks:manage',
  rates: 'rates:manage',
  pricing: 'rates:manage',
  store: 'store:manage',
  reports: 'reports:read',
  settings: 'settings:manage',
  activity: 'audit-log:read',
  staff: 'staff:manage',
};

/** Where the staff token is kept: this tab only (sessionStorage), per alias. */
const tokenKey = (alias: string | null) => `fairway.staff-token.${alias ?? 'default'}`;

/** The operator console: sign-in, then the tee sheet. */
export function AdminApp({
  alias,
  language,
  storage = window.sessionStorage,
}: {
  alias: string | null;
  language: AdminLanguage;
  storage?: Storage;
}) {
  const t = useMemo(() => translator(language), [language]);
  const [token, setToken] = useState<string | null>(() => storage.getItem(tokenKey(alias)));
  const [session, setSession] = useState<StaffSession | null>(null);
  const [screen, setScreen] = useState<Screen>('sheet');
  const target: AdminTarget = useMemo(() => ({ alias, token: token ?? undefined }), [alias, token]);

  const forget = useCallback(() => {
    storage.removeItem(tokenKey(alias));
    setToken(null);
    setSession(null);
  }, [alias, storage]);

  useEffect(() => {
    document.title = t('title');
    document.documentElement.lang = language;
  }, [t, language]);

  useEffect(() => {
    if (!token || session) return;
    adminApi.session({ alias, token }).then(setSession, forget);
  }, [alias, token, session, forget]);

  function signedIn(answer: StaffSession) {
    // Only a sign-in answer carries the token; the sign-in form announces a throw as a refusal.
    const sessionToken = required(answer.sessionToken, 'the session token of a sign-in answer');
    storage.setItem(tokenKey(alias), sessionToken);
    setToken(sessionToken);
    setSession(answer);
  }

  async function signOut() {
    await adminApi.signOut(target).catch(() => undefined);
    forget();
  }

  const screens: Screen[] = [
    'sheet',
    ...(Object.keys(SCREEN_PERMISSIONS) as Exclude<Screen, 'sheet'>[]).filter((name) =>
      session?.staff.permissions.includes(SCREEN_PERMISSIONS[name]),
    ),
  ];

  return (
    <div className="admin">
      <header className="admin-header">
        <h1>{t('title')}</h1>
        {session && (
          <div className="admin-who">
            <span>{t('signedInAs', { name: session.staff.name, role: t(`roles.${session.staff.role}`) })}</span>
            <button type="button" onClick={signOut}>
              {t('signOut')}
            </button>
          </div>
        )}
      </header>
      <main className="admin-main">
        {!token && <SignInForm t={t} target={target} onSignedIn={signedIn} />}
        {token && session && screens.length > 1 && (
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
        {token && session && screen === 'sheet' && (
          <TeeSheetView
            t={t}
            target={target}
            locale={language}
            onExpired={forget}
            permissions={session.staff.permissions}
          />
        )}
        {token && session && screen === 'golfers' && (
          <GolfersView t={t} target={target} locale={language} onExpired={forget} />
        )}
        {token && session && screen === 'blocks' && <BlocksView t={t} target={target} onExpired={forget} />}
        {token && session && screen === 'rates' && (
          <RatesScreen t={t} target={target} locale={language} onExpired={forget} />
        )}
        {token && session && screen === 'pricing' && (
          <Suspense fallback={<p>{t('dynamicPricing.loading')}</p>}>
            <DynamicPricingView t={t} target={target} locale={language} onExpired={forget} />
          </Suspense>
        )}
        {token && session && screen === 'store' && (
          <StoreCatalogueView t={t} target={target} locale={language} onExpired={forget} />
        )}
        {token && session && screen === 'reports' && (
          <ReportsView t={t} target={target} locale={language} onExpired={forget} />
        )}
        {token && session && screen === 'settings' && <SettingsView t={t} target={target} onExpired={forget} />}
        {token && session && screen === 'activity' && session.staff.permissions.includes('needs-attention:manage') && (
          <Suspense fallback={<p>{t('needsAttention.loading')}</p>}>
            <NeedsAttentionView t={t} target={target} locale={language} onExpired={forget} />
          </Suspense>
        )}
        {token && session && screen === 'activity' && (
          <AuditLogView t={t} target={target} locale={language} onExpired={forget} />
        )}
        {token && session && screen === 'staff' && (
          <StaffView t={t} target={target} locale={language} self={session.staff.username} onExpired={forget} />
        )}
      </main>
    </div>
  );
}

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_TAB_IDS, ACCOUNT_TABS, useAlertsOffered } from '../account-areas.ts';

const ProProfileMenuLink = lazy(() =>
  import('./pro-profile-menu-link.tsx').then((m) => ({ default: m.ProProfileMenuLink })),
);

/**
 * The signed-in golfer's menu in the header: a "My account" button that shows and hides the
 * account tabs, tee-time alerts and (for a pro account) the member profile. A disclosure, not an
 * ARIA menu: plain links in tab order. Escape closes it and gives focus back to the button; a
 * click or focus elsewhere, or following a link, closes it too. The pro-account question is only
 * asked once the menu has been opened (most golfers never open it on the way to a booking).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page where it was opened: following any link (or the browser's Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const [opened, setOpened] = useState(false);
  const alerts = useAlertsOffered();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const links = [
    ...ACCOUNT_TAB_IDS.map((tab) => ({
      to: `/account/${tab}`,
      label: t(ACCOUNT_TABS[tab]),
      testId: tab === 'account' ? 'account-link' : `account-menu-${tab}`,
    })),
    ...(alerts ? [{ to: '/alerts', label: t('nav.alerts'), testId: 'account-menu-alerts' }] : []),
  ];

  return (
    <div
      ref={rootRef}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="account-menu-button"
        onClick={() => {
          setOpenOn(open ? null : pathname);
          setOpened(true);
        }}
      >
        {t('session.myAccount')}
        <svg
          className="account-menu__chevron"
          viewBox="0 0 16 16"
          width="14"
          height="14"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3.5 6l4.5 4.5L12.5 6" />
        </svg>
      </button>
      <ul id={listId} className="account-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="account-menu__link"
              aria-current={pathname === link.to ? 'page' : undefined}
              data-testid={link.testId}
              onClick={close}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {opened ? (
          <Suspense fallback={null}>
            <ProProfileMenuLink onFollow={close} />
          </Suspense>
        ) : null}
      </ul>
    </div>
  );
}

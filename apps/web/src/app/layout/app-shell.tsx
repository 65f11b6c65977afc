import { useDeferredValue, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useCustomerCart } from '../../features/cart/hooks/use-customer-cart.ts';
import { useTheme } from '../../features/facilities/hooks/use-theme.ts';
import { SEARCH_PATHS } from '../../features/tee-times/api/first-search.ts';
import { SEARCH_RESULTS_ID } from '../../features/tee-times/components/tee-time-search.tsx';
import { useThemeVariables } from '../../features/facilities/hooks/use-theme-variables.ts';
import { selectIframeMode } from '../../features/host-bridge/slices/host-bridge-slice.ts';
import { useOneTaskLater } from '../../shared/browser/use-one-task-later.ts';
import { useWideLayout } from '../../shared/layout/use-wide-layout.ts';
import { selectSignedInCustomerId } from '../session-selectors.ts';
import type { RootState } from '../store.ts';
import { StartUpScreen } from '../start-up/start-up-screen.tsx';
import { useStartUp } from '../start-up/use-start-up.ts';
import { useRwgTokenSync } from '../start-up/use-rwg-token-sync.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useHostBridgeConnection } from './use-host-bridge-connection.ts';
import { usePageTitle } from './use-page-title.ts';

/**
 * The root of every page: theme variables, layout and iframe attributes on one element
 * (`data-testid="app-shell"`), then either the start-up screen or header, page and footer.
 * The header replaces the loading screen's in one task and the page follows in the next
 * (`data-ready` turns true with it): together they were the longest task of a phone's first
 * second, and the header is already on screen.
 */
export function AppShell() {
  const onSearch = SEARCH_PATHS.has(useLocation().pathname);
  const rootRef = useRef<HTMLDivElement>(null);
  const wide = useWideLayout();
  const iframe = useSelector((state: RootState) => selectIframeMode(state));
  const startUp = useStartUp();
  // Start-up completes in a store update. Under React the deferred value mounts the first screen
  // in a transition sliced between browser tasks; Preact, which ships (preact/compat), renders
  // it at once, a shorter task than React's slices together.
  const ready = useDeferredValue(startUp.status === 'ready');
  const pageShown = useOneTaskLater(ready);
  // Below the page, out of a phone's first view: a task after it.
  const footerShown = useOneTaskLater(pageShown);
  const hasBackgroundImage = Boolean(useTheme()?.backgroundImage);
  useThemeVariables(rootRef);
  useHostBridgeConnection(rootRef);
  usePageTitle();
  useRwgTokenSync();
  useCustomerCart(useSelector(selectSignedInCustomerId));

  return (
    <div
      ref={rootRef}
      className="app-shell"
      data-testid="app-shell"
      data-layout={wide ? 'wide' : 'narrow'}
      data-iframe={iframe ? 'true' : 'false'}
      data-ready={pageShown ? 'true' : 'false'}
      data-background-image={hasBackgroundImage ? 'true' : 'false'}
    >
      {ready ? (
        <>
          <SkipLink resultsId={onSearch ? SEARCH_RESULTS_ID : undefined} />
          <SiteHeader />
          <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
            <div className="container">{pageShown ? <Outlet /> : null}</div>
          </main>
          {footerShown ? <SiteFooter /> : null}
        </>
      ) : (
        <StartUpScreen state={startUp.status === 'ready' ? { status: 'loading' } : startUp} />
      )}
      <ScrollRestoration />
    </div>
  );
}

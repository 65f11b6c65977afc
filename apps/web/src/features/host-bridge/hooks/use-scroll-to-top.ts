import { bridgeMessage } from '@fairway/contract/host-bridge-envelope';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { postToHost } from '../../../shared/host-bridge/host-channel.ts';

/**
 * Asks the host page to scroll to the top of the frame on each route change (not on the first
 * page, and not when only the query changes, e.g. search filters), so a new page starts in view.
 */
export function useScrollToTopOnNavigation(active: boolean): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (active) postToHost(bridgeMessage({ type: 'scroll-to-top' }));
  }, [pathname, active]);
}

import { bridgeMessage } from '@fairway/contract/host-bridge-envelope';
import type { HostToAppMessage } from '@fairway/contract/host-bridge.contract';
import type { ThemePatch } from '@fairway/contract/theme.contract';
import { isAllowedOrigin } from '@fairway/domain/host-bridge/allowed-origin';
import { useEffect, useEffectEvent, useMemo, useRef, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  closeHostChannel,
  hostChannelOrigin,
  openHostChannel,
  postToHost,
} from '../../../shared/host-bridge/host-channel.ts';
import {
  hostGreeted,
  selectIframeMode,
  selectParentOrigin,
  type HostBridgeState,
} from '../slices/host-bridge-slice.ts';
import { acceptHostMessage, resolveAllowedOrigins } from '../utils/message-filter.ts';
import { useFrameHeight } from './use-frame-height.ts';
import { useScrollToTopOnNavigation } from './use-scroll-to-top.ts';

/** What the bridge needs from the rest of the app. */
export interface HostBridgeOptions {
  /** The app root, whose content height is reported to the host. */
  rootRef: RefObject<HTMLElement | null>;
  /** The booking engine's alias, announced in `ready`. */
  alias: string;
  /** The tenant's allowed host origins (exact, `https://*.domain` or `self`); null until known. */
  allowedOrigins: readonly string[] | null;
  /** css-preview: show this theme over the settings until further notice. */
  onThemePreview: (theme: ThemePatch) => void;
  /** theme-updated: the host saved this theme; apply it and reload the settings. */
  onThemeSaved: (theme: ThemePatch) => void;
}

type BridgeState = { hostBridge: HostBridgeState };

/** Messages kept while the allowed origins are still loading (the host may say hi that early). */
const MAX_EARLY_MESSAGES = 20;

/**
 * The engine's side of the postMessage bridge (SPEC §4). Accepts host messages only from the
 * parent window at an allowed origin with a valid shape; posts (ready, frame-height,
 * scroll-to-top, redirect) only to the parent's exact, allowed origin. A no-op outside an iframe.
 */
export function useHostBridge({
  rootRef,
  alias,
  allowedOrigins,
  onThemePreview,
  onThemeSaved,
}: HostBridgeOptions): void {
  const dispatch = useDispatch();
  const iframe = useSelector((state: BridgeState) => selectIframeMode(state));
  const parentOrigin = useSelector((state: BridgeState) => selectParentOrigin(state));
  const allowed = useMemo(
    () => (allowedOrigins ? resolveAllowedOrigins(allowedOrigins, window.location.origin) : null),
    [allowedOrigins],
  );
  const targetOrigin =
    iframe && parentOrigin && allowed && isAllowedOrigin(parentOrigin, allowed) ? parentOrigin : null;
  const early = useRef<MessageEvent[]>([]);

  const onHostMessage = useEffectEvent((event: MessageEvent) => {
    if (!allowed) {
      if (early.current.length < MAX_EARLY_MESSAGES) early.current.push(event);
      return;
    }
    // Messages settle in arrival order: each waits on the same schema import.
    void acceptHostMessage(event, allowed, window.parent).then((message) => {
      if (message) applyHostMessage(event, message);
    });
  });

  const applyHostMessage = useEffectEvent((event: MessageEvent, message: HostToAppMessage) => {
    switch (message.type) {
      case 'iframeSaysHi':
        // Answer a repeated hi at once; a first hi opens the channel, which announces ready.
        if (hostChannelOrigin() === event.origin) postToHost(bridgeMessage({ type: 'ready', alias }));
        dispatch(hostGreeted(event.origin));
        break;
      case 'css-preview':
        onThemePreview(message.theme);
        break;
      case 'theme-updated':
        onThemeSaved(message.theme);
        break;
    }
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => onHostMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  useEffect(() => {
    if (!allowed) return;
    const queued = early.current;
    early.current = [];
    for (const event of queued) onHostMessage(event);
  }, [allowed]);

  useEffect(() => {
    if (!targetOrigin) return;
    openHostChannel(window.parent, targetOrigin);
    postToHost(bridgeMessage({ type: 'ready', alias }));
    return closeHostChannel;
  }, [targetOrigin, alias]);

  useFrameHeight(rootRef, targetOrigin !== null);
  useScrollToTopOnNavigation(targetOrigin !== null);
}

import { bridgeMessage, withinAppToHostLimits } from '@fairway/contract/host-bridge-envelope';
import type { AppToHostMessage } from '@fairway/contract/host-bridge.contract';

// The one way to talk to the host page. features/host-bridge opens the channel once it knows
// the parent window and an allowed target origin; any feature can then post through it (features
// cannot import each other, so the helper lives here). Never posts with targetOrigin '*'.

interface Channel {
  target: Window;
  targetOrigin: string;
}

let channel: Channel | null = null;

/** Opens the channel to `target`, posting only to `targetOrigin` (an allowed, exact origin). */
export function openHostChannel(target: Window, targetOrigin: string): void {
  channel = targetOrigin && targetOrigin !== '*' ? { target, targetOrigin } : null;
}

/** Closes the channel: nothing is posted until it is opened again. */
export function closeHostChannel(): void {
  channel = null;
}

/** The origin messages go to, or null when the app is not talking to a host page. */
export function hostChannelOrigin(): string | null {
  return channel?.targetOrigin ?? null;
}

/** Posts a message to the host; false when there is no host or the message breaks the contract's limits. */
export function postToHost(message: AppToHostMessage): boolean {
  if (!channel || !withinAppToHostLimits(message)) return false;
  channel.target.postMessage(message, channel.targetOrigin);
  return true;
}

/**
 * Asks the host page to navigate its top window to `url` (an http(s) URL), e.g. for an external
 * card authorisation that cannot run inside the iframe. Returns false when there is no host
 * page to ask (not embedded) or the URL is not allowed; the caller then navigates itself.
 */
export function requestHostRedirect(url: string): boolean {
  return postToHost(bridgeMessage({ type: 'redirect', url }));
}

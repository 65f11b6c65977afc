import type { AppToHostMessage, HostToAppMessage } from './host-bridge.contract.ts';

// The bridge's envelope and limits without zod, so the engine's first screen can post to its
// host page without loading the schemas; host-bridge.contract builds its schemas from these.

/** Namespace of every bridge message. */
export const BRIDGE_NAMESPACE = 'fairway';
/** Version of the bridge protocol. */
export const BRIDGE_VERSION = 1;
/** The tallest frame height the engine reports, in CSS pixels. */
export const FRAME_HEIGHT_MAX = 100_000;
/** The longest URL a redirect message carries. */
export const REDIRECT_URL_MAX = 4096;
/** A redirect goes to an http(s) URL only. */
export const REDIRECT_URL_PATTERN = /^https?:\/\//;

type Body<T> = T extends unknown ? Omit<T, 'ns' | 'v'> : never;

/** Wraps a message body in the bridge envelope. */
export function bridgeMessage<T extends AppToHostMessage | HostToAppMessage>(body: Body<T>): T {
  return { ns: BRIDGE_NAMESPACE, v: BRIDGE_VERSION, ...body } as T;
}

/** True when an app-to-host message keeps the contract's limits (a typed message can still carry a bad URL or height). */
export function withinAppToHostLimits(message: AppToHostMessage): boolean {
  if (message.type === 'redirect')
    return message.url.length <= REDIRECT_URL_MAX && REDIRECT_URL_PATTERN.test(message.url);
  if (message.type === 'frame-height')
    return Number.isInteger(message.height) && message.height >= 0 && message.height <= FRAME_HEIGHT_MAX;
  return true;
}

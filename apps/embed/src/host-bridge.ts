import {
  bridgeMessage,
  parseAppToHostMessage,
  type AppToHostMessage,
  type HostToAppMessage,
} from '@fairway/contract/host-bridge.contract';
import { frameHeight } from '@fairway/domain/host-bridge/frame-height';
import { scrollToFrame, type ScrollWindow } from './scroll-to-frame.ts';

/** Name of the DOM event dispatched for each accepted app message (cancel it to skip the default action). */
export const FAIRWAY_MESSAGE_EVENT = 'fairway:message';

/** `detail` of a `fairway:message` event. */
export interface FairwayMessageDetail {
  alias: string;
  message: AppToHostMessage;
}

/** A host-to-app message without its envelope. */
export type HostToAppBody = HostToAppMessage extends infer T
  ? T extends unknown
    ? Omit<T, 'ns' | 'v'>
    : never
  : never;

/** The parts of the host window the bridge uses (the real window, or a fake in tests). */
export interface HostWindow extends ScrollWindow, EventTarget {
  readonly screen: { readonly availHeight: number };
  readonly innerHeight: number;
  readonly location: { assign(url: string): void };
}

/** What the bridge needs: the frame, the one origin it trusts, and where to listen and report. */
export interface HostBridgeOptions {
  iframe: HTMLIFrameElement;
  appOrigin: string;
  alias: string;
  win: HostWindow;
  /** Element that receives `fairway:message` events (they bubble to the document). */
  events: Pick<EventTarget, 'dispatchEvent'>;
}

/** A running bridge: send messages to the frame, or stop listening. */
export interface HostBridge {
  send(body: HostToAppBody): void;
  dispose(): void;
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Starts the host side of the postMessage bridge for one embedded frame. */
export function createHostBridge({ iframe, appOrigin, alias, win, events }: HostBridgeOptions): HostBridge {
  // The latest theme messages, sent again whenever the app (re)announces itself, so a preview
  // made before the app had loaded, or before it reloaded, is not lost.
  const themes = new Map<string, HostToAppBody>();

  const post = (body: HostToAppBody): void => {
    // targetOrigin is always the app origin: if the frame has navigated elsewhere, nothing is delivered.
    iframe.contentWindow?.postMessage(bridgeMessage<HostToAppMessage>(body), appOrigin);
  };

  const send = (body: HostToAppBody): void => {
    if (body.type !== 'iframeSaysHi') themes.set(body.type, body);
    post(body);
  };

  const act = (message: AppToHostMessage): void => {
    switch (message.type) {
      case 'frame-height': {
        // availHeight is 0 in some headless browsers; the viewport is the next best screen size.
        const screenHeight = win.screen.availHeight || win.innerHeight;
        iframe.style.height = `${frameHeight(message.height, screenHeight)}px`;
        break;
      }
      case 'scroll-to-top':
        scrollToFrame(iframe, win);
        break;
      case 'redirect':
        // The schema already allows only http(s); checked again here because this navigates the host.
        if (isHttpUrl(message.url)) win.location.assign(message.url);
        break;
      case 'ready':
        post({ type: 'iframeSaysHi' });
        themes.forEach(post);
        break;
    }
  };

  const onMessage = (event: Event): void => {
    const { origin, source, data } = event as MessageEvent;
    if (origin !== appOrigin) return;
    if (!iframe.contentWindow || source !== iframe.contentWindow) return;
    const message = parseAppToHostMessage(data);
    if (!message) return;
    const detail: FairwayMessageDetail = { alias, message };
    const notCancelled = events.dispatchEvent(
      new CustomEvent(FAIRWAY_MESSAGE_EVENT, { detail, bubbles: true, cancelable: true }),
    );
    if (notCancelled) act(message);
  };

  const onLoad = (): void => post({ type: 'iframeSaysHi' });

  win.addEventListener('message', onMessage);
  iframe.addEventListener('load', onLoad);
  return {
    send,
    dispose() {
      win.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', onLoad);
    },
  };
}

import { bridgeMessage } from '@fairway/contract/host-bridge-envelope';
import type { AppToHostMessage, HostToAppMessage } from '@fairway/contract/host-bridge.contract';
import type { ThemePatch } from '@fairway/contract/theme.contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** How often the console says hi to the framed app until it answers ready (its listener starts after its scripts). */
const HI_EVERY_MS = 400;

/** The golfer app of `alias` as the console frames it: same origin, `preview=console` (the server then allows this frame). */
function livePreviewUrl(alias: string): string {
  return `/?alias=${encodeURIComponent(alias)}&preview=console`;
}

const isReady = (data: unknown): data is AppToHostMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { ns?: unknown }).ns === 'fairway' &&
  (data as { type?: unknown }).type === 'ready';

/**
 * The real golfer app in a frame, showing the draft theme before it is saved: the console is the
 * frame's host and speaks the embed bridge (SPEC §4) to it, as embed.js does on a course's site:
 * hi until the app answers ready, then `css-preview` with each change of the draft.
 */
export function ThemeLivePreview({ alias, theme }: { alias: string; theme: ThemePatch }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef(theme);
  latest.current = theme;

  const post = (message: HostToAppMessage) =>
    frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin !== window.location.origin ||
        event.source !== frame.current?.contentWindow ||
        !isReady(event.data)
      )
        return;
      ready.current = true;
      post(bridgeMessage<HostToAppMessage>({ type: 'iframeSaysHi' }));
      post(bridgeMessage<HostToAppMessage>({ type: 'css-preview', theme: latest.current }));
    };
    window.addEventListener('message', onMessage);
    const hi = setInterval(() => {
      if (!ready.current) post(bridgeMessage<HostToAppMessage>({ type: 'iframeSaysHi' }));
    }, HI_EVERY_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(hi);
    };
  }, []);

  useEffect(() => {
    if (ready.current) post(bridgeMessage<HostToAppMessage>({ type: 'css-preview', theme }));
  }, [theme]);

  return (
    <div className="admin-live-preview">
      <p className="admin-help">{t('theme.liveHelp')}</p>
      <iframe
        ref={frame}
        className="admin-live-frame"
        title={t('theme.liveTitle')}
        src={livePreviewUrl(alias)}
        onLoad={() => {
          // A reload inside the frame (a link followed) starts the app again: hi until it is ready.
          ready.current = false;
        }}
      />
    </div>
  );
}

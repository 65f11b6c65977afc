import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingEngine } from '../api/facilities-api.ts';

/**
 * The facility's welcome message of the day (temporary or permanent), in two lines at most with
 * Show more / Show less when it is longer, so tee times stay on the first screen. The server
 * chooses, decodes and sanitises it (the booking engine's `welcomeHtml`).
 */
export function WelcomeMessage() {
  const { t } = useTranslation();
  const html = useBookingEngine().data?.welcomeHtml ?? null;
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // Measured when the browser lays the text out (ResizeObserver), not in the render's own task:
  // reading scrollHeight there forced a layout of the whole first screen inside it.
  useEffect(() => {
    const text = textRef.current;
    if (!text || expanded || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(text.scrollHeight > text.clientHeight + 1));
    observer.observe(text);
    return () => observer.disconnect();
  }, [html, expanded]);
  if (!html) return null;
  return (
    <section className="welcome-message" aria-label={t('welcome.label')}>
      {/* Sanitised by the server (welcome-html.ts): inline formatting tags only, no attributes. */}
      <p
        ref={textRef}
        className={`welcome-message__text${expanded ? '' : ' welcome-message__text--clamped'}`}
        data-testid="welcome-message"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows || expanded ? (
        <button
          type="button"
          className="link-button welcome-message__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('welcome.less') : t('welcome.more')}
        </button>
      ) : null}
    </section>
  );
}

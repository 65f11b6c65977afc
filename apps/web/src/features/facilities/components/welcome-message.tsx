import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWelcomeMessage } from '../hooks/use-welcome-message.ts';

/**
 * The facility's welcome message (temporary or permanent), sanitised, in two lines at most
 * with Show more / Show less when it is longer, so tee times stay on the first screen.
 * Its two lines are reserved while the formatter loads, so nothing below it shifts.
 */
export function WelcomeMessage() {
  const { t } = useTranslation();
  const message = useWelcomeMessage();
  const html = message.status === 'ready' ? message.html : null;
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const text = textRef.current;
    if (text && !expanded) setOverflows(text.scrollHeight > text.clientHeight + 1);
  }, [html, expanded]);
  if (message.status === 'pending') return <div className="welcome-message welcome-message--loading" aria-hidden="true" />;
  if (!html) return null;
  return (
    <section className="welcome-message" aria-label={t('welcome.label')}>
      {/* Sanitised by sanitizeWelcomeMessage: inline formatting tags only, no attributes. */}
      <p
        ref={textRef}
        className={`welcome-message__text${expanded ? '' : ' welcome-message__text--clamped'}`}
        data-testid="welcome-message"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows || expanded ? (
        <button type="button" className="link-button welcome-message__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('welcome.less') : t('welcome.more')}
        </button>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';

/** The main content's id, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps keyboard users past the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Move focus without touching the URL hash (the router owns the URL).
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}

import { useTranslation } from 'react-i18next';

/** The main content's id, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to an element without touching the URL hash (the router owns the URL). */
function jumpTo(id: string, event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.({ block: 'start' });
}

/**
 * First focusable elements: jump keyboard users past the header to the main content, and on
 * the search screen straight to the tee times (`resultsId`), whose next Tab is the first Select.
 */
export function SkipLink({ resultsId }: { resultsId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={(event) => jumpTo(MAIN_CONTENT_ID, event)}>
        {t('app.skipToContent')}
      </a>
      {resultsId ? (
        <a className="skip-link" href={`#${resultsId}`} onClick={(event) => jumpTo(resultsId, event)}>
          {t('app.skipToResults')}
        </a>
      ) : null}
    </>
  );
}

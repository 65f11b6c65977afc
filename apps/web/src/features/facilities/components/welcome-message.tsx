import { useTranslation } from 'react-i18next';
import { useWelcomeMessage } from '../hooks/use-welcome-message.ts';

/** The facility's welcome message (temporary or permanent), sanitised; renders nothing when there is none. */
export function WelcomeMessage() {
  const { t } = useTranslation();
  const html = useWelcomeMessage();
  if (!html) return null;
  return (
    <section className="welcome-message" aria-label={t('welcome.label')}>
      {/* Sanitised by sanitizeWelcomeMessage: inline formatting tags only, no attributes. */}
      <p className="welcome-message__text" data-testid="welcome-message" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

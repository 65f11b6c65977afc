import { useTranslation } from 'react-i18next';
import { useBookingEngine } from '../../features/facilities/api/facilities-api.ts';

/** The footer: the facility's name and the engine's credit. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: engine } = useBookingEngine();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <span>
          © {new Date().getFullYear()} {engine?.name}
        </span>
        <span>{t('app.poweredBy')}</span>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { useTheme } from '../hooks/use-theme.ts';

/** The facility's sales banner (plain text, themed with the secondary colour) when one is set. */
export function SalesBanner() {
  const { t } = useTranslation();
  const text = useTheme()?.salesBanner?.trim();
  if (!text) return null;
  return (
    <div className="sales-banner" role="note" aria-label={t('salesBanner.label')}>
      <p className="sales-banner__text" data-testid="sales-banner">
        {text}
      </p>
    </div>
  );
}

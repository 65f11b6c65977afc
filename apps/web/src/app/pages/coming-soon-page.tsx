import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../shared/ui/coming-soon-panel.tsx';
import type { HeadingKey } from './screen-keys.ts';

/** A route whose screen is not built yet: its title and a way back to tee times. */
export function ComingSoonPage({ heading, subtitle }: { heading: HeadingKey; subtitle?: HeadingKey }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <ComingSoonPanel title={t(heading)} subtitle={subtitle ? t(subtitle) : undefined} />
    </div>
  );
}

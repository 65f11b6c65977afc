import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of the coming-soon panel. */
export interface ComingSoonPanelProps {
  title: string;
  subtitle?: string;
  text?: string;
  /** h1 for a page of its own, h2 inside a page that already has one. */
  headingLevel?: 1 | 2;
  /** Whether to offer the way back to tee times (not on the tee-times page itself). */
  backLink?: boolean;
}

/** A panel for an area not built yet: a heading, a short sentence and a way back to tee times. */
export function ComingSoonPanel({ title, subtitle, text, headingLevel = 1, backLink = true }: ComingSoonPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="card coming-soon" data-testid="coming-soon" aria-labelledby={headingId}>
      <div className="coming-soon__icon" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
          <circle cx="24" cy="24" r="22" className="coming-soon__icon-disc" />
          <path d="M21 12v22" className="coming-soon__icon-pole" />
          <path d="M22 12l11 4.5-11 4.5z" className="coming-soon__icon-flag" />
          <ellipse cx="24" cy="35" rx="8" ry="2.2" className="coming-soon__icon-hole" />
        </svg>
      </div>
      <Heading id={headingId} className="coming-soon__title">
        {title}
      </Heading>
      {subtitle ? <p className="coming-soon__subtitle">{subtitle}</p> : null}
      <p className="coming-soon__text">{text ?? t('comingSoon.text')}</p>
      {backLink ? (
        <Link to="/teetimes" className="button">
          {t('comingSoon.back')}
        </Link>
      ) : null}
    </section>
  );
}

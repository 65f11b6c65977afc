import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The loading line of a section. */
export function SectionLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="loading">
      {t('proProfile.loading')}
    </p>
  );
}

/** A section's failure (SPEC §8 "Profile-area failures"), announced, with a retry. */
export function SectionFailure({ text, onRetry, testId }: { text: string; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="pro-failure" role="alert" data-testid={testId ?? 'pro-failure'}>
      <p>{text}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('proProfile.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** A titled card of a section. */
export function SectionCard({
  title,
  children,
  testId,
  headingLevel = 3,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card pro-card" data-testid={testId}>
      <Heading className="pro-card__title">{title}</Heading>
      {children}
    </section>
  );
}

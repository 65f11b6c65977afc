import type { ReactNode } from 'react';
import { useId } from 'react';

/** The card every account page sits in: a heading, a lead, then the form. */
export function AuthCard({
  title,
  lead,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <div className="page page--narrow">
      <section className="card" aria-labelledby={headingId} data-testid={testId}>
        <div className="form">
          <div className="card__header">
            <h1 id={headingId} className="page__title">
              {title}
            </h1>
            {lead ? <p className="page__lead">{lead}</p> : null}
          </div>
          {children}
        </div>
      </section>
    </div>
  );
}

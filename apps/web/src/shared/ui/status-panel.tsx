import type { ReactNode } from 'react';
import { useId } from 'react';

/** Props of a full-page status panel. */
export interface StatusPanelProps {
  title: string;
  text: string;
  testId?: string;
  /** `alert` for failures that should be announced; plain otherwise. */
  role?: 'alert';
  children?: ReactNode;
}

/** A centred card for whole-page states: not found, unknown booking engine, load failure. */
export function StatusPanel({ title, text, testId, role, children }: StatusPanelProps) {
  const headingId = useId();
  return (
    <section className="card status-panel" data-testid={testId} aria-labelledby={headingId} role={role}>
      <h1 id={headingId} className="status-panel__title">
        {title}
      </h1>
      <p className="status-panel__text">{text}</p>
      {children ? <div className="status-panel__actions">{children}</div> : null}
    </section>
  );
}

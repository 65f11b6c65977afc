import { type ReactNode, useEffect, useId, useRef } from 'react';
import { dialogKeyDown, FOCUSABLE } from '@fairway/ui/focus-trap';

/**
 * A modal dialog of the console: focus moves into it (its first field), Tab stays inside it,
 * Escape closes it, and focus goes back to what opened it. A plain element rather than
 * <dialog>.showModal(), which the component tests' DOM does not implement.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus?.();
  }, []);

  return (
    <div className="admin-backdrop">
      <div
        ref={panel}
        className="admin-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => dialogKeyDown(event, panel.current, onClose)}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

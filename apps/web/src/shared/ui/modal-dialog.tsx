import { type ReactNode, useEffect, useId, useRef } from 'react';
import { dialogKeyDown } from '@fairway/ui/focus-trap';

/** Whether focus can go back to an element: still on the page and not switched off meanwhile. */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return Boolean(element && element !== document.body && element.isConnected && !element.matches(':disabled'));
}

/**
 * A modal dialog of the golfer's app, as the console's dialogs work: focus moves into it, Tab and
 * Shift+Tab cycle inside it, Escape closes it, and focus goes back to what opened it, or to
 * `returnFocus` when that is gone (a Pay button switched off while paying). A plain element
 * rather than <dialog>.showModal(), which the component tests' DOM does not implement.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  returnFocus,
  testId,
  children,
}: {
  title: string;
  /** The dialog's opening sentence, read with its name. */
  description?: ReactNode;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // The dialog itself first, so its name and opening sentence are read before its choices (which may still be loading).
    panel.current?.focus();
    return () => {
      // After the dialog has left the page (the opener may have been switched off meanwhile).
      setTimeout(() => {
        const target = canTakeFocus(opener) ? opener : (fallback.current?.() ?? null);
        target?.focus();
      }, 0);
    };
  }, []);

  return (
    <div className="dialog-backdrop">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        onKeyDown={(event) => dialogKeyDown(event, panel.current, onClose)}
        data-testid={testId}
      >
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        {description ? <p id={`${id}-description`}>{description}</p> : null}
        {children}
      </div>
    </div>
  );
}

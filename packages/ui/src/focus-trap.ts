/** The parts of a key event the trap reads: a DOM KeyboardEvent and a React one both fit. */
interface KeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/** What can take focus inside a dialog. */
export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside a modal `panel`: from its last control to its first and back
 * (from the panel itself, Shift+Tab goes to the last). The golfer app's dialogs and the console's share it.
 */
function keepTabInside(event: KeyEvent, panel: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal's keys: Escape closes it (and goes no further), Tab stays inside it. */
export function dialogKeyDown(event: KeyEvent, panel: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (panel) keepTabInside(event, panel);
}

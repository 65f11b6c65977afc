import { useRef, useState } from 'react';

/**
 * The edit-in-place of a list screen (rates, promotions): which row's form is open, the button
 * that opened it (focus goes back there when it closes), the last save's message and refusal.
 */
export function useEditor<Editing>() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = () => {
    setEditing(null);
    opener.current?.focus();
  };
  return {
    editing,
    message,
    error,
    open(next: Editing, button: HTMLElement) {
      opener.current = button;
      setMessage(null);
      setError(null);
      setEditing(next);
    },
    close,
    /** Sends a save; once it is saved says `done` of it and closes the form, else keeps the form open with the refusal. */
    async save<Saved>(write: () => Promise<Saved>, done: (saved: Saved) => string) {
      setError(null);
      try {
        setMessage(done(await write()));
        close();
      } catch (caught) {
        setError(caught);
      }
    },
  };
}

import { useState } from 'react';

// A list read a page at a time by a keyset cursor (each page names where the next one starts): the
// cursors of the pages read so far are a stack, so going back pops one and going on pushes the
// shown page's own. Used by the activity log, the no-show players and the end of day's entries.

/** The stack of a paged list's cursors: `cursor` is the page to read (undefined: the first). */
export function useKeysetPages<Cursor>() {
  const [stack, setStack] = useState<Cursor[]>([]);
  return {
    cursor: stack.at(-1),
    atFirst: stack.length === 0,
    back: () => setStack((pages) => pages.slice(0, -1)),
    next: (cursor: Cursor) => setStack((pages) => [...pages, cursor]),
    reset: () => setStack([]),
  };
}

interface KeysetPageNavProps<Cursor> {
  pages: ReturnType<typeof useKeysetPages<Cursor>>;
  /** The shown page's cursor to the next one (null: it is the last). */
  nextCursor: Cursor | null;
  /** A page is loading: a press does nothing meanwhile. */
  busy: boolean;
  label: string;
  backLabel: string;
  nextLabel: string;
}

/**
 * The buttons between pages, shown once there is more than one. The page shown stays while the
 * next one loads and a press meanwhile does nothing, so the list does not jump and the pressed
 * button keeps the keyboard focus.
 */
export function KeysetPageNav<Cursor>({
  pages,
  nextCursor,
  busy,
  label,
  backLabel,
  nextLabel,
}: KeysetPageNavProps<Cursor>) {
  if (pages.atFirst && nextCursor === null) return null;
  return (
    <nav className="admin-actions" aria-label={label}>
      <button
        type="button"
        disabled={pages.atFirst}
        onClick={() => {
          if (!busy) pages.back();
        }}
      >
        {backLabel}
      </button>
      <button
        type="button"
        disabled={nextCursor === null}
        onClick={() => {
          if (nextCursor !== null && !busy) pages.next(nextCursor);
        }}
      >
        {nextLabel}
      </button>
    </nav>
  );
}

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

/** A page with a button that opens the dialog, and controls before and after it. */
function Page({ withFallback = false }: { withFallback?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  return (
    <>
      <button type="button">Before</button>
      {opener ? (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      ) : null}
      <button type="button" id="fallback">
        Fallback
      </button>
      {open ? (
        <ModalDialog
          title="Pick one"
          description="The first sentence."
          onClose={() => setOpen(false)}
          returnFocus={withFallback ? () => document.getElementById('fallback') : undefined}
        >
          <button type="button">First</button>
          <button type="button" onClick={() => setOpener(false)}>
            Remove the opener
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('the modal dialog', () => {
  it('is named and described, takes the focus, and keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick one' });
    expect(dialog).toHaveAccessibleDescription('The first sentence.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('gives the focus to the fallback when what opened it is gone', async () => {
    const user = userEvent.setup();
    render(<Page withFallback />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Remove the opener' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fallback' })).toHaveFocus());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormActions } from './form-actions.tsx';

function Opener({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete the block
      </button>
      {open && (
        <ConfirmDialog
          title="Delete this block?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          cancelLabel="Cancel"
          busy={busy}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        >
          <p>Its tee times become bookable again.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens on Cancel, keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Opener onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete the block' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this block?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Opener onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete the block' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('FormActions', () => {
  it('disables the submit button and says so while busy; Cancel stays', () => {
    const { rerender } = render(
      <FormActions submitLabel="Save" busyLabel="Saving…" busy={false} cancelLabel="Cancel" onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<FormActions submitLabel="Save" busyLabel="Saving…" busy cancelLabel="Cancel" onCancel={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

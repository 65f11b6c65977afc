import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render-console.tsx';
import { ErrorAlert } from './error-alert.tsx';

describe('ErrorAlert', () => {
  it("announces a refusal in the console's words for its code, in the console's language", () => {
    renderConsole(<ErrorAlert error={{ status: 423, code: 'ACCOUNT_LOCKED' }} />, { language: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent(/bloqué pendant 20 minutes/);
  });

  it("prefers the screen's own words, by code or from the whole error", () => {
    const { unmount } = renderConsole(
      <ErrorAlert error={{ status: 404, code: 'NOT_FOUND' }} messages={{ NOT_FOUND: 'Already gone.' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Already gone.');
    unmount();
    renderConsole(
      <ErrorAlert
        error={{ status: 409, code: 'CONFLICT', details: { reason: 'self' } }}
        messages={(error) => ((error.details as { reason: string }).reason === 'self' ? 'Not yourself.' : undefined)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not yourself.');
  });

  it('reads an unknown code or a thrown error as the generic words, and says nothing for no error or an ended session', () => {
    const { rerender } = renderConsole(<ErrorAlert error={{ status: 500, code: 'SOMETHING_NEW' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    rerender(<ErrorAlert error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    rerender(<ErrorAlert error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ErrorAlert error={{ status: 401, code: 'SESSION_EXPIRED' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

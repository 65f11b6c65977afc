import { useMemo } from 'react';
import { Navigate } from 'react-router';

/**
 * Sends a visitor to sign in, to come back to `from` afterwards. The navigation state keeps its
 * identity across renders: <Navigate> navigates again whenever its `state` prop changes, and a
 * fresh object on each render of a page waiting for the lazy /login route looped until the tab
 * hung (seen on Preact).
 */
export function SignInRedirect({ from }: { from: string }) {
  const state = useMemo(() => ({ from }), [from]);
  return <Navigate to="/login" replace state={state} />;
}

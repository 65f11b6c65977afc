import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { keepAlias } from '../../shared/api/keep-alias.ts';

/**
 * Sends a visitor to sign in, to come back to `from` (by default the page they asked for, query
 * included) afterwards. The sign-in URL keeps the page's `?alias=`, and so does the way back.
 * The navigation state keeps its identity across renders: <Navigate> navigates again whenever
 * its `state` prop changes, and a fresh object on each render of a page waiting for the lazy
 * /login route looped until the tab hung (seen on Preact).
 */
export function SignInRedirect({ from }: { from?: string }) {
  const { pathname, search } = useLocation();
  const target = from ?? `${pathname}${search}`;
  const state = useMemo(() => ({ from: keepAlias(target, search) }), [target, search]);
  return <Navigate to={keepAlias('/login', search)} replace state={state} />;
}

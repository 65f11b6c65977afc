import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { keepAlias } from '../../../shared/api/keep-alias.ts';
import { loginRedirectSaved, selectSession } from '../slices/session-slice.ts';

/** A same-app path only (never an absolute URL): the target after signing in. */
function safePath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  // Never back to an account page itself (a sign-in link clicked on /login, /signup…).
  return AUTH_PAGES.some((page) => path === page || path.startsWith(`${page}?`) || path.startsWith(`${page}/`))
    ? null
    : path;
}

const AUTH_PAGES = ['/login', '/login-with-golfid', '/signup', '/profile/reset-password', '/profile/verify-email'];

/** Goes where the visitor was headed before signing in (SPEC §2), else to /, keeping the sign-in page's `?alias=`. */
export function usePostLoginRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useDispatch();
  const { loginRedirect } = useSelector(selectSession);
  return useCallback(() => {
    const fromState = safePath((location.state as { from?: unknown } | null)?.from);
    const target = keepAlias(fromState ?? safePath(loginRedirect) ?? '/', location.search);
    dispatch(loginRedirectSaved(null));
    void navigate(target, { replace: true });
  }, [dispatch, location.state, location.search, loginRedirect, navigate]);
}

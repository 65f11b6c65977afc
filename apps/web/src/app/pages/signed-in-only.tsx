import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectCustomer, selectSessionSettled } from '../../features/session/slices/session-slice.ts';
import { SignInRedirect } from './sign-in-redirect.tsx';

/** A screen for signed-in non-guests only (SPEC §6): others are sent to sign in and come back. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const customer = useSelector(selectCustomer);
  const settled = useSelector(selectSessionSettled);
  if (!settled) return null;
  if (!customer) return <SignInRedirect />;
  return children;
}

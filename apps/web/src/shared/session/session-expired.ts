import type { UnknownAction } from '@reduxjs/toolkit';

/** Any API call answered 401 SESSION_EXPIRED (revoked, expired, or signed out elsewhere). */
export function isSessionExpiredAnswer(action: UnknownAction): boolean {
  if (!action.type.endsWith('/rejected')) return false;
  const payload = (action as { payload?: { status?: unknown; data?: { error?: { code?: unknown } } } }).payload;
  return payload?.status === 401 && payload.data?.error?.code === 'SESSION_EXPIRED';
}

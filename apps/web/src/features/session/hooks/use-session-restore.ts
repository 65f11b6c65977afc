import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRestoreSessionQuery } from '../api/session-api.ts';

/**
 * Restores the session from its cookie once at start-up (SPEC §4); true once it settled,
 * whatever the answer (a 401 clears the cookies on the server and leaves an anonymous visitor).
 */
export function useSessionRestore(skip: boolean): boolean {
  const restore = useRestoreSessionQuery(skip ? skipToken : undefined, { refetchOnMountOrArgChange: false });
  return skip || restore.isSuccess || restore.isError;
}

import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { ALIAS_HEADER } from '@fairway/contract/wire-names';
import { type ConsoleError, SESSION_OVER, sessionEnded } from '../app/console-api.ts';
import type { SessionState } from '../app/session.ts';

/** A file the API answered (a CSV), with the name the server gave it. */
export interface StaffFile {
  text: string;
  filename: string;
}

/**
 * An RTK Query `queryFn` body that fetches a file of the console's API with the staff headers (a
 * plain link would not carry the token); a refusal becomes a ConsoleError, and one that ends the
 * session signs the console out, as the JSON calls do.
 */
export async function staffFileQuery(
  path: string,
  fallbackName: string,
  api: Pick<BaseQueryApi, 'getState' | 'dispatch'>,
): Promise<{ data: StaffFile } | { error: ConsoleError }> {
  const { session } = api.getState() as { session: SessionState };
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (session.alias) headers[ALIAS_HEADER] = session.alias;
  if (session.token) headers[STAFF_TOKEN_HEADER] = session.token;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    return { error: { status: 0, code: 'NETWORK' } };
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    const error = { status: response.status, code: data?.error?.code ?? 'INTERNAL' };
    if (session.token && SESSION_OVER.includes(error.code)) api.dispatch(sessionEnded());
    return { error };
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { data: { text: await response.text(), filename: named?.[1] ?? fallbackName } };
}

/** Saves a file the browser received (an object URL clicked as a download). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

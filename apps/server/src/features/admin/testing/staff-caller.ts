import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import type { Fixtures } from '../../../hardening/access-fixtures.ts';

/**
 * Request options as a staff member of an alias: `await as(MANAGER)`, `await as(username, 'maple-ridge')`.
 * Signs each (alias, username) in once; `fixtures` is read at call time (set in beforeAll).
 */
export function staffCaller(fixtures: () => Fixtures) {
  const tokens = new Map<string, string>();
  return async (username: string, alias = 'demo') => {
    const key = `${alias}|${username}`;
    if (!tokens.has(key)) tokens.set(key, (await fixtures().staff(username, alias)).staffToken);
    return { alias, headers: { [STAFF_TOKEN_HEADER]: tokens.get(key)! } };
  };
}

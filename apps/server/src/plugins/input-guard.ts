import fp from 'fastify-plugin';
import { DomainError } from '../shared/domain-error.ts';

/** Where the first NUL character of a parsed value is (a key or a string), as a path; null when none. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: one in any parameter, query value or body string
 * is refused here as a 400, for every route at once, before validation or any service sees it.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [location, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
        const path = nulPath(value);
        if (path) {
          throw new DomainError('VALIDATION_FAILED', `Invalid ${location}`, {
            issues: [{ location, path, code: 'invalid_string', message: 'Text may not contain NUL characters' }],
          });
        }
      }
    });
  },
  { name: 'input-guard' },
);

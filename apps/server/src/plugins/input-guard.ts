import fp from 'fastify-plugin';
import { isWellFormedText } from '@fairway/domain/session/email-identity';
import { DomainError } from '../shared/domain-error.ts';

/** Text no column may hold: a NUL character, or a lone surrogate (no UTF-8 can carry one, so it is a forgery). */
function isForbiddenText(text: string): boolean {
  return text.includes('\u0000') || !isWellFormedText(text);
}

/**
 * Whether a parsed value holds forbidden text (a key or a string); `path` is left pointing at it.
 * One path, pushed and popped on the way down: copying it per member cost O(members × depth). A
 * module function, not a closure per request: it runs on every request's params, query and body.
 */
function visitForForbidden(node: unknown, path: string[]): boolean {
  if (typeof node === 'string') return isForbiddenText(node);
  if (node === null || typeof node !== 'object') return false;
  // Indexed loops: for…in over a body's arrays cost as much as parsing it.
  if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index += 1) {
      const child: unknown = node[index];
      if (child === null || (typeof child !== 'object' && typeof child !== 'string')) continue;
      path.push(String(index));
      if (visitForForbidden(child, path)) return true;
      path.pop();
    }
    return false;
  }
  for (const key of Object.keys(node)) {
    path.push(key);
    if (isForbiddenText(key) || visitForForbidden((node as Record<string, unknown>)[key], path)) return true;
    path.pop();
  }
  return false;
}

/** Where the first forbidden text of a parsed value is (a key or a string), as a path; null when none. */
function nulPath(value: unknown): string[] | null {
  const path: string[] = [];
  return visitForForbidden(value, path) ? path : null;
}

/**
 * PostgreSQL text cannot hold a NUL character, and a lone surrogate (which JSON's `\ud800` escape
 * still produces) is no text at all: either, in any parameter, query value or body string (names
 * included), is refused here as a 400, for every route at once, before validation or any service sees it.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [location, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const path = nulPath(value);
        if (path) {
          throw new DomainError('VALIDATION_FAILED', `Invalid ${location}`, {
            issues: [
              {
                location,
                path,
                code: 'invalid_string',
                message: 'Text may not contain NUL characters or unpaired surrogates',
              },
            ],
          });
        }
      }
    });
  },
  { name: 'input-guard' },
);

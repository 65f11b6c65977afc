import fp from 'fastify-plugin';
import { DomainError } from '../shared/domain-error.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest body the contract
 * describes is a few levels; 64 leaves room for any client while keeping every recursive walk
 * over a body (the NUL guard, the prototype-poisoning scan, zod) shallow.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The largest JSON body a route takes unless it names its own limit (the theme image upload
 * does). The largest request the contract describes is a few kilobytes; at 1 MiB (Fastify's
 * default) JSON.parse of a body of tiny members held the event loop for 60–100 ms.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`: one pass, no recursion, and
 * it stops at the first level past the limit. Brackets inside strings do not count. The text
 * need not be valid JSON (JSON.parse judges that afterwards).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Parses JSON bodies with Fastify's own parser (prototype poisoning refused) after refusing, as a
 * 400 in the error shape, a body nested deeper than MAX_JSON_DEPTH: before, a body nested a few
 * thousand deep overflowed the stack of the first recursive walk over it (a 500).
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new DomainError('VALIDATION_FAILED', 'The request body is nested too deeply', { issues: [{ location: 'body', path: [], code: 'too_deep', message: `Arrays and objects may nest at most ${MAX_JSON_DEPTH} deep` }] }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);

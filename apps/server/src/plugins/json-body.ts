import fp from 'fastify-plugin';
import { DomainError } from '../shared/domain-error.ts';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest body the contract
 * describes is a few levels; 64 leaves room for any client while keeping every recursive walk
 * over a body (the NUL guard, the prototype-poisoning scan, zod) shallow.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The most values (array elements and object members) a JSON body may hold. The largest request
 * the contract describes has a few hundred; a body of tens of thousands of tiny members cost
 * little to send and tens of milliseconds to parse, walk and collect, per request.
 */
export const MAX_JSON_VALUES = 4_096;

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
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** What makes a JSON text too costly to parse: nesting past a depth, or more values than a count. */
export type JsonShapeProblem = 'too-deep' | 'too-many-values';

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth` or holds more than
 * `maxValues` values (counted as containers and commas, an upper bound of its members): one
 * pass, no recursion, stopping at the first excess. Brackets and commas inside strings do not
 * count. The text need not be valid JSON (JSON.parse judges that afterwards).
 */
export function jsonShapeProblem(
  text: string,
  { maxDepth, maxValues }: { maxDepth: number; maxValues: number },
): JsonShapeProblem | null {
  let depth = 0;
  let values = 0;
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
      values += 1;
      if (depth > maxDepth) return 'too-deep';
      if (values > maxValues) return 'too-many-values';
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
    } else if (char === COMMA) {
      values += 1;
      if (values > maxValues) return 'too-many-values';
    }
  }
  return null;
}

const REFUSALS: Record<JsonShapeProblem, { message: string; code: string; detail: string }> = {
  'too-deep': {
    message: 'The request body is nested too deeply',
    code: 'too_deep',
    detail: `Arrays and objects may nest at most ${MAX_JSON_DEPTH} deep`,
  },
  'too-many-values': {
    message: 'The request body holds too many values',
    code: 'too_many_values',
    detail: `A body may hold at most ${MAX_JSON_VALUES} values`,
  },
};

/**
 * Parses JSON bodies with Fastify's own parser (prototype poisoning refused) after refusing, as a
 * 400 in the error shape, a body nested deeper than MAX_JSON_DEPTH or holding more than
 * MAX_JSON_VALUES values: before, a body nested a few thousand deep overflowed the stack of the
 * first recursive walk over it (a 500), and 16 bodies of tens of thousands of members at once
 * held every other request for a quarter of a second.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      const problem = jsonShapeProblem(text, { maxDepth: MAX_JSON_DEPTH, maxValues: MAX_JSON_VALUES });
      if (problem) {
        const { message, code, detail } = REFUSALS[problem];
        done(
          new DomainError('VALIDATION_FAILED', message, {
            issues: [{ location: 'body', path: [], code, message: detail }],
          }),
          undefined,
        );
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);

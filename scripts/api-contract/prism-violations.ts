// What Prism's validation proxy (`prism proxy … --errors`) says about one exchange. It reports a
// mismatch with the document in two ways, and either one is a violation:
// - the `sl-violations` response header: a JSON array of { location, severity, code, message },
//   where location starts with "request" or "response" (added whenever a check failed);
// - an answer of its own, `application/problem+json` with a `type` under
//   https://stoplight.io/prism/errors#: a request that breaks the document is refused before it
//   reaches the server (422, UNPROCESSABLE_ENTITY, or NO_PATH_MATCHED_ERROR / NO_METHOD_MATCHED_ERROR
//   for an undocumented call), and a server answer that breaks it is replaced by a VIOLATIONS error.

const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors#';

/** One mismatch between an exchange and the document, as Prism words it. */
export interface Violation {
  /** "request" or "response", then the path inside it (e.g. response.body.items.0.price). */
  where: string;
  message: string;
}

interface PrismValidation {
  location?: unknown;
  message?: unknown;
}

/** Prism's own answers: which side of the exchange each one is about when its details name none. */
const SIDE_OF_ERROR: Record<string, string> = {
  UNPROCESSABLE_ENTITY: 'request',
  UNAUTHORIZED: 'request',
  VIOLATIONS: 'response',
};

function fromValidations(list: unknown, side = 'unknown'): Violation[] {
  if (!Array.isArray(list)) return [];
  return (list as PrismValidation[]).map((entry) => ({
    where: Array.isArray(entry.location) && entry.location.length > 0 ? entry.location.join('.') : side,
    message: typeof entry.message === 'string' ? entry.message : JSON.stringify(entry),
  }));
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The violations Prism reported for one answer, given its headers and body text (none: []). */
export function prismViolations(headers: Headers, body: string): Violation[] {
  const found: Violation[] = [];
  const header = headers.get('sl-violations');
  if (header) {
    const list = parsed(header);
    found.push(...(Array.isArray(list) ? fromValidations(list) : [{ where: 'unknown', message: header }]));
  }
  if ((headers.get('content-type') ?? '').startsWith('application/problem+json')) {
    const problem = parsed(body) as { type?: unknown; title?: unknown; detail?: unknown; validation?: unknown } | null;
    if (problem && typeof problem.type === 'string' && problem.type.startsWith(PRISM_ERROR_TYPE)) {
      const error = problem.type.slice(PRISM_ERROR_TYPE.length);
      const details = fromValidations(problem.validation, SIDE_OF_ERROR[error]).filter(
        (detail) => !found.some((seen) => seen.where === detail.where && seen.message === detail.message),
      );
      found.push(...details);
      if (found.length === 0)
        found.push({
          where: SIDE_OF_ERROR[error] ?? 'request',
          message: `${error}: ${String(problem.title)}. ${String(problem.detail)}`,
        });
    }
  }
  return found;
}

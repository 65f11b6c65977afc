import { describe, expect, it } from 'vitest';
import { prismViolations } from './prism-violations.ts';

// Shapes as Prism 5.16 sends them (recorded from `prism proxy --errors` in front of the server).
const problem = (type: string, validation: unknown[]) =>
  JSON.stringify({
    type: `https://stoplight.io/prism/errors#${type}`,
    title: 'Invalid request',
    status: 422,
    detail: 'Prism is generating this error for you.',
    validation,
  });
const mediaType = {
  location: ['response'],
  severity: 'Error',
  message:
    'The received media type "text/csv" does not match the one specified in the current response: application/json',
};

describe('prismViolations', () => {
  it("finds none in a forwarded answer, the server's own errors included", () => {
    expect(prismViolations(new Headers({ 'content-type': 'application/json' }), '{"cartId":"c"}')).toEqual([]);
    expect(
      prismViolations(
        new Headers({ 'content-type': 'application/json' }),
        '{"error":{"code":"NOT_FOUND","message":"No such cart"}}',
      ),
    ).toEqual([]);
    expect(
      prismViolations(
        new Headers({ 'content-type': 'application/problem+json' }),
        '{"type":"https://example.com/other","title":"x"}',
      ),
    ).toEqual([]);
  });

  it('reads a response violation from the sl-violations header and the VIOLATIONS error once', () => {
    const headers = new Headers({
      'content-type': 'application/problem+json',
      'sl-violations': JSON.stringify([mediaType]),
    });
    expect(prismViolations(headers, problem('VIOLATIONS', [mediaType]))).toEqual([
      { where: 'response', message: mediaType.message },
    ]);
  });

  it('reads a refused request, whose details name no location, as a request violation', () => {
    const unsupported = {
      severity: 'Error',
      code: 415,
      message: 'No supported content types, but request included a non-empty body',
    };
    expect(
      prismViolations(
        new Headers({ 'content-type': 'application/problem+json' }),
        problem('UNPROCESSABLE_ENTITY', [unsupported]),
      ),
    ).toEqual([{ where: 'request', message: unsupported.message }]);
  });

  it('reads a field violation with its path, and an undocumented call as a request violation', () => {
    const field = {
      location: ['request', 'body', 'players'],
      severity: 'Error',
      message: 'Request body property players must be integer',
    };
    expect(prismViolations(new Headers({ 'sl-violations': JSON.stringify([field]) }), '{}')).toEqual([
      { where: 'request.body.players', message: field.message },
    ]);
    const [unrouted] = prismViolations(
      new Headers({ 'content-type': 'application/problem+json' }),
      problem('NO_PATH_MATCHED_ERROR', []),
    );
    expect(unrouted).toEqual({ where: 'request', message: expect.stringContaining('NO_PATH_MATCHED_ERROR') });
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorHandler from './error-handler.ts';
import inputGuard from './input-guard.ts';
import jsonBody, { JSON_BODY_LIMIT, jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_VALUES } from './json-body.ts';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

async function echoApp() {
  const app = Fastify({ bodyLimit: JSON_BODY_LIMIT });
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(inputGuard);
  app.post('/echo', async (request) => ({ received: request.body }));
  return app;
}

describe('jsonShapeProblem', () => {
  const deeperThan = (text: string, maxDepth: number) =>
    jsonShapeProblem(text, { maxDepth, maxValues: 1_000 }) === 'too-deep';
  const values = (text: string, maxValues: number) => jsonShapeProblem(text, { maxDepth: 64, maxValues });

  it('counts the nesting of arrays and objects, not brackets inside strings or after escapes', () => {
    expect(deeperThan(arrays(3), 3)).toBe(false);
    expect(deeperThan(arrays(4), 3)).toBe(true);
    expect(deeperThan(objects(4), 3)).toBe(true);
    expect(deeperThan(`{"a":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(deeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 3)).toBe(false);
    expect(deeperThan('[[1],[2],[[3]]]', 3)).toBe(false);
    expect(deeperThan('[1],[2],[3],[4]', 1)).toBe(false);
  });

  it('counts containers and commas as values, not commas inside strings', () => {
    expect(values('{"a":1,"b":[1,2,3]}', 5)).toBeNull();
    expect(values('{"a":1,"b":[1,2,3]}', 4)).toBe('too-many-values');
    expect(values(`{"a":"${','.repeat(100)}"}`, 1)).toBeNull();
    expect(values(`[${'{},'.repeat(MAX_JSON_VALUES)}{}]`, MAX_JSON_VALUES)).toBe('too-many-values');
  });
});

describe('JSON bodies', () => {
  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} as 400 in the error shape (it overflowed the stack: a 500)`, async () => {
    const app = await echoApp();
    for (const body of [arrays(MAX_JSON_DEPTH + 1), objects(7000), arrays(20_000)]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request body is nested too deeply',
          details: { issues: [{ location: 'body', code: 'too_deep' }] },
        },
      });
    }
    await app.close();
  });

  it(`refuses a body of more than ${MAX_JSON_VALUES} values as 400 (tens of thousands of members at once held the event loop)`, async () => {
    const app = await echoApp();
    for (const body of [
      `{${Array.from({ length: 6_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
      `[${'[],'.repeat(MAX_JSON_VALUES)}[]]`,
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The request body holds too many values',
          details: { issues: [{ location: 'body', code: 'too_many_values' }] },
        },
      });
    }
    const fits = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: `[${'1,'.repeat(MAX_JSON_VALUES - 2)}1]`,
    });
    expect(fits.statusCode).toBe(200);
    await app.close();
  });

  it(`takes a body nested exactly ${MAX_JSON_DEPTH} deep`, async () => {
    const app = await echoApp();
    const answer = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: objects(MAX_JSON_DEPTH),
    });
    expect(answer.statusCode).toBe(200);
    expect(JSON.stringify(answer.json().received)).toBe(objects(MAX_JSON_DEPTH));
    await app.close();
  });

  it('still refuses prototype poisoning and malformed JSON, and a body past the limit', async () => {
    const app = await echoApp();
    const poisoned = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    const malformed = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(JSON_BODY_LIMIT) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    await app.close();
  });
});

import { ORDERS_PAGE_SIZE_MAX } from '@fairway/contract/checkout.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/checkout.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createFixtures, type Fixtures, HOME_ALIAS, MATRIX_NOW, optionsOf } from './access-fixtures.ts';
import { ACCESS_MATRIX } from './access-matrix.table.ts';
import { LIST_BOUNDS, PAGE_SIZE_CEILING } from './list-bounds.table.ts';

// Issue #52: no unbounded list anywhere a golfer or staff member can reach. Every GET operation of
// the published document whose answer holds a list must have a line in list-bounds.table.ts; a
// paged line's page size must have a maximum (≤ PAGE_SIZE_CEILING) and a default, and asking for
// more than the maximum is a 400 (the one rule: never a silent clamp).

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  maximum?: number;
  default?: unknown;
};
type Parameter = { name: string; in: string; schema?: Schema };
type Document = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }
    >
  >;
};

let server: TestServer;
let fx: Fixtures;
let document: Document;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000', LOGIN_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  document = (await (await server.get('/docs/json')).json()) as Document;
});
afterAll(() => server?.close());

function resolve(schema: Schema | undefined): Schema | undefined {
  let found = schema;
  while (found?.$ref) {
    const path = found.$ref.replace(/^#\//, '').split('/');
    found = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document) as
      Schema | undefined;
  }
  return found;
}

function isList(schema: Schema | undefined): boolean {
  const found = resolve(schema);
  if (!found) return false;
  if (found.type === 'array' || (Array.isArray(found.type) && found.type.includes('array'))) return true;
  return [...(found.anyOf ?? []), ...(found.oneOf ?? []), ...(found.allOf ?? [])].some(isList);
}

function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  const found = resolve(schema);
  if (!found) return {};
  return Object.assign(
    { ...found.properties },
    ...[...(found.anyOf ?? []), ...(found.oneOf ?? []), ...(found.allOf ?? [])].map(propertiesOf),
  ) as Record<string, Schema>;
}

/** The item schemas of a list (through anyOf/oneOf/allOf: a nullable list too). */
function itemsOf(schema: Schema | undefined): Schema[] {
  const found = resolve(schema);
  if (!found) return [];
  return [
    ...(found.items ? [found.items] : []),
    ...[...(found.anyOf ?? []), ...(found.oneOf ?? []), ...(found.allOf ?? [])].flatMap(itemsOf),
  ];
}

/**
 * The lists inside a list's items, as `list[].key` (and deeper: `list[].key[].key`, `list[].object.key`):
 * a list of courses each holding every player of a season is as unbounded as a top-level one.
 */
function nestedLists(path: string, list: Schema | undefined, depth = 0): string[] {
  if (depth > 4) return [];
  const inside = (prefix: string, schema: Schema): string[] =>
    prefix.split('.').length > 8
      ? []
      : Object.entries(propertiesOf(schema)).flatMap(([key, value]) =>
          isList(value)
            ? [`${prefix}.${key}`, ...nestedLists(`${prefix}.${key}`, value, depth + 1)]
            : inside(`${prefix}.${key}`, value),
        );
  return [...new Set(itemsOf(list).flatMap((items) => inside(`${path}[]`, items)))];
}

/** The list keys of each GET operation's 200 JSON answer: '' for an array answer, else its top-level array keys. */
function listRoutes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const answer = methods.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!answer) continue;
    const lists = [
      ...(isList(answer) ? [''] : []),
      ...Object.entries(propertiesOf(answer)).flatMap(([key, value]) => (isList(value) ? [key] : [])),
    ];
    if (lists.length > 0) found.set(`GET ${path}`, lists);
  }
  return found;
}

/** The lists inside the lists of each GET operation's 200 JSON answer (see nestedLists), by operation. */
function nestedListRoutes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    const answer = methods.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!answer) continue;
    const nested = [
      ...(isList(answer) ? nestedLists('', answer) : []),
      ...Object.entries(propertiesOf(answer)).flatMap(([key, value]) => (isList(value) ? nestedLists(key, value) : [])),
    ];
    if (nested.length > 0) found.set(`GET ${path}`, nested);
  }
  return found;
}

function queryParameter(key: string, name: string): Parameter | undefined {
  const path = key.slice('GET '.length);
  return document.paths[path]?.get?.parameters?.find(
    (parameter) => parameter.in === 'query' && parameter.name === name,
  );
}

/** The owner's call of a paged route with `size` set, built by the route's access-matrix line. */
async function ownerCall(key: string, size: string, value: number) {
  const line = ACCESS_MATRIX[key];
  if (!line || line.access === 'public') throw new Error(`${key}: no owned access-matrix line to call it with`);
  const target = await line.request(fx);
  const url = new URL(target.path, 'http://x');
  url.searchParams.set(size, String(value));
  const options = optionsOf(target.owner ?? fx.main, HOME_ALIAS);
  return fx.api.call('GET', `${url.pathname}${url.search}`, undefined, {
    ...options,
    headers: { ...options.headers, ...target.headers },
  });
}

describe('list routes', () => {
  it('every GET operation answering a list has a line in list-bounds.table.ts with the same lists, and no line is stale', () => {
    const found = listRoutes();
    const missing = [...found.keys()].filter((key) => !(key in LIST_BOUNDS));
    const stale = Object.keys(LIST_BOUNDS).filter((key) => !found.has(key));
    const wrongLists = [...found].flatMap(([key, lists]) => {
      const line = LIST_BOUNDS[key];
      return line && [...line.lists].sort().join() !== [...lists].sort().join()
        ? [`${key}: answers lists [${lists.join(', ')}], the table says [${line.lists.join(', ')}]`]
        : [];
    });
    console.log(`list bounds: ${found.size} list routes of ${Object.keys(document.paths).length} paths`);
    expect(missing, `list routes without a line in hardening/list-bounds.table.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `lines of list-bounds.table.ts for routes that answer no list: ${stale.join(', ')}`).toEqual([]);
    expect(wrongLists).toEqual([]);
  });

  it("every list inside a list's items is registered in its line's `nested` with why it is bounded, and no entry is stale", () => {
    const found = nestedListRoutes();
    const problems: string[] = [];
    for (const [key, nested] of found) {
      const registered = LIST_BOUNDS[key]?.nested ?? {};
      for (const path of nested)
        if (!registered[path]) problems.push(`${key}: ${path} is a list inside a list, not in its line's nested`);
    }
    for (const [key, line] of Object.entries(LIST_BOUNDS))
      for (const path of Object.keys(line.nested ?? {}))
        if (!found.get(key)?.includes(path)) problems.push(`${key}: nested ${path} is no list of its answer`);
    console.log(`list bounds: ${[...found.values()].flat().length} nested lists in ${found.size} routes`);
    expect(problems).toEqual([]);
  });

  it('a paged route declares its page size with a maximum within the ceiling and a default, and a cursor', () => {
    const problems: string[] = [];
    for (const [key, line] of Object.entries(LIST_BOUNDS)) {
      if (line.kind !== 'paged' && line.kind !== 'fixed-page') continue;
      if (!queryParameter(key, line.cursor)) problems.push(`${key}: no cursor parameter ${line.cursor}`);
      if (line.kind === 'fixed-page') {
        if (line.size > PAGE_SIZE_CEILING) problems.push(`${key}: fixed page of ${line.size} > ${PAGE_SIZE_CEILING}`);
        continue;
      }
      const size = resolve(queryParameter(key, line.size)?.schema);
      if (!size) problems.push(`${key}: no page size parameter ${line.size}`);
      else if (size.maximum !== line.max)
        problems.push(`${key}: ${line.size} maximum ${size.maximum}, table ${line.max}`);
      else if (line.max > PAGE_SIZE_CEILING)
        problems.push(`${key}: ${line.size} maximum ${line.max} > ${PAGE_SIZE_CEILING}`);
      else if (typeof size.default !== 'number' || size.default > line.max)
        problems.push(`${key}: ${line.size} has no default within its maximum`);
    }
    expect(problems).toEqual([]);
  });

  it(
    'a paged route refuses a page size above its maximum with a 400, and answers at most the maximum',
    { timeout: 300_000 },
    async () => {
      const problems: string[] = [];
      for (const [key, line] of Object.entries(LIST_BOUNDS)) {
        if (line.kind !== 'paged') continue;
        const over = await ownerCall(key, line.size, line.max + 1);
        const error = (over.body as { error?: { code?: string; message?: string } } | undefined)?.error;
        if (over.status !== 400 || error?.code !== 'VALIDATION_FAILED')
          problems.push(
            `${key}?${line.size}=${line.max + 1}: ${over.status} ${JSON.stringify(over.body).slice(0, 200)}`,
          );
        const atMax = await ownerCall(key, line.size, line.max);
        if (atMax.status !== 200) problems.push(`${key}?${line.size}=${line.max}: ${atMax.status}`);
        const body = atMax.body as Record<string, unknown> | unknown[];
        for (const list of line.lists) {
          const value = list === '' ? body : (body as Record<string, unknown>)[list];
          if (Array.isArray(value) && value.length > line.max && list === line.lists[0])
            problems.push(`${key}: ${value.length} ${list || 'rows'} for ${line.size}=${line.max}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('GET /api/orders pages a golfer with more orders than a page holds: capped pages, the cursor reaches every order once', async () => {
    const { owner, orderId } = await fx.order('golfer');
    const [paid] = await server.app.db.select().from(orders).where(eq(orders.id, orderId));
    // More orders than the largest page, each older than the one before (copies of the paid one).
    const older = Array.from({ length: ORDERS_PAGE_SIZE_MAX + 5 }, (_, index) => {
      const { id: _id, ...row } = paid!;
      return {
        ...row,
        orderNumber: `${paid!.orderNumber}-${index}`,
        createdAt: new Date(paid!.createdAt.getTime() - (index + 1) * 60_000),
      };
    });
    await server.app.db.insert(orders).values(older);
    const total = older.length + 1;

    const first = await fx.api.get('/api/orders', optionsOf(owner));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(25); // the default page

    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page++) {
      const answer = await fx.api.get(
        `/api/orders?limit=${ORDERS_PAGE_SIZE_MAX}${before ? `&before=${before}` : ''}`,
        optionsOf(owner),
      );
      const rows = answer.body as { orderId: string; orderNumber: string }[];
      expect(rows.length).toBeLessThanOrEqual(ORDERS_PAGE_SIZE_MAX);
      seen.push(...rows.map((row) => row.orderNumber));
      if (rows.length < ORDERS_PAGE_SIZE_MAX) break;
      before = rows.at(-1)!.orderId;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe(paid!.orderNumber); // newest first
    expect(seen.at(-1)).toBe(`${paid!.orderNumber}-${ORDERS_PAGE_SIZE_MAX + 4}`);

    const tooMany = await fx.api.get(`/api/orders?limit=${ORDERS_PAGE_SIZE_MAX + 1}`, optionsOf(owner));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(`A page holds at most ${ORDERS_PAGE_SIZE_MAX} orders`);
    // Another golfer's order as the cursor gives nothing of theirs.
    const stranger = await fx.golfer();
    const theirs = await fx.api.get(`/api/orders?before=${orderId}`, optionsOf(stranger));
    expect(theirs.body).toEqual([]);
  });
});

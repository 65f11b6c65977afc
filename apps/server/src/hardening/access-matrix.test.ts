import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions } from '../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import {
  createFixtures,
  type Fixtures,
  HOME_ALIAS,
  MATRIX_NOW,
  optionsOf,
  OTHER_ALIAS,
  type Principal,
} from './access-fixtures.ts';
import { ACCESS_MATRIX, EXTRA_TARGETS, type Target } from './access-matrix.table.ts';
import { openApiOperations } from './openapi-operations.ts';

// ASVS 8.2.2 / 8.4.1: every operation of the OpenAPI document, tried as each kind of caller.

let server: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000', LOGIN_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
});
afterAll(() => server?.close());

type Actor =
  | 'no session'
  | 'another golfer'
  | 'a guest session'
  | "another alias's staff"
  | 'the owner through another alias'
  | 'the owner';

/** The other alias's seeded staff member, tried on the home alias against staff-owned lines. */
const OTHER_ALIAS_STAFF = 'manager@eaglesnest.example';

async function actorsOf(owner: Principal): Promise<[Actor, CallOptions][]> {
  return [
    ['no session', optionsOf(null)],
    ['another golfer', optionsOf(await fx.golfer())],
    ['a guest session', optionsOf(await fx.guest())],
    // Operator-console lines (a staff owner): a staff token of another alias, sent to this one.
    ...(owner.staffToken
      ? [
          ["another alias's staff", optionsOf(await fx.staff(OTHER_ALIAS_STAFF, OTHER_ALIAS), HOME_ALIAS)] as [
            Actor,
            CallOptions,
          ],
        ]
      : []),
    ['the owner through another alias', optionsOf(owner, OTHER_ALIAS)],
    ['the owner', optionsOf(owner, HOME_ALIAS)],
  ];
}

function call(method: string, target: Target, options: CallOptions) {
  const withHeaders = target.headers ? { ...options, headers: { ...options.headers, ...target.headers } } : options;
  return fx.api.call(
    method,
    target.path,
    method === 'GET' || method === 'HEAD' ? undefined : (target.body ?? {}),
    withHeaders,
  );
}

describe('the access matrix', () => {
  it('has one line for every operation of the OpenAPI document, and none for operations that are gone', async () => {
    const operations = await openApiOperations(server);
    const missing = operations.filter((operation) => !(operation in ACCESS_MATRIX));
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !operations.includes(key));
    expect(missing, `operations without a line in hardening/access-matrix.table.ts: ${missing.join(', ')}`).toEqual([]);
    expect(
      stale,
      `lines of hardening/access-matrix.table.ts for operations that no longer exist: ${stale.join(', ')}`,
    ).toEqual([]);
  });

  it(
    'gives no caller but the owner a 2xx on an owned resource, and nobody else sees the owner’s data',
    { timeout: 600_000 },
    async () => {
      const operations = await openApiOperations(server);
      const leaks: string[] = [];
      const wrongOwnerStatus: string[] = [];
      let tried = 0;
      const lines = [
        ...operations.map((operation) => ({ operation, line: ACCESS_MATRIX[operation]! })),
        ...EXTRA_TARGETS.map(({ operation, ...line }) => ({ operation, line: { access: 'owned' as const, ...line } })),
      ];
      for (const { operation: key, line } of lines) {
        const operation = line.access === 'owned' ? `${key} (${line.resource})` : key;
        const [method, path] = key.split(' ') as [string, string];
        if (line.access === 'public') {
          if (!line.probe) continue;
          const target = await line.probe(fx);
          const answer = await call(method, { ...target, path: target.path ?? path }, optionsOf(null));
          tried++;
          const markers = target.owner?.markers ?? fx.main.markers;
          if (answer.status >= 500 || markers.some((marker) => JSON.stringify(answer.body ?? '').includes(marker)))
            leaks.push(`${operation} anonymously: ${answer.status}`);
          continue;
        }
        const target = await line.request(fx);
        const owner = target.owner ?? fx.main;
        for (const [actor, options] of await actorsOf(owner)) {
          const answer = await call(method, target, options);
          tried++;
          const text = JSON.stringify(answer.body ?? '');
          if (actor === 'the owner') {
            if (answer.status !== line.owner)
              wrongOwnerStatus.push(`${operation}: ${answer.status} ${text.slice(0, 200)} (table says ${line.owner})`);
            continue;
          }
          const seesData = owner.markers.some((marker) => text.includes(marker));
          const succeeded = line.access === 'owned' && answer.status >= 200 && answer.status < 300;
          if (seesData || succeeded || answer.status >= 500)
            leaks.push(`${operation} as ${actor}: ${answer.status} ${text.slice(0, 200)}`);
        }
      }
      console.log(
        `access matrix: ${operations.length} operations, ${tried} calls (operations × actors tried), ${leaks.length} leaks`,
      );
      expect(leaks).toEqual([]);
      expect(wrongOwnerStatus).toEqual([]);
    },
  );
});

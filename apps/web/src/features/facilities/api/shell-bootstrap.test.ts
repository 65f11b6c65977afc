import { SHELL_BOOTSTRAP_ID } from '@fairway/contract/facilities.contract';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import type { AliasResolution } from '../../../shared/api/alias.ts';
import { bookingEngineFixture, facilitiesFixture } from '../../../test/fixtures.ts';
import { mockApi, requestsTo } from '../../../test/mock-api.ts';
import { facilitiesApi } from './facilities-api.ts';
import { seedFacilitiesFromShell } from './shell-bootstrap.ts';

function writeShellBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SHELL_BOOTSTRAP_ID;
  block.textContent = text;
  document.head.append(block);
}

const bootstrap = () => ({ bookingEngine: bookingEngineFixture(), facilities: facilitiesFixture() });
const demo: AliasResolution = { kind: 'alias', alias: 'demo', source: 'query' };

afterEach(() => document.getElementById(SHELL_BOOTSTRAP_ID)?.remove());

describe('seedFacilitiesFromShell', () => {
  it("puts the shell's booking engine and facilities in the cache: the app asks the server for neither", async () => {
    const fetchMock = mockApi({});
    writeShellBlock(JSON.stringify(bootstrap()));
    const store = makeStore({ alias: demo });
    expect(seedFacilitiesFromShell(store)?.bookingEngine.alias).toBe('demo');
    const engine = await store.dispatch(facilitiesApi.endpoints.getBookingEngine.initiate(undefined));
    const facilities = await store.dispatch(facilitiesApi.endpoints.getFacilities.initiate(undefined));
    expect(engine.data?.name).toBe('Pine Valley Golf Club');
    expect(facilities.data?.map((facility) => facility.id)).toEqual([1, 2]);
    expect(requestsTo(fetchMock, '/api/booking-engine')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/facilities')).toHaveLength(0);
  });

  it('is used by a page without an alias (the server chose its default)', () => {
    writeShellBlock(JSON.stringify(bootstrap()));
    expect(seedFacilitiesFromShell(makeStore({ alias: { kind: 'none' } }))).not.toBeNull();
  });

  it.each<[string, AliasResolution, () => void]>([
    [
      'another alias (kept in the session)',
      { kind: 'alias', alias: 'maple-ridge', source: 'session' },
      () => writeShellBlock(JSON.stringify(bootstrap())),
    ],
    ['an invalid alias', { kind: 'invalid', raw: 'Not An Alias' }, () => writeShellBlock(JSON.stringify(bootstrap()))],
    ['malformed JSON', demo, () => writeShellBlock('{"bookingEngine":')],
    [
      'an answer the contract refuses',
      demo,
      () => writeShellBlock(JSON.stringify({ ...bootstrap(), facilities: [{ id: 'x' }] })),
    ],
    ['no block', demo, () => undefined],
  ])('is ignored for %s: the cache stays empty and the app asks the server', (_label, alias, write) => {
    write();
    const store = makeStore({ alias });
    expect(seedFacilitiesFromShell(store)).toBeNull();
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});

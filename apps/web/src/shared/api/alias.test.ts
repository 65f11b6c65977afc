import { afterEach, describe, expect, it } from 'vitest';
import { ALIAS_STORAGE_KEY, resolveAlias, resolveBrowserAlias } from './alias.ts';

describe('resolveAlias', () => {
  const base = { search: '', stored: null, hostname: 'localhost' };

  it('takes ?alias= first', () => {
    expect(
      resolveAlias({ ...base, search: '?alias=pine-valley', stored: 'demo', hostname: 'oak.example.com' }),
    ).toEqual({
      kind: 'alias',
      alias: 'pine-valley',
      source: 'query',
    });
  });

  it('then the alias remembered for this tab', () => {
    expect(resolveAlias({ ...base, stored: 'pine-valley', hostname: 'oak.example.com' })).toMatchObject({
      alias: 'pine-valley',
    });
  });

  it('then the host name', () => {
    expect(resolveAlias({ ...base, hostname: 'oak-hills.localhost' })).toMatchObject({
      alias: 'oak-hills',
      source: 'hostname',
    });
  });

  it('else none, so the server uses its default', () => {
    expect(resolveAlias(base)).toEqual({ kind: 'none' });
    expect(resolveAlias({ ...base, hostname: '127.0.0.1' })).toEqual({ kind: 'none' });
  });

  it('reports an invalid ?alias= instead of falling back to another engine', () => {
    expect(resolveAlias({ ...base, search: '?alias=%3Cscript%3E', stored: 'demo' })).toEqual({
      kind: 'invalid',
      raw: '<script>',
    });
  });
});

describe('resolveBrowserAlias', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('remembers ?alias= in sessionStorage so a reload without the query keeps it', () => {
    window.history.replaceState(null, '', '/teetimes?alias=pine-valley');
    expect(resolveBrowserAlias()).toMatchObject({ alias: 'pine-valley' });
    expect(sessionStorage.getItem(ALIAS_STORAGE_KEY)).toBe('pine-valley');

    window.history.replaceState(null, '', '/course/info');
    expect(resolveBrowserAlias()).toMatchObject({ alias: 'pine-valley', source: 'session' });
  });
});

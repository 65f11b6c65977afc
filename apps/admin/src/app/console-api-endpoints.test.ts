import { describe, expect, it } from 'vitest';

// Every screen injects its endpoints into the one console API. RTK Query keeps the first endpoint
// of a name and silently ignores a later one, so two screens that pick the same name would read
// each other's data: each name must be used once across the console.
const sources = import.meta.glob<string>('../**/*.api.ts', { query: '?raw', import: 'default', eager: true });

describe('the console API', () => {
  it('gives every endpoint of every screen a name of its own', () => {
    const files = new Map<string, string[]>();
    for (const [file, text] of Object.entries(sources))
      for (const [, name] of text.matchAll(/^\s+(\w+): build\.(?:query|mutation)\b/gm))
        files.set(name!, [...(files.get(name!) ?? []), file]);
    expect(files.size).toBeGreaterThan(20);
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});

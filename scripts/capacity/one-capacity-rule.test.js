import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../source-files.js';

// A tee time's capacity (4 players; a simulator bay's 6) is one rule of the domain package:
// MAX_PLAYERS_PER_TEE_TIME and its helpers in allowed-players.ts. A number written again
// elsewhere drifts from it the day the rule changes, so production code may not spell it out.

const root = join(import.meta.dirname, '..', '..');
const RULE_FILE = ['packages', 'domain', 'src', 'tee-times', 'allowed-players.ts'].join('/');
const SCANNED = ['apps', 'packages'];
/** Test code, fixtures and demo data may write concrete party sizes; build output is not source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'testing', 'seed', 'coverage']);
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const TEST_FILE = /\.(test|spec)\.[a-z]+$/;

/** What a written-out capacity looks like, and why it is refused. */
const PATTERNS = [
  { pattern: /\[\s*1\s*,\s*2\s*,\s*3\s*,\s*4\s*\]/, why: 'the party sizes 1 to 4: TEE_TIME_PARTY_SIZES' },
  {
    pattern: /\[\s*1\s*,\s*2\s*,\s*3\s*,\s*4\s*,\s*5\s*,\s*6\s*\]/,
    why: "a simulator's party sizes: partySizesUpTo(MAX_SIMULATOR_PLAYERS)",
  },
  {
    pattern: /\bgroupSize\s*:\s*(?:\d|[^,;]*[?:]\s*\(?\d)/,
    why: 'a group size: partyCapacity(isSimulator, groupSize)',
  },
  { pattern: /\bgroupSize\s*\?\?\s*\d/, why: "a bay's default group size: partyCapacity(true, groupSize)" },
  {
    pattern:
      /\b(?:const|let|var)\s+(?:\w*MAX_PLAYERS\w*|\w*PLAYERS_PER_\w*|\w*CAPACITY\w*|\w*GROUP_SIZE\w*)\s*(?::\s*[\w.]+\s*)?=\s*\d/,
    why: 'a capacity constant: MAX_PLAYERS_PER_TEE_TIME',
  },
];

/** Every line of `text` that writes a capacity out, with the pattern's reason. */
export function capacityLiterals(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of PATTERNS)
      if (pattern.test(line)) found.push({ line: index + 1, text: line.trim(), why });
  });
  return found;
}

const SCAN = { skippedDirs: SKIPPED_DIRS, source: SOURCE, testFile: TEST_FILE };

describe('one capacity rule', () => {
  it('recognises a written-out capacity', () => {
    expect(capacityLiterals('const choices = [1, 2, 3, 4].filter(fits);')).toHaveLength(1);
    expect(capacityLiterals('counts={[1,2,3,4,5,6]}')).toHaveLength(1);
    expect(capacityLiterals('groupSize: rate.isSimulator ? 6 : 4,\nsize = rate.groupSize ?? 6;')).toHaveLength(2);
    expect(
      capacityLiterals(
        'const MAX_PLAYERS = 4;\nexport const TEE_TIME_CAPACITY = 4;\nconst PLAYERS_PER_INTERVAL: number = 4;',
      ),
    ).toHaveLength(3);
    // Weekdays, an error code named like the rule and the rule's own name used are not capacities.
    expect(
      capacityLiterals(
        "const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];\nTEE_TIME_CAPACITY: 409,\nif (code === 'TEE_TIME_CAPACITY') {}\nconst seats = MAX_PLAYERS_PER_TEE_TIME;",
      ),
    ).toEqual([]);
  });

  it('production code of apps/ and packages/ takes the capacity from the domain rule only', () => {
    const offences = [];
    let scanned = 0;
    for (const top of SCANNED) {
      for (const file of sourceFiles(join(root, top), SCAN)) {
        const path = relative(root, file).split(sep).join('/');
        if (path === RULE_FILE) continue;
        scanned += 1;
        for (const hit of capacityLiterals(readFileSync(file, 'utf8')))
          offences.push(`${path}:${hit.line} ${hit.text} (use ${hit.why})`);
      }
    }
    expect(scanned).toBeGreaterThan(200);
    expect(offences).toEqual([]);
  });
});

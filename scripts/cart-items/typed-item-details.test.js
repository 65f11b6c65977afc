import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../source-files.js';

// A cart item's `extra` is parsed once, by the cart's repository, through the contract's schema of
// its type (cartItemDetailsSchema), so the server reads typed details. A cast of it would trust a
// JSON column again without checking it, so the server's production code may not write one.

const root = join(import.meta.dirname, '..', '..');
const SCANNED = join(root, 'apps', 'server', 'src');
/** Tests and their helpers may build rows and read answers however they like; build output is not source. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'testing', 'coverage']);
const SOURCE = /\.(ts|js|mjs)$/;
const TEST_FILE = /(\.(test|spec)\.[a-z]+|[.-]test-helpers\.ts|\.testing\.ts)$/;
const COMMENT = /^\s*(\/\/|\/?\*)/;

/** What a cast of an item's details looks like. */
const PATTERNS = [
  /\bextra\s+as\s/,
  /\bextra\s*(?:\?\?\s*\{\s*\}\s*)?\)\s*as\s/,
  /\bas\s+(?:\w+\.)?\w*Extra\b/,
  /<\w*Extra>\s*\w*\.?extra\b/,
];

/** Every code line of `text` that casts an item's details. */
export function extraCasts(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    if (!COMMENT.test(line) && PATTERNS.some((pattern) => pattern.test(line)))
      found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

const SCAN = { skippedDirs: SKIPPED_DIRS, source: SOURCE, testFile: TEST_FILE };

describe('typed cart item details', () => {
  it("recognises a cast of an item's details", () => {
    expect(
      extraCasts(
        [
          'const extra = item.extra as { name?: string };',
          'return { value: (item.extra as { value: number }).value };',
          'const facts = (row.extra ?? {}) as ItemHoldFacts;',
          'const tee = entry.item.extra as TeeTimeItemExtra;',
          'const gift = stored as GiftItemExtra;',
        ].join('\n'),
      ),
    ).toHaveLength(5);
    // Reading typed details, building them, and the words in a comment are not casts.
    expect(
      extraCasts(
        [
          'const { extra } = item;',
          'const product = child.type === "featured-product" ? child.extra : null;',
          'extra: { productId: product.id, name: product.name },',
          "// The item's extra as stored is parsed by the repository.",
          ' * an extra as the store writes it',
          "import { type TeeTimeItemExtra } from '@fairway/contract/cart.contract';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("the server's production code never casts an item's extra", () => {
    const offences = [];
    let scanned = 0;
    for (const file of sourceFiles(SCANNED, SCAN)) {
      scanned += 1;
      const path = relative(root, file).split(sep).join('/');
      for (const hit of extraCasts(readFileSync(file, 'utf8'))) offences.push(`${path}:${hit.line} ${hit.text}`);
    }
    expect(scanned).toBeGreaterThan(200);
    expect(offences).toEqual([]);
  });
});

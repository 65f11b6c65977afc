import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every relative link in the repository's markdown must lead to a file or folder inside the
// repository, and a link's #fragment to a heading of the linked markdown file: a newcomer follows
// these links, and a README that points outside the clone or at a moved file misleads them.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'artifacts',
  'results',
]);

function markdownFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : markdownFiles(join(folder, entry.name));
    return entry.name.endsWith('.md') ? [join(folder, entry.name)] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function proseOf(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets: inline `[text](target)` and reference definitions `[label]: target`. */
function linkTargets(markdown) {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]);
  return [...inline, ...references];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown) {
  const seen = new Map();
  return proseOfHeadings(markdown).map((heading) => {
    const slug = heading
      .toLowerCase()
      .replace(/<[^>]+>/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  });
}

function proseOfHeadings(markdown) {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) =>
    match[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim(),
  );
}

/** What is wrong with one relative link of `file`, or null. */
function problemOf(file, target) {
  const [pathPart, fragment] = target.split('#');
  const path = decodeURI(pathPart);
  const destination = path === '' ? file : resolve(dirname(file), path);
  const inside = relative(ROOT, destination);
  if (inside.startsWith('..') || inside.startsWith(sep)) return 'leads outside the repository';
  if (!existsSync(destination)) return 'leads to nothing';
  if (fragment && destination.endsWith('.md') && statSync(destination).isFile()) {
    if (!headingAnchors(readFileSync(destination, 'utf8')).includes(fragment)) return `has no heading #${fragment}`;
  }
  return null;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

describe('markdown links', () => {
  const files = markdownFiles(ROOT);

  it('finds the README', () => {
    expect(files).toContain(join(ROOT, 'README.md'));
  });

  it('every relative link resolves inside the repository', () => {
    const broken = files.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8'))
        .filter((target) => !EXTERNAL.test(target))
        .map((target) => ({ target, problem: problemOf(file, target) }))
        .filter(({ problem }) => problem !== null)
        .map(({ target, problem }) => `${relative(ROOT, file)}: ${target} ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('knows a broken link when it sees one', () => {
    const readme = join(ROOT, 'README.md');
    expect(problemOf(readme, '../outside.md')).toBe('leads outside the repository');
    expect(problemOf(readme, 'no-such-file.md')).toBe('leads to nothing');
    expect(problemOf(readme, 'README.md#no-such-heading')).toBe('has no heading #no-such-heading');
    expect(problemOf(readme, 'README.md#quick-start')).toBeNull();
    expect(linkTargets('see `[a](ignored.md)` and [b](kept.md)\n```\n[c](fenced.md)\n```\n[d]: ref.md')).toEqual([
      'kept.md',
      'ref.md',
    ]);
  });
});

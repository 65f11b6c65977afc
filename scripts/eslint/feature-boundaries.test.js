import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SCHEMA_OWNERS } from './feature-boundaries.js';
import { SCHEMA_BASELINE } from './schema-baseline.js';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function ruleIds(code, path) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => message.ruleId);
}

describe('lint import boundaries', () => {
  it('refuses a web feature importing another feature', async () => {
    const ids = await ruleIds(
      "export { x } from '../../cart/api/cart-api.ts';\n",
      'apps/web/src/features/tee-times/api/x.ts',
    );
    expect(ids).toContain('fairway/feature-boundaries');
  });

  it('refuses an operator console screen importing another screen, but lets it use shared/ and app/', async () => {
    const path = 'apps/admin/src/features/staff/staff-view.tsx';
    expect(await ruleIds("import { browserToday } from '../tee-sheet/tee-sheet-view.tsx';\n", path)).toContain(
      'fairway/feature-boundaries',
    );
    expect(await ruleIds("import '../../shared/data-table.tsx';\n", path)).not.toContain('fairway/feature-boundaries');
    expect(await ruleIds("import '../../app/console-api.ts';\n", path)).not.toContain('fairway/feature-boundaries');
    expect(
      await ruleIds("import '../features/staff/staff-view.tsx';\n", 'apps/admin/src/app/console-app.tsx'),
    ).not.toContain('fairway/feature-boundaries');
  });

  it("refuses a server file importing another area's internal file, also through a deeper path", async () => {
    const ids = await ruleIds(
      "import '../../../features/cart/cart.service.ts';\n",
      'apps/server/src/features/checkout/steps/pay.ts',
    );
    expect(ids).toContain('fairway/feature-boundaries');
    expect(await ruleIds("import './features/cart/cart.routes.ts';\n", 'apps/server/src/app.ts')).toContain(
      'fairway/feature-boundaries',
    );
    expect(await ruleIds("import '../features/cart/cart.repository.ts';\n", 'apps/server/src/plugins/x.ts')).toContain(
      'fairway/feature-boundaries',
    );
  });

  it("lets any server file import another area's public file, and its own area's files", async () => {
    expect(await ruleIds("import '../cart/cart.public.ts';\n", 'apps/server/src/features/checkout/x.ts')).not.toContain(
      'fairway/feature-boundaries',
    );
    expect(await ruleIds("import './features/cart/cart.public.ts';\n", 'apps/server/src/app.ts')).not.toContain(
      'fairway/feature-boundaries',
    );
    expect(await ruleIds("import './cart.repository.ts';\n", 'apps/server/src/features/cart/x.ts')).not.toContain(
      'fairway/feature-boundaries',
    );
  });

  it("lets only tests import another area's testing file", async () => {
    const code = "import '../cart/cart.testing.ts';\n";
    expect(await ruleIds(code, 'apps/server/src/features/checkout/x.test.ts')).not.toContain(
      'fairway/feature-boundaries',
    );
    expect(await ruleIds("import '../features/cart/cart.testing.ts';\n", 'apps/server/src/test/x.ts')).not.toContain(
      'fairway/feature-boundaries',
    );
    expect(await ruleIds(code, 'apps/server/src/features/checkout/x.ts')).toContain('fairway/feature-boundaries');
    expect(
      await ruleIds("import '../cart/cart.service.ts';\n", 'apps/server/src/features/checkout/x.test.ts'),
    ).toContain('fairway/feature-boundaries');
  });

  it("refuses an area importing another area's db/schema file, but not its own or infrastructure's", async () => {
    expect(
      await ruleIds("import '../../db/schema/cart.ts';\n", 'apps/server/src/features/checkout/new-file.ts'),
    ).toContain('fairway/feature-boundaries');
    expect(
      await ruleIds("import '../../db/schema/checkout.ts';\n", 'apps/server/src/features/checkout/new-file.ts'),
    ).not.toContain('fairway/feature-boundaries');
    expect(
      await ruleIds("import '../../db/schema/columns.ts';\n", 'apps/server/src/features/checkout/new-file.ts'),
    ).not.toContain('fairway/feature-boundaries');
  });

  it("lets test code import another area's schema, while a production file of the same area may not", async () => {
    const code = "import { orders } from '../../db/schema/checkout.ts';\nexport { orders };\n";
    for (const path of [
      'apps/server/src/features/store/new-flow.test.ts',
      'apps/server/src/features/store/store-test-helpers.ts',
    ])
      expect(await ruleIds(code, path), path).not.toContain('fairway/feature-boundaries');
    expect(
      await ruleIds(code.replace('../../', '../../../'), 'apps/server/src/features/store/testing/seed-orders.ts'),
    ).not.toContain('fairway/feature-boundaries');
    expect(await ruleIds(code, 'apps/server/src/features/store/new-flow.ts')).toContain('fairway/feature-boundaries');
    expect(
      await ruleIds(code, 'apps/server/src/features/store/testing-notes.ts'),
      'a production file whose name merely starts with testing',
    ).toContain('fairway/feature-boundaries');
  });

  it('lists no test file in the schema baseline (test code needs no entry)', () => {
    const testFiles = SCHEMA_BASELINE.map(([file]) => file).filter((file) =>
      /(\.test\.ts|\.testing\.ts|test-helpers[^/]*)$|(^|\/)testing\//.test(file),
    );
    expect(testFiles).toEqual([]);
  });

  it('keeps the schema baseline exact: every listed pair names a file that still imports that schema', async () => {
    for (const [file, schema] of SCHEMA_BASELINE) {
      expect(Object.keys(SCHEMA_OWNERS), file).toContain(schema);
      const source = readFileSync(join(root, 'apps/server/src', file), 'utf8');
      expect(source, `${file} -> ${schema}`).toMatch(new RegExp(`db/schema/${schema}\\.ts'`));
    }
    const [file, schema] = SCHEMA_BASELINE[0];
    const stale = await ruleIds('export {};\n', join('apps/server/src', file));
    expect(stale, `${file} without ${schema}`).toContain('fairway/feature-boundaries');
  });

  it('allows imports inside a feature, from shared/ and from packages', async () => {
    const code = [
      "import './local.ts';",
      "import '../components/button.tsx';",
      "import '../../../shared/api/base-api.ts';",
      "import '@fairway/domain/facilities/alias';",
      '',
    ].join('\n');
    expect(await ruleIds(code, 'apps/web/src/features/tee-times/api/x.ts')).not.toContain('fairway/feature-boundaries');
  });

  it('lets app/ compose features', async () => {
    const ids = await ruleIds("import '../features/cart/api/cart-api.ts';\n", 'apps/web/src/app/store.ts');
    expect(ids).not.toContain('fairway/feature-boundaries');
  });

  it('keeps frameworks and the contract out of packages/domain', async () => {
    expect(await ruleIds("import 'react';\n", 'packages/domain/src/cart/x.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import 'node:fs';\n", 'packages/domain/src/cart/x.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import '@fairway/contract/errors.contract';\n", 'packages/domain/src/cart/x.ts')).toContain(
      'no-restricted-imports',
    );
  });
});

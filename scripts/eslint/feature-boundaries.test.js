import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function ruleIds(code, path) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => message.ruleId);
}

describe('lint import boundaries', () => {
  it('refuses a web feature importing another feature', async () => {
    const ids = await ruleIds("export { x } from '../../cart/api/cart-api.ts';\n", 'apps/web/src/features/tee-times/api/x.ts');
    expect(ids).toContain('fairway/feature-boundaries');
  });

  it('refuses a server feature importing another feature, also through a deeper path', async () => {
    const ids = await ruleIds("import '../../../features/cart/cart.service.ts';\n", 'apps/server/src/features/checkout/steps/pay.ts');
    expect(ids).toContain('fairway/feature-boundaries');
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

import { ACTIVITY_CODES } from '@fairway/domain/admin/activity-codes';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Activity describes every action the server writes to the audit log. `auditStaffAction`
// takes only the registry's codes (a type error otherwise); this scan also holds the code that
// the type cannot see: the one place rows are inserted, and every code-shaped literal where audit
// entries are written.

const SRC = join(import.meta.dirname, '..', '..');
const INSERT_SITE = 'features/admin/staff.repository.ts';

function productionFiles(): { path: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.(test|spec)\.ts$/.test(file))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !/(^|\/)(test|testing|seed)\//.test(file))
    .map((path) => ({ path, text: readFileSync(join(SRC, path), 'utf8') }));
}

/** String literals shaped like an action code (area.verb) in a file that writes audit entries. */
function codeLiterals(text: string): string[] {
  if (!/auditStaffAction|AuditHook|auditOf\(/.test(text)) return [];
  return [...text.matchAll(/(['"])([a-z][a-z-]*\.[a-z][a-z-]*)\1/g)].map((match) => match[2]!);
}

describe('audit action codes', () => {
  const files = productionFiles();

  it('finds code literals where entries are written, and only there', () => {
    expect(codeLiterals("await auditStaffAction(tx, actor, { action: 'rate.remove' });")).toEqual(['rate.remove']);
    expect(codeLiterals("const job = 'admin.dead-staff-sessions';")).toEqual([]);
  });

  it('inserts audit rows in one place only: auditStaffAction', () => {
    expect(files.length).toBeGreaterThan(100);
    const inserting = files
      .filter(({ text }) => /\.insert\(\s*adminAuditLog\b|insert\s+into\s+"?admin_audit_log/i.test(text))
      .map(({ path }) => relative('.', path));
    expect(inserting).toEqual([INSERT_SITE]);
  });

  it('writes no action code the Activity cannot describe', () => {
    const known = new Set<string>(ACTIVITY_CODES);
    const written = files.flatMap(({ path, text }) => codeLiterals(text).map((code) => ({ path, code })));
    expect(written.length).toBeGreaterThanOrEqual(ACTIVITY_CODES.length);
    expect(written.filter(({ code }) => !known.has(code))).toEqual([]);
  });
});

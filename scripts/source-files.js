import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every production source file under `dir`, for the tests that scan the code for a rule written
 * twice: skips dot entries, the directories named in `skippedDirs`, and files matching `testFile`.
 */
export function* sourceFiles(dir, { skippedDirs, source, testFile }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* sourceFiles(path, { skippedDirs, source, testFile });
    } else if (source.test(entry.name) && !testFile.test(entry.name)) {
      yield path;
    }
  }
}

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { splitEnglish } from './src/shared/i18n/english-split.ts';

const VIRTUAL = /^\0english-(core|areas):(.+)$/;

/** Serves `…/en.json?core` and `…/en.json?areas`: the halves of en.json that splitEnglish makes, as JSON. */
export function englishSplit(): Plugin {
  return {
    name: 'fairway:english-split',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = /^(.+\/en\.json)\?(core|areas)$/.exec(source);
      const path = match?.[1];
      if (!match || !path) return null;
      const file = await this.resolve(path, importer, { skipSelf: true });
      return file ? `\0english-${match[2]}:${file.id}` : null;
    },
    load(id) {
      const match = VIRTUAL.exec(id);
      if (!match) return null;
      const [, half, file] = match as unknown as [string, 'core' | 'areas', string];
      this.addWatchFile(file);
      // Vite's JSON plugin turns the id (it ends in .json) into a module, as for any JSON file.
      return JSON.stringify(splitEnglish(JSON.parse(readFileSync(file, 'utf8')))[half]);
    },
  };
}

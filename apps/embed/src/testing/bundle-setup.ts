// Vitest global setup (runs in Node, where esbuild works; jsdom breaks esbuild's TextEncoder check):
// builds embed.js exactly as build.mjs does, plus a probe of the contract parsers bundled the same
// way, and hands both to the tests as source text.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { embedBuildOptions } from '../../build-options.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dist/embed.js as the build produces it. */
    embedBundle: string;
    /** An IIFE that returns `{ parseAppToHostMessage, parseHostToAppMessage, themePatchSchema }`, bundled like embed.js. */
    contractProbeBundle: string;
  }
}

const probeSource = `
export { parseAppToHostMessage, parseHostToAppMessage } from '@fairway/contract/host-bridge.contract';
export { themePatchSchema } from '@fairway/contract/theme.contract';
`;

/** Builds the bundles once per run and provides them to every embed test. */
export default async function setup(project: TestProject): Promise<void> {
  const embed = await build(embedBuildOptions({ write: false }));
  const probe = await build(
    embedBuildOptions({
      entryPoints: undefined,
      stdin: { contents: probeSource, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'ts' },
      globalName: 'contractProbe',
      write: false,
    }),
  );
  project.provide('embedBundle', embed.outputFiles![0]!.text);
  project.provide('contractProbeBundle', `${probe.outputFiles![0]!.text};return contractProbe;`);
}

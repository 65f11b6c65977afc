import type { BuildOptions, Plugin } from 'esbuild';

/** Resolves bare `zod` to the small classic-subset facade over zod/mini. */
export declare const zodClassicSubsetPlugin: Plugin;
/** The options that turn an entry point into a self-contained, minified IIFE for host pages. */
export declare function embedBuildOptions(overrides?: BuildOptions): BuildOptions;

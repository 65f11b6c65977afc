import type { BuildOptions } from 'esbuild';

/** The options that turn an entry point into a self-contained, minified IIFE for host pages. */
export declare function embedBuildOptions(overrides?: BuildOptions): BuildOptions;

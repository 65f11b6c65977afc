import { assertThemePatch } from './theme-patch.ts';
import type { HostBridge } from './host-bridge.ts';

/** One mounted booking engine, as host pages see it in `window.Fairway.instances`. */
export interface FairwayEmbed {
  readonly alias: string;
  readonly iframe: HTMLIFrameElement;
  /** Shows a theme in the engine without saving it (css-preview). `{}` clears the preview. */
  previewTheme(patch: unknown): void;
  /** Tells the engine a theme was saved (theme-updated). */
  updateTheme(patch: unknown): void;
  /** Removes the frame and stops listening. */
  destroy(): void;
}

/** `window.Fairway`: every embed on the page, and theme calls that reach one or all of them. */
interface FairwayApi {
  readonly version: 1;
  readonly instances: Record<string, FairwayEmbed>;
  /** css-preview to the embed with this alias, or to every embed when alias is omitted. */
  previewTheme(patch: unknown, alias?: string): void;
  /** theme-updated to the embed with this alias, or to every embed when alias is omitted. */
  updateTheme(patch: unknown, alias?: string): void;
}

/** The window property that holds the public API. */
export interface FairwayWindow {
  Fairway?: FairwayApi;
}

/** An embed's public face: theme calls validated against the contract before anything is sent. */
export function createFairwayEmbed(
  alias: string,
  iframe: HTMLIFrameElement,
  bridge: HostBridge,
  destroy: () => void,
): FairwayEmbed {
  return {
    alias,
    iframe,
    previewTheme(patch) {
      bridge.send({ type: 'css-preview', theme: assertThemePatch(patch, 'previewTheme') });
    },
    updateTheme(patch) {
      bridge.send({ type: 'theme-updated', theme: assertThemePatch(patch, 'updateTheme') });
    },
    destroy,
  };
}

function createApi(): FairwayApi {
  const instances: Record<string, FairwayEmbed> = {};
  const targets = (alias: string | undefined, caller: string): FairwayEmbed[] => {
    if (alias === undefined) return Object.values(instances);
    const embed = instances[alias];
    if (!embed) throw new Error(`Fairway.${caller}: no booking engine with alias "${alias}" on this page`);
    return [embed];
  };
  return {
    version: 1,
    instances,
    previewTheme(patch, alias) {
      const theme = assertThemePatch(patch, 'previewTheme');
      for (const embed of targets(alias, 'previewTheme')) embed.previewTheme(theme);
    },
    updateTheme(patch, alias) {
      const theme = assertThemePatch(patch, 'updateTheme');
      for (const embed of targets(alias, 'updateTheme')) embed.updateTheme(theme);
    },
  };
}

/**
 * Adds an embed to `window.Fairway` (created on first use and shared by every copy of embed.js on
 * the page) under its alias, or `alias#2`, `alias#3`… when the same alias is embedded again.
 * Returns the key it was registered under.
 */
export function registerEmbed(win: FairwayWindow, embed: FairwayEmbed): string {
  const existing = win.Fairway;
  const api =
    existing && existing.version === 1 && typeof existing.instances === 'object'
      ? existing
      : (win.Fairway = createApi());
  let key = embed.alias;
  for (let n = 2; key in api.instances; n += 1) key = `${embed.alias}#${n}`;
  api.instances[key] = embed;
  return key;
}

/** Removes an embed registered under `key` from `window.Fairway`. */
export function unregisterEmbed(win: FairwayWindow, key: string): void {
  if (win.Fairway) Reflect.deleteProperty(win.Fairway.instances, key);
}

import { ALIAS_PATTERN } from '@fairway/domain/facilities/alias';
import { originOf } from '@fairway/domain/host-bridge/allowed-origin';

/** What one embed script tag asks for, read from its src and data-* attributes. */
export interface EmbedOptions {
  /** Booking-engine alias (data-alias, required). */
  alias: string;
  /** Origin of the app, taken from the script's own src: the only origin messages go to and come from. */
  appOrigin: string;
  /** UI language (data-lang), or null for the app's default. */
  lang: string | null;
  /** Initial route inside the app (data-path), default "/". */
  path: string;
  /** CSS selector of the element to mount into (data-target), or null to mount after the script. */
  target: string | null;
}

const LANG_PATTERN = /^[a-z]{2}(?:-[A-Za-z]{2})?$/;

/** Reads and checks a script tag's options; throws an Error naming the attribute that is wrong. */
export function readEmbedOptions(script: HTMLScriptElement): EmbedOptions {
  const appOrigin = originOf(script.src);
  if (!appOrigin || !/^https?:/.test(appOrigin)) {
    throw new Error(`embed.js needs an http(s) src to know the app origin (got "${script.src}")`);
  }
  const alias = (script.getAttribute('data-alias') ?? '').trim();
  if (!ALIAS_PATTERN.test(alias)) {
    throw new Error(`data-alias must be a booking-engine alias such as "maple-ridge" (got "${alias}")`);
  }
  const lang = script.getAttribute('data-lang')?.trim() || null;
  if (lang !== null && !LANG_PATTERN.test(lang)) {
    throw new Error(`data-lang must be a language code such as "fr" (got "${lang}")`);
  }
  const path = script.getAttribute('data-path')?.trim() || '/';
  const target = script.getAttribute('data-target')?.trim() || null;
  return { alias, appOrigin, lang, path, target };
}

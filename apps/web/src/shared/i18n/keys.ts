import type { ErrorCode } from '@fairway/contract/errors.contract';
import type en from './locales/en.json';
import englishCore from './locales/en.json?core';

// Type guards for keys computed at run time (from domain rules or server answers), so
// `t()` stays fully typed and an unexpected value falls back instead of showing a raw key.

/** A header-tab title key under `tabs.`. */
export type TabKey = keyof typeof en.tabs;
/** A page-title key under `pageTitles.`. */
export type PageTitleKey = keyof typeof en.pageTitles;
/** A screen heading key under `screens.`. */
export type ScreenKey = keyof typeof en.screens;

/** Whether `key` names a header-tab title. */
export function isTabKey(key: string): key is TabKey {
  return Object.hasOwn(englishCore['tabs'] as object, key);
}

/** Whether `key` names a page title. */
export function isPageTitleKey(key: string): key is PageTitleKey {
  return Object.hasOwn(englishCore['pageTitles'] as object, key);
}

/** The i18n key of an API error code's message. */
export function errorMessageKey(code: ErrorCode): `errors.${ErrorCode}` {
  return `errors.${code}`;
}

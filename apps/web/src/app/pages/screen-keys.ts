import type { PageTitleKey, ScreenKey } from '../../shared/i18n/keys.ts';

/** A translated heading: a page title (when the route has one) or a screen name. */
export type HeadingKey = `pageTitles.${PageTitleKey}` | `screens.${ScreenKey}`;

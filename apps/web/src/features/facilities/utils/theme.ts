import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { Theme, ThemePatch } from '@fairway/contract/theme.contract';
import { AA_NORMAL_TEXT, ensureContrast, readableTextColor } from '@fairway/domain/facilities/color-contrast';

/** The theme part of a booking engine's appearance settings. */
export function themeFromAppearance(appearance: FacilitySettings['appearance']): Theme {
  return {
    primaryColor: appearance.primaryColor,
    secondaryColor: appearance.secondaryColor,
    headerImage: appearance.headerImage,
    backgroundImage: appearance.backgroundImage,
    noResultsColor: appearance.noResultsColor,
    salesBanner: appearance.salesBanner,
  };
}

/** The theme with a (host preview) patch applied over it; absent fields keep their value. */
export function applyThemePatch(theme: Theme, patch: ThemePatch | null): Theme {
  if (!patch) return theme;
  const patched = { ...theme };
  for (const key of Object.keys(patch) as (keyof Theme)[]) {
    if (patch[key] !== undefined) Object.assign(patched, { [key]: patch[key] });
  }
  return patched;
}

// Image references are validated by the contract (no quotes, parentheses, backslashes or
// spaces), so wrapping them in url("…") cannot break out of the value.
const cssUrl = (url: string | null) => (url ? `url("${url}")` : 'none');

/**
 * The CSS custom properties of a theme. Besides the raw colours it derives text colours that
 * meet WCAG AA: `--fw-on-primary` (black or white text on primary), `--fw-primary-text`
 * (primary adjusted to be readable as text on white), and likewise for the secondary colour.
 */
export function themeVariables(theme: Theme): Record<string, string> {
  const noResults = theme.noResultsColor ?? theme.secondaryColor;
  return {
    '--fw-primary': theme.primaryColor,
    '--fw-on-primary': readableTextColor(theme.primaryColor),
    '--fw-primary-text': ensureContrast(theme.primaryColor, '#ffffff', AA_NORMAL_TEXT),
    '--fw-secondary': theme.secondaryColor,
    '--fw-on-secondary': readableTextColor(theme.secondaryColor),
    '--fw-secondary-text': ensureContrast(theme.secondaryColor, '#ffffff', AA_NORMAL_TEXT),
    '--fw-no-results': noResults,
    '--fw-no-results-text': ensureContrast(noResults, '#ffffff', AA_NORMAL_TEXT),
    '--fw-header-image': cssUrl(theme.headerImage),
    '--fw-background-image': cssUrl(theme.backgroundImage),
  };
}

/** Sets the theme's custom properties on an element, through the CSSOM only (never CSS text). */
export function applyThemeVariables(element: HTMLElement, variables: Record<string, string>): void {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
}

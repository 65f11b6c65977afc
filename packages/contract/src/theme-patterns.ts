// The theme's value patterns without zod, so the console checks a draft the way the contract's
// schemas (theme.contract.ts) will, without loading zod.

/** A CSS colour the theme accepts: hex only, so a stored value cannot inject CSS. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** An image reference: a site-relative path or an http(s) URL without characters that break out of url(). */
export const IMAGE_URL_PATTERN = /^(?:https?:\/\/|\/)[^\s"'()\\<>]*$/;

/** The longest image reference. */
export const IMAGE_URL_MAX = 2048;

/** The longest sales banner. */
export const SALES_BANNER_MAX = 500;

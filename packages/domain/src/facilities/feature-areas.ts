/** Feature areas a booking engine can switch on as header tabs (SPEC §9). */
export const FEATURE_AREAS = ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'STORE', 'ORDERS'] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

/** Tabs active when a booking engine does not say otherwise (SPEC §2). */
export const DEFAULT_ACTIVE_TABS: FeatureArea[] = ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS'];

/** Scope kinds of a booking engine configuration (SPEC §9). */
export const SCOPE_KINDS = ['course', 'organization', 'group'] as const;

/** Currencies the product prices in (SPEC §9). */
export const CURRENCY_CODES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

// What other areas' tests may use of tee-times beyond its public file: test fixtures and
// internals a test drives directly. Production code never imports it (scripts/eslint/feature-boundaries.js).

export { unavailableWeather } from './weather-provider.ts';

// What other areas and the composition root (app.ts) may use of profile: the only file of
// features/profile/ they import (scripts/eslint/feature-boundaries.js).

export { profileRoutes } from './profile.routes.ts';

// What other areas and the composition root (app.ts) may use of golf-id: the only file of
// features/golf-id/ they import (scripts/eslint/feature-boundaries.js).

export { SandboxGolfIdProvider } from './sandbox-provider.ts';
export { golfIdArea } from './golf-id.area.ts';

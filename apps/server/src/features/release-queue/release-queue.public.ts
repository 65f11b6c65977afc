// What other areas and the composition root (app.ts) may use of release-queue: the only file of
// features/release-queue/ they import (scripts/eslint/feature-boundaries.js).

export { LineJumpRefused, sendToBackOfLine } from './line-jump.ts';
export { createReleaseClock } from './release-clock.ts';
export type { ReleaseGate, ReleaseTurnCheck } from './release-gate-types.ts';
export { createReleaseTurnCheck, releaseCheckoutLimit, releaseGate } from './release-gate.ts';
export { releaseQueueRoutes } from './release-queue.routes.ts';

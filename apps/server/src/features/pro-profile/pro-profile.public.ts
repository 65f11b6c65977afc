// What other areas and the composition root (app.ts) may use of pro-profile: the only file of
// features/pro-profile/ they import (scripts/eslint/feature-boundaries.js).

export {
  lockCreditBook,
  restoreCreditBooks,
  type UsableCreditBook,
  usableCreditBooks,
  useCreditBook,
} from './credit-book-tender.ts';
export { creditBookHolder, issueRainCheckCreditBook } from './rain-check-credit-book.ts';
export { proProfileRoutes } from './pro-profile.routes.ts';

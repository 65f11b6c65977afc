// What other areas and the composition root (app.ts) may use of admin: the only file of
// features/admin/ they import (scripts/eslint/feature-boundaries.js).

export { adminArea } from './admin.area.ts';
export { counterSalePaymentsOf } from './counter-sales.repository.ts';
export { staffPaymentMethodsOf } from './tee-sheet-operations.repository.ts';
export { refreshStaleOrders, storedEntryMismatches } from './end-of-day-entries.ts';

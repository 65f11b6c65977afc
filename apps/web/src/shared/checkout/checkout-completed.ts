import { createAction } from '@reduxjs/toolkit';

/**
 * A checkout finished and paid (SPEC §4: payment success clears the cart). The cart slice resets
 * its markers and errors on it; features cannot import each other, so the action lives here.
 */
export const checkoutCompleted = createAction<{ cartId: string; orderId: string }>('checkout/completed');

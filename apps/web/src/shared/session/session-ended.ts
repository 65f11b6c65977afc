import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched when a golfer signs out: features drop what belonged to the person who left
 * (the cart and its remembered id), so nothing leaks to the next person on a shared computer.
 */
export const sessionEnded = createAction('session/ended');

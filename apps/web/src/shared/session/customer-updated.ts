import type { User } from '@fairway/contract/profile.contract';
import { createAction } from '@reduxjs/toolkit';

/** Dispatched when the profile changed the signed-in customer, so the session shows the new data. */
export const customerUpdated = createAction<User>('session/customerUpdated');

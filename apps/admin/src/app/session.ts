import { createSlice } from '@reduxjs/toolkit';
import type { StaffMember } from '@fairway/contract/admin.contract';
import { sessionEnded } from './console-api.ts';
import { sessionApi } from './session.api.ts';

/** Who the console calls as: the alias of the page, the staff token once signed in, and who that is. */
export interface SessionState {
  alias: string | null;
  token: string | null;
  /** Known once the sign-in or the kept token's session answered. */
  staff: StaffMember | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { alias: null, token: null, staff: null } as SessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state) => {
        state.token = null;
        state.staff = null;
      })
      .addMatcher(sessionApi.endpoints.signIn.matchFulfilled, (state, { payload }) => {
        state.token = payload.sessionToken ?? null;
        state.staff = payload.staff;
      })
      .addMatcher(sessionApi.endpoints.session.matchFulfilled, (state, { payload }) => {
        state.staff = payload.staff;
      })
      // A kept token the server no longer knows (or cannot check): sign in again.
      .addMatcher(sessionApi.endpoints.session.matchRejected, (state, action) => {
        if (action.payload) {
          state.token = null;
          state.staff = null;
        }
      });
  },
});

export const selectSession = (state: { session: SessionState }): SessionState => state.session;

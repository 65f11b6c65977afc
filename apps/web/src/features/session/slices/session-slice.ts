import type { User } from '@fairway/contract/profile.contract';
import type { AuthenticationType, GuestIdentity } from '@fairway/contract/session.contract';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { customerUpdated } from '../../../shared/session/customer-updated.ts';
import { sessionEnded } from '../../../shared/session/session-ended.ts';
import { isSessionExpiredAnswer } from '../../../shared/session/session-expired.ts';
import { sessionApi } from '../api/session-api.ts';

/** SPEC §4 session states (creating/updating/requesting live in the request hooks). */
type SessionStatus = 'start' | 'authenticating' | 'customer' | 'guest' | 'anonymous' | 'error';

/** Who is using the app. */
interface SessionState {
  status: SessionStatus;
  customer: User | null;
  authenticationType: AuthenticationType | null;
  isNewAccount: boolean;
  /** Bearer token of a sign-in on this page (kept in memory only; the HttpOnly cookie restores). */
  token: string | null;
  guest: GuestIdentity | null;
  /** Where to go after signing in (a page that asked for it). */
  loginRedirect: string | null;
  /** The server answered SESSION_EXPIRED to a signed-in call: the sign-in page says so. */
  expired: boolean;
}

const initialState: SessionState = {
  status: 'start',
  customer: null,
  authenticationType: null,
  isNewAccount: false,
  token: null,
  guest: null,
  loginRedirect: null,
  expired: false,
};

const signedIn = isAnyOf(sessionApi.endpoints.authenticate.matchFulfilled, sessionApi.endpoints.signUp.matchFulfilled);

/** The session: restored at start-up, set by sign-in and sign-up, cleared by sign-out or a 401. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedOut: (state) => ({ ...initialState, status: 'anonymous', loginRedirect: state.loginRedirect }),
    loginRedirectSaved: (state, action: PayloadAction<string | null>) => {
      state.loginRedirect = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(customerUpdated, (state, action) => {
        if (state.status === 'customer') state.customer = action.payload;
      })
      // Signed out by another feature (sign out everywhere, on the account screen).
      .addCase(sessionEnded, (state) =>
        state.status === 'anonymous'
          ? state
          : { ...initialState, status: 'anonymous', loginRedirect: state.loginRedirect },
      )
      .addMatcher(isSessionExpiredAnswer, (state) => {
        if (state.status !== 'customer') return;
        Object.assign(state, {
          ...initialState,
          status: 'anonymous',
          loginRedirect: state.loginRedirect,
          expired: true,
        });
      })
      .addMatcher(sessionApi.endpoints.restoreSession.matchFulfilled, (state, { payload }) => {
        if (state.status === 'customer' && state.token) return; // signed in meanwhile
        if (payload.kind === 'customer') {
          Object.assign(state, {
            status: 'customer',
            customer: payload.customer,
            authenticationType: payload.authenticationType,
            isNewAccount: payload.isNewAccount,
            guest: null,
          });
        } else if (payload.kind === 'guest') {
          Object.assign(state, {
            status: 'guest',
            guest: {
              guestEmailAddress: payload.guestEmailAddress,
              guestName: payload.guestName,
              guestPhone: payload.guestPhone,
            },
            customer: null,
          });
        } else {
          state.status = state.guest ? 'guest' : 'anonymous';
        }
      })
      // A 401 on restore: the server cleared the cookies; the visitor is anonymous.
      .addMatcher(sessionApi.endpoints.restoreSession.matchRejected, (state) => {
        if (state.status === 'start')
          Object.assign(state, { ...initialState, status: 'anonymous', loginRedirect: state.loginRedirect });
      })
      .addMatcher(sessionApi.endpoints.authenticate.matchPending, (state) => {
        if (state.status !== 'customer') state.status = 'authenticating';
      })
      .addMatcher(sessionApi.endpoints.authenticate.matchRejected, (state) => {
        if (state.status === 'authenticating') state.status = 'error';
      })
      .addMatcher(signedIn, (state, { payload }) => {
        Object.assign(state, {
          status: 'customer',
          customer: payload.customer,
          authenticationType: payload.authenticationType,
          isNewAccount: payload.isNewAccount,
          token: payload.sessionToken ?? null,
          guest: null,
          expired: false,
        });
      });
  },
});

/** Actions of the session slice. */
export const { signedOut, loginRedirectSaved } = sessionSlice.actions;

type WithSession = { session: SessionState };

/** The whole session state. */
export const selectSession = (state: WithSession) => state.session;
/** The signed-in customer (not a guest), or null. */
export const selectCustomer = (state: WithSession) =>
  state.session.status === 'customer' ? state.session.customer : null;
/** Whether a signed-in, non-guest customer uses the app (SPEC §6). */
export const selectIsCustomer = (state: WithSession) => state.session.status === 'customer';
/** Whether start-up's session restore has settled. */
export const selectSessionSettled = (state: WithSession) => state.session.status !== 'start';

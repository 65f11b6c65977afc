import { configureStore } from '@reduxjs/toolkit';
import { consoleApi } from './console-api.ts';
import { sessionSlice, type SessionState } from './session.ts';

/** The console's store: its session (alias, staff token) and RTK Query's cache. */
export function createConsoleStore(session: Pick<SessionState, 'alias' | 'token'>) {
  return configureStore({
    reducer: { session: sessionSlice.reducer, [consoleApi.reducerPath]: consoleApi.reducer },
    preloadedState: { session: { ...session, staff: null } },
    // The development checks of every action warn past 32 ms by default, which a loaded test machine reaches.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { warnAfter: 200 }, immutableCheck: { warnAfter: 200 } }).concat(
        consoleApi.middleware,
      ),
  });
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;

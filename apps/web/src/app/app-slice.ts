import { createSlice } from '@reduxjs/toolkit';

/** App-wide start-up state (SPEC §3 "an app-mounted flag"). */
export interface AppState {
  /** Start-up loaders have all succeeded once; later refetches never unmount the app. */
  mounted: boolean;
}

/** The app-mounted flag, set once the start-up loaders have finished. */
export const appSlice = createSlice({
  name: 'app',
  initialState: { mounted: false } as AppState,
  reducers: {
    /** Every start-up loader succeeded: show the app. */
    appMounted(state) {
      state.mounted = true;
    },
  },
});

/** Actions of the app slice. */
export const { appMounted } = appSlice.actions;

/** Whether start-up has completed. */
export function selectAppMounted(state: { app: AppState }): boolean {
  return state.app.mounted;
}

import { configureStore } from '@reduxjs/toolkit';
import { cartSlice } from '../features/cart/slices/cart-slice.ts';
import { hostBridgeSlice } from '../features/host-bridge/slices/host-bridge-slice.ts';
import { sessionSlice } from '../features/session/slices/session-slice.ts';
import { themePreviewSlice } from '../features/facilities/slices/theme-preview-slice.ts';
import type { AliasResolution } from '../shared/api/alias.ts';
import { baseApi } from '../shared/api/base-api.ts';
import { tenancySlice } from '../shared/api/tenancy-slice.ts';
import { appSlice } from './app-slice.ts';

/** Creates the Redux store for a tenant (one per app instance, and one per test). */
export function makeStore({ alias }: { alias: AliasResolution }) {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      tenancy: tenancySlice.reducer,
      app: appSlice.reducer,
      themePreview: themePreviewSlice.reducer,
      hostBridge: hostBridgeSlice.reducer,
      session: sessionSlice.reducer,
      cart: cartSlice.reducer,
    },
    preloadedState: { tenancy: { resolution: alias } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

/** The app's store. */
export type AppStore = ReturnType<typeof makeStore>;
/** The whole Redux state. */
export type RootState = ReturnType<AppStore['getState']>;
/** The store's dispatch, thunk-aware. */
export type AppDispatch = AppStore['dispatch'];

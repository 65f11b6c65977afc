import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { detectParentOrigin, isFramed } from '../utils/frame-detection.ts';

/** Whether the app runs in a host page's iframe, and that page's origin once known. */
export interface HostBridgeState {
  iframe: boolean;
  parentOrigin: string | null;
}

/** Reads the frame state of this window at store creation. */
function initialHostBridgeState(): HostBridgeState {
  const iframe = isFramed();
  return {
    iframe,
    parentOrigin: iframe
      ? detectParentOrigin({ ancestorOrigins: window.location.ancestorOrigins, referrer: document.referrer })
      : null,
  };
}

/** Iframe mode and the parent origin (SPEC §3 "iframe status"). */
export const hostBridgeSlice = createSlice({
  name: 'hostBridge',
  initialState: initialHostBridgeState,
  reducers: {
    /** An accepted iframeSaysHi: we are embedded, and the host is at this origin. */
    hostGreeted(state, action: PayloadAction<string>) {
      state.iframe = true;
      state.parentOrigin = action.payload;
    },
  },
});

/** Actions of the host bridge. */
export const { hostGreeted } = hostBridgeSlice.actions;

/** Whether the app is in iframe mode. */
export function selectIframeMode(state: { hostBridge: HostBridgeState }): boolean {
  return state.hostBridge.iframe;
}

/** The parent page's origin, when known. */
export function selectParentOrigin(state: { hostBridge: HostBridgeState }): string | null {
  return state.hostBridge.parentOrigin;
}

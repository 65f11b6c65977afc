import type { ThemePatch } from '@fairway/contract/theme.contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { facilitiesApi } from '../api/facilities-api.ts';

/** A theme the host page shows over the stored settings (live preview or just-saved theme). */
export interface ThemePreviewState {
  patch: ThemePatch | null;
  /** The host saved the theme: the next fresh booking-engine settings replace the patch. */
  awaitingSaved: boolean;
}

const initialState: ThemePreviewState = { patch: null, awaitingSaved: false };

/** The host's theme preview, applied over the booking engine's appearance settings. */
export const themePreviewSlice = createSlice({
  name: 'themePreview',
  initialState,
  reducers: {
    /**
     * css-preview: show this (partial) theme over the stored settings until further notice.
     * Each preview replaces the previous one, so an empty preview returns to the stored theme.
     */
    themePreviewed(state, action: PayloadAction<ThemePatch>) {
      state.patch = action.payload;
    },
    /** theme-updated: show the saved theme at once; the refetched settings then take over. */
    themeSaved(state, action: PayloadAction<ThemePatch>) {
      state.patch = { ...state.patch, ...action.payload };
      state.awaitingSaved = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(facilitiesApi.endpoints.getBookingEngine.matchFulfilled, (state) => {
      if (state.awaitingSaved) return initialState;
      return state;
    });
  },
});

/** Actions of the theme preview. */
export const { themePreviewed, themeSaved } = themePreviewSlice.actions;

/** The current preview patch, or null. */
export function selectThemePatch(state: { themePreview: ThemePreviewState }): ThemePatch | null {
  return state.themePreview.patch;
}

import type { Theme } from '@fairway/contract/theme.contract';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useBookingEngine } from '../api/facilities-api.ts';
import { selectThemePatch, type ThemePreviewState } from '../slices/theme-preview-slice.ts';
import { applyThemePatch, themeFromAppearance } from '../utils/theme.ts';

/** The theme in effect: the booking engine's appearance with any host preview over it; null before it loads. */
export function useTheme(): Theme | null {
  const { data: engine } = useBookingEngine();
  const patch = useSelector((state: { themePreview: ThemePreviewState }) => selectThemePatch(state));
  return useMemo(
    () => (engine ? applyThemePatch(themeFromAppearance(engine.settings.appearance), patch) : null),
    [engine, patch],
  );
}

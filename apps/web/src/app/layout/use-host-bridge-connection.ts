import type { ThemePatch } from '@fairway/contract/theme.contract';
import { useCallback, type RefObject } from 'react';
import { useDispatch } from 'react-redux';
import { refetchBookingEngine, useBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { themePreviewed, themeSaved } from '../../features/facilities/slices/theme-preview-slice.ts';
import { useHostBridge } from '../../features/host-bridge/hooks/use-host-bridge.ts';

/** Connects the host bridge to the facilities area: host theme messages re-theme the app. */
export function useHostBridgeConnection(rootRef: RefObject<HTMLElement | null>): void {
  const dispatch = useDispatch();
  const { data: engine } = useBookingEngine();
  const onThemePreview = useCallback((theme: ThemePatch) => dispatch(themePreviewed(theme)), [dispatch]);
  const onThemeSaved = useCallback(
    (theme: ThemePatch) => {
      dispatch(themeSaved(theme));
      dispatch(refetchBookingEngine());
    },
    [dispatch],
  );
  useHostBridge({
    rootRef,
    alias: engine?.alias ?? '',
    allowedOrigins: engine?.allowedOrigins ?? null,
    onThemePreview,
    onThemeSaved,
  });
}

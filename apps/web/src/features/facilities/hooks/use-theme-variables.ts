import { useLayoutEffect, type RefObject } from 'react';
import { applyThemeVariables, themeVariables } from '../utils/theme.ts';
import { useTheme } from './use-theme.ts';

/** Keeps the theme's CSS custom properties on `ref`'s element (the app root) in sync with the theme. */
export function useThemeVariables(ref: RefObject<HTMLElement | null>): void {
  const theme = useTheme();
  useLayoutEffect(() => {
    if (ref.current && theme) applyThemeVariables(ref.current, themeVariables(theme));
  }, [ref, theme]);
}

// Operator console: the contrast check of a theme before it is saved. The golfer app
// writes text on the primary, secondary and no-results colours in black or white
// (`readableTextColor`) and uses the primary colour itself for thin UI marks on white (the active
// tab's underline, progress bars, the header's loading ring).

import { AA_NORMAL_TEXT, contrastRatio, readableTextColor } from '../facilities/color-contrast.ts';

/** WCAG 2.x 1.4.11: the minimum contrast of UI components and graphics against their background. */
export const AA_NON_TEXT = 3;

/** The theme colours the check reads (hex, as the settings contract admits them). */
export interface ThemeColors {
  primaryColor: string;
  secondaryColor: string;
  /** null: the secondary colour. */
  noResultsColor: string | null;
}

/** Which theme colour a pair is about (a settings field of the appearance group). */
type ThemeColorField = keyof ThemeColors;

/** One pair of colours the golfer app shows together, and whether it is readable. */
export interface ContrastPair {
  field: ThemeColorField;
  /** `text` pairs need AA_NORMAL_TEXT and refuse the theme below it; `ui` pairs need AA_NON_TEXT and only warn. */
  kind: 'text' | 'ui';
  background: string;
  foreground: string;
  /** Rounded down to two decimals, so a shown 4.49 never passes. */
  ratio: number;
  minimum: number;
  ok: boolean;
}

/** The text colour the app writes on a background (black or white); replaceable to check another rule. */
export type TextColorRule = (background: string) => string;

const floor2 = (value: number) => Math.floor(value * 100) / 100;

function pair(
  field: ThemeColorField,
  kind: ContrastPair['kind'],
  background: string,
  foreground: string,
): ContrastPair {
  const ratio = floor2(contrastRatio(foreground, background));
  const minimum = kind === 'text' ? AA_NORMAL_TEXT : AA_NON_TEXT;
  return {
    field,
    kind,
    background: background.toLowerCase(),
    foreground: foreground.toLowerCase(),
    ratio,
    minimum,
    ok: ratio >= minimum,
  };
}

/**
 * Every colour pair of the theme the golfer app shows: text on the primary (header, buttons),
 * on the secondary (sales banner) and on the no-results colour (WCAG AA 4.5:1), and the primary
 * as a UI mark on white (3:1).
 */
export function themeContrast(theme: ThemeColors, textOn: TextColorRule = readableTextColor): ContrastPair[] {
  const noResults = theme.noResultsColor ?? theme.secondaryColor;
  const pairs = [
    pair('primaryColor', 'text', theme.primaryColor, textOn(theme.primaryColor)),
    pair('secondaryColor', 'text', theme.secondaryColor, textOn(theme.secondaryColor)),
    pair('primaryColor', 'ui', '#ffffff', theme.primaryColor),
  ];
  if (theme.noResultsColor !== null) pairs.push(pair('noResultsColor', 'text', noResults, textOn(noResults)));
  return pairs;
}

/** The pairs that make a theme unreadable (text below 4.5:1): a theme with any is refused. */
export function unreadablePairs(pairs: readonly ContrastPair[]): ContrastPair[] {
  return pairs.filter((candidate) => candidate.kind === 'text' && !candidate.ok);
}

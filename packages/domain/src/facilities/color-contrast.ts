// Pure colour helpers for WCAG 2.x contrast: the theme picks text colours that stay readable
// whatever primary/secondary colour a facility configures.

/** An sRGB colour with 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG AA minimum contrast for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

/** Parses `#rgb` or `#rrggbb`; throws on anything else (the contract only admits these). */
export function parseHexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new RangeError(`Not a hex colour: ${hex}`);
  const written = hex.trim().slice(1);
  const digits = written.length === 3 ? [...written].map((d) => d + d).join('') : written;
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16),
  };
}

/** Formats a colour as lowercase `#rrggbb`. */
function toHexColor({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance (0 = black, 1 = white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHexColor(hex);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Black or white text for a background: white when it reaches AA (it usually looks better on a
 * brand colour), otherwise black. One of the two always reaches at least 4.58:1.
 */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= AA_NORMAL_TEXT ? '#ffffff' : '#000000';
}

/** Mixes `color` toward `target` by `weight` (0 = color, 1 = target). */
function mixColors(color: string, target: string, weight: number): string {
  const a = parseHexColor(color);
  const b = parseHexColor(target);
  return toHexColor({ r: a.r + (b.r - a.r) * weight, g: a.g + (b.g - a.g) * weight, b: a.b + (b.b - a.b) * weight });
}

/**
 * `color` as text on `background`: unchanged when it already reaches `minRatio`, otherwise
 * darkened (or lightened on a dark background) just enough to reach it. Keeps the brand hue
 * for links and the active tab while staying readable.
 */
export function ensureContrast(color: string, background: string, minRatio = AA_NORMAL_TEXT): string {
  if (contrastRatio(color, background) >= minRatio) return toHexColor(parseHexColor(color));
  const target = relativeLuminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step += 1) {
    const candidate = mixColors(color, target, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}

/** The layout is wide above this viewport width in CSS pixels (SPEC §9). */
const WIDE_LAYOUT_MIN_WIDTH = 900;

/** Whether a viewport of this width gets the wide layout. */
export function isWideLayout(viewportWidth: number): boolean {
  return viewportWidth > WIDE_LAYOUT_MIN_WIDTH;
}

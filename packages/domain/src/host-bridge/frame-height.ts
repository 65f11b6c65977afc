/** Delay before a height message is sent after the content changes (SPEC §9). */
export const HEIGHT_MESSAGE_DELAY_MS = 300;
/** The frame never grows past the screen's available height minus this margin (SPEC §9). */
const FRAME_HEIGHT_SCREEN_MARGIN = 100;
/** Padding added to the frame height (SPEC §9). */
const FRAME_HEIGHT_PADDING = 32;

/** The iframe height the host should set: content height capped at screen − 100, plus 32. */
export function frameHeight(contentHeight: number, screenAvailHeight: number): number {
  const cap = Math.max(0, screenAvailHeight - FRAME_HEIGHT_SCREEN_MARGIN);
  return Math.ceil(Math.min(Math.max(0, contentHeight), cap)) + FRAME_HEIGHT_PADDING;
}

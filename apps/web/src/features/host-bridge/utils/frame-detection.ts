import { originOf } from '@fairway/domain/host-bridge/allowed-origin';

/** Whether this window runs inside a frame (cross-origin access to `top` throws in some browsers: framed). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** Where the parent page's origin can be read before it says hi. */
export interface ParentOriginSources {
  ancestorOrigins?: ArrayLike<string> | null;
  referrer: string;
}

/** The parent page's origin: Chromium's `location.ancestorOrigins[0]`, else the referrer's origin. */
export function detectParentOrigin({ ancestorOrigins, referrer }: ParentOriginSources): string | null {
  const ancestor = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : undefined;
  if (ancestor) return originOf(ancestor);
  return referrer ? originOf(referrer) : null;
}

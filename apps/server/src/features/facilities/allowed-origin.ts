/** Whether a URL is on the app's own origin or one of the engine's allowed host origins (return and card-entry URLs). */
export function isEngineOrigin(url: string, ownOrigin: string, allowedOrigins: readonly string[]): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return origin === ownOrigin || allowedOrigins.includes(origin);
}

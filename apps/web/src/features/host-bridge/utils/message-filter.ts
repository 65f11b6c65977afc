import type { HostToAppMessage } from '@fairway/contract/host-bridge.contract';
import { isAllowedOrigin } from '@fairway/domain/host-bridge/allowed-origin';

/** The tenant's allowed origins with the literal `self` replaced by this app's own origin. */
export function resolveAllowedOrigins(entries: readonly string[], selfOrigin: string): string[] {
  return entries.map((entry) => (entry === 'self' ? selfOrigin : entry));
}

/**
 * The host message an event carries, or null unless all three hold: it comes from our parent
 * window, from an allowed origin, and it is a valid, versioned bridge message. The contract's
 * schemas load with the first message from the parent (host messages only come to an embedded
 * engine), so the first screen does not carry zod.
 */
export async function acceptHostMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  allowedOrigins: readonly string[],
  parent: Window | null,
): Promise<HostToAppMessage | null> {
  if (!parent || event.source !== parent) return null;
  if (!isAllowedOrigin(event.origin, allowedOrigins)) return null;
  const { parseHostToAppMessage } = await import('@fairway/contract/host-bridge.contract');
  return parseHostToAppMessage(event.data);
}

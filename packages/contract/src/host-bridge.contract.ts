import { z } from 'zod';
import {
  BRIDGE_NAMESPACE,
  BRIDGE_VERSION,
  FRAME_HEIGHT_MAX,
  REDIRECT_URL_MAX,
  REDIRECT_URL_PATTERN,
} from './host-bridge-envelope.ts';
import { themePatchSchema } from './theme.contract.ts';

export { BRIDGE_NAMESPACE, BRIDGE_VERSION, bridgeMessage } from './host-bridge-envelope.ts';

// The postMessage bridge between the engine (in the iframe) and embed.js (on the host page).
// Every message is namespaced and versioned so host pages can rely on it and so that other
// scripts' messages on the same window are ignored.

const envelope = { ns: z.literal(BRIDGE_NAMESPACE), v: z.literal(BRIDGE_VERSION) };

/** Messages the engine sends to its host page. */
export const appToHostMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready'), alias: z.string() }).strict(),
  z
    .object({ ...envelope, type: z.literal('frame-height'), height: z.number().int().min(0).max(FRAME_HEIGHT_MAX) })
    .strict(),
  z.object({ ...envelope, type: z.literal('scroll-to-top') }).strict(),
  z
    .object({
      ...envelope,
      type: z.literal('redirect'),
      url: z.string().max(REDIRECT_URL_MAX).regex(REDIRECT_URL_PATTERN, 'Only http(s) redirects are followed'),
    })
    .strict(),
]);
export type AppToHostMessage = z.infer<typeof appToHostMessageSchema>;

/** Messages a host page sends to the engine. */
export const hostToAppMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('iframeSaysHi') }).strict(),
  z.object({ ...envelope, type: z.literal('css-preview'), theme: themePatchSchema }).strict(),
  z.object({ ...envelope, type: z.literal('theme-updated'), theme: themePatchSchema }).strict(),
]);
export type HostToAppMessage = z.infer<typeof hostToAppMessageSchema>;

/** The host-to-app message in `data`, or null when it is not a valid one. */
export function parseHostToAppMessage(data: unknown): HostToAppMessage | null {
  const result = hostToAppMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** The app-to-host message in `data`, or null when it is not a valid one. */
export function parseAppToHostMessage(data: unknown): AppToHostMessage | null {
  const result = appToHostMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}

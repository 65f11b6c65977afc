import { z } from 'zod';
import { themePatchSchema } from './theme.contract.ts';

// The postMessage bridge between the engine (in the iframe) and embed.js (on the host page).
// Every message is namespaced and versioned so host pages can rely on it and so that other
// scripts' messages on the same window are ignored.

/** Namespace of every bridge message. */
export const BRIDGE_NAMESPACE = 'fairway';
/** Version of the bridge protocol. */
export const BRIDGE_VERSION = 1;

const envelope = { ns: z.literal(BRIDGE_NAMESPACE), v: z.literal(BRIDGE_VERSION) };

/** Messages the engine sends to its host page. */
export const appToHostMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready'), alias: z.string() }).strict(),
  z.object({ ...envelope, type: z.literal('frame-height'), height: z.number().int().min(0).max(100_000) }).strict(),
  z.object({ ...envelope, type: z.literal('scroll-to-top') }).strict(),
  z
    .object({
      ...envelope,
      type: z.literal('redirect'),
      url: z.string().max(4096).regex(/^https?:\/\//, 'Only http(s) redirects are followed'),
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

type Body<T> = T extends unknown ? Omit<T, 'ns' | 'v'> : never;

/** Wraps a message body in the bridge envelope. */
export function bridgeMessage<T extends AppToHostMessage | HostToAppMessage>(body: Body<T>): T {
  return { ns: BRIDGE_NAMESPACE, v: BRIDGE_VERSION, ...body } as T;
}

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

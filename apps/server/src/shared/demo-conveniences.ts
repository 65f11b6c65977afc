import { BlockList, isIP } from 'node:net';
import type { Config } from '../config.ts';

/**
 * The demo conveniences: pages and routes that hand out access (every kept e-mail with its reset
 * and booking links, every sandbox text, a golf-ID sign-in as anyone, settling payments and
 * moving releases). They serve clients on the server's own machine, and the network only when
 * DEMO_PAGES_FOR_NETWORK names them.
 */
export const DEMO_CONVENIENCES = ['outbox', 'sms', 'golf-id', 'dev-deadlines'] as const;
export type DemoConvenience = (typeof DEMO_CONVENIENCES)[number];

/** Which convenience a route belongs to, by its path. */
const ROUTE_PREFIXES: readonly [string, DemoConvenience][] = [
  ['/dev/outbox', 'outbox'],
  ['/dev/sms', 'sms'],
  ['/sandbox/golf-id/', 'golf-id'],
  ['/dev/split-payments/', 'dev-deadlines'],
  ['/api/dev/', 'dev-deadlines'],
];

/**
 * The convenience a route (its declared path) belongs to; 'unnamed' for any other /dev/ route,
 * which then serves this machine only and cannot be opened to the network; null for the app's
 * own routes.
 */
export function demoConvenienceOf(routePath: string): DemoConvenience | 'unnamed' | null {
  const match = ROUTE_PREFIXES.find(
    ([prefix]) => routePath === prefix || routePath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  if (match) return match[1];
  return routePath.startsWith('/dev/') || routePath.startsWith('/api/dev/') ? 'unnamed' : null;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own (127.0.0.0/8, ::1, and IPv4-mapped ::ffff:127.x). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type DemoSettings = Pick<
  Config,
  'mailOutboxPage' | 'smsProvider' | 'smsSandboxPage' | 'golfIdSandbox' | 'devDeadlines' | 'demoPagesForNetwork'
>;

/** Which conveniences are on, and for whom: what the start log says. */
export function demoAudience(config: DemoSettings): Partial<Record<DemoConvenience, 'localhost only' | 'the network'>> {
  const on: Record<DemoConvenience, boolean> = {
    outbox: config.mailOutboxPage,
    sms: config.smsProvider === 'sandbox' && config.smsSandboxPage,
    'golf-id': config.golfIdSandbox,
    'dev-deadlines': config.devDeadlines,
  };
  return Object.fromEntries(
    DEMO_CONVENIENCES.filter((name) => on[name]).map((name) => [
      name,
      config.demoPagesForNetwork.includes(name) ? 'the network' : 'localhost only',
    ]),
  );
}

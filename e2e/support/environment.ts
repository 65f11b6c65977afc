import { existsSync } from 'node:fs';

/** Port the e2e server listens on (not 3000, so a developer's running app is left alone). */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * CHROME_PATH, else Debian's headless shell (package chromium-headless-shell: the same Blink as
 * the chromium package, without the desktop browser's services; the suite takes a quarter less
 * CPU in it), else Debian's chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** Flags this machine needs: no sandbox as root, and no background calls to the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

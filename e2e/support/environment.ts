/** Port the e2e server listens on (not 3000, so a developer's running app is left alone). */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium, or CHROME_PATH. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

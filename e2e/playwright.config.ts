import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { APP_PORT, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/environment.ts';

// The suite runs against the built app started as a user starts it (node apps/server/dist/main.js)
// on a fresh embedded database, in Debian's Chromium. Screenshots and traces land in e2e/artifacts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fairway-e2e-'));

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI machines differ up to 4.5× in speed (the same suite: 8.9 min on one, 40.4 min on another):
  // the longest specs take 36 s on a quick one, so a hang is still caught but a slow machine is not.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The console's screens (admin-*.spec.ts) run on the counter tablet only: the narrower, touch
    // layout is the one that can break (a row too wide, a button too small); running them at desktop
    // width too repeated the same journeys for 340 s of the suite's 3,083 s of tests. admin.spec.ts
    // (signing in, the tee sheet's courses side by side on a desktop, the golfer app never loading
    // the console) runs at every width.
    { name: 'desktop', testIgnore: /\/admin-.*\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
    // Not on the phone either: specs whose subject is a rule the server keeps or a page that is not
    // the golfer app's (sign-in lockout, reset and golf-ID links, the card processor's hosted page,
    // the host website's frame, the language switch's storage, the store receipt's e-mail), and the
    // long flows whose subject is what the server does across golfers and time (split payment and
    // its deadline, invitations, the waitlist offer, the pro's account, memberships and gift
    // certificates), run at desktop size. Their screens' phone layout is checked, with axe, by
    // shell.spec's walk through every route and by the phone journeys (journey-account in German,
    // journey-languages in French, journey-alerts-invitations, journey-store-cart, checkout). The
    // flows were 237 s of the phone project's 875 s of tests.
    {
      name: 'phone',
      testIgnore:
        /\/(admin-.*|accounts|embed|wallet|language|store-receipt|split-payment|invitations|alerts|pro-profile|store)\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
    // The pro-shop counter: the operator console on a 1024×768 touch tablet.
    {
      name: 'tablet',
      testMatch: /admin.*\.spec\.ts$/,
      use: { viewport: { width: 1024, height: 768 }, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: join(import.meta.dirname, '..'),
    url: `http://localhost:${APP_PORT}/healthz`,
    // Every spec's browser tokenises cards from localhost in parallel: lift the per-IP card-entry limit.
    env: {
      PORT: String(APP_PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000',
      DEV_DEADLINES: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

import { defineConfig, devices } from '@playwright/test';
import { ANY_WIDTH } from './e2e/support/any-width';

/**
 * End-to-end tests drive the production build in Debian's Chromium (no browser download here).
 * scripts/test.mjs builds once and starts both servers; PLAYWRIGHT_BASE_URL points at them.
 */
const baseURL = process.env.PLAYWRIGHT_BASE_URL ?? 'http://localhost:3000';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** Specs whose subject is the layout, so they run at both widths (see the mobile project). */
const MOBILE_LAYOUT_SPECS = [
  'home.spec.ts',
  'category.spec.ts',
  'categories-modal.spec.ts',
  'search.spec.ts',
  'product.spec.ts',
  'cart.spec.ts',
  'checkout.spec.ts',
  'substitution.spec.ts',
  'stores.spec.ts',
  'session.spec.ts',
  'app-origin.spec.ts',
  'tablet-layout.spec.ts',
  // The staff screen is built for a picker's handheld first (issue 29).
  'ops.spec.ts',
  'picking.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  // Stand-ins for the SMTP server and hCaptcha's verify endpoint (no internet here); the
  // function it returns stops them at the end.
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // On CI a failed test runs again (retries: 1), and that run records the trace: recording one
    // for every test and keeping only the failed ones cost CPU in all 370 of them (docs/testing.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'mobile',
      // At 390 px only the journeys whose layout changes on a phone (folded menus, swiping
      // sliders, the accordion, the search screen, the cart and checkout columns, the cart line's
      // folded picker choices); the rest are the same HTTP and the same flow at any width, and
      // each run of them costs CI minutes.
      testMatch: MOBILE_LAYOUT_SPECS,
      // Inside those specs, a test tagged ANY_WIDTH checks what no width changes: desktop runs it.
      grepInvert: new RegExp(ANY_WIDTH),
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
});

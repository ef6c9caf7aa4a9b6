import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

// Journeys run against the real built server (`npm run build` first): each worker starts its own on a fresh
// embedded database (support/server.ts, through the worker fixture in support/fixtures.ts), so independent
// tests run side by side. E2E_WORKERS overrides the count (two by default: CI has two cores).

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers share two cores: a test of several pages, each scanned with axe, needs room on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
});

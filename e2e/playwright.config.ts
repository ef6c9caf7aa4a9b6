import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const ENQUIRY_LIMIT = 8;
process.env.E2E_ENQUIRY_LIMIT = String(ENQUIRY_LIMIT);

// Journeys run against the real built server (`npm run build` first) on a fresh embedded database.
export default defineConfig({
  testDir: './journeys',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'rm -rf .data && npm run serve -w @payee/api',
    cwd: import.meta.dirname,
    url: `${BASE_URL}/api/v1/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `${import.meta.dirname}/.data`,
      PUBLIC_BASE_URL: BASE_URL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The journeys send several enquiries; the per-address limit is small enough to reach in one test,
      // which uses its own address through X-Forwarded-For (hence a trusted proxy here).
      ENQUIRY_RATE_LIMIT_PER_HOUR: String(ENQUIRY_LIMIT),
      TRUST_PROXY: 'true',
    },
  },
});

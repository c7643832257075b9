import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// scripts/ensure-chromium.mjs installs Debian's chromium when none is found.
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://localhost:${port}`;
// Each run starts from a new embedded database, seeded with the demo accounts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'levy-portal-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a failed journey runs once more in a new browser: headless Chromium on a loaded machine
  // has stopped drawing frames for a page (every check for a stable element then waits until the
  // test times out). A journey that passes only on its retry is named in `npm test`'s summary.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The sandbox card gateway's test-mode switch, and a short wait for it, for the payment journeys.
    env: { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseURL, DATABASE_URL: '', SANDBOX_GATEWAY_CONTROL: 'on', PAYMENT_GATEWAY_TIMEOUT_MS: '4000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

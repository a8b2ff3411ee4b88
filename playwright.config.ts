import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.env['E2E_PORT'] ?? 8181);
// A fresh embedded database per run: the demo seed is created on first start, like a newcomer's first `npm start`.
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(path.join(tmpdir(), 'sentio-e2e-'));
// Written by the global setup: every flow starts with the welcome tour already seen, so it never covers their clicks
// (the tour's own flow opts out). A fixed name per port, because the workers read this file again.
const storageState = path.join(tmpdir(), `sentio-e2e-storage-${port}.json`);

/** Browser tier: the built app (`npm run build`) in Debian's Chromium; never a downloaded browser. */
export default defineConfig({
  testDir: 'e2e',
  // Waits for the start-up seeds' built-in templates: flows start on a server that is no longer busy making them.
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    storageState,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `http://localhost:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A smaller demo analysis: classifying 20,000 documents in the background would slow every test after start.
      DEMO_DOCUMENTS: '2000',
      // A smaller demo call centre for the same reason; the call-scoring and speech flows need agents, not volume.
      DEMO_CALLS: '400',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  },
});

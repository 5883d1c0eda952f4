import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys run in Debian's Chromium against the real server started from a fresh data directory
// (so the first-start path — basemap, migrations, demo seed — is exercised every run).
const port = Number(process.env.E2E_PORT ?? 3900);
// E2E_BASE_URL points the journeys at a server you already run (development only).
const external = process.env.E2E_BASE_URL;
// Set in the environment so the test workers (other processes) know the server's data directory.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `roost-e2e-${process.pid}`));
// The identity provider tests/e2e/oidc.spec.ts starts on 3911 (Roost discovers it at the first sign-in).
process.env.E2E_OIDC_PROVIDER ??= JSON.stringify({
  id: 'test-idp',
  name: 'Test ID',
  issuer: 'http://127.0.0.1:3911',
  clientId: 'roost-e2e',
  clientSecret: 'roost-e2e-client-secret-0123456789',
});
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: external ? undefined : {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, OIDC_PROVIDERS: `[${process.env.E2E_OIDC_PROVIDER}]`, TEST_CLOCK: 'true',
      // Journeys may import calendars from a feed server they start on loopback.
      ICAL_ALLOW_PRIVATE_HOSTS: 'true',
      // Below the demo's 300 stays, above Montevideo's 130: the whole map shows the server's clusters (map-clusters.spec.ts).
      MAP_PIN_LIMIT: '200',
    },
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eOperators, e2eOutboxToken, e2eSandboxSecret } from './tests/operators.ts';
import { walletSettings } from './tests/wallet-signing.ts';

const port = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${port}`;
// a fresh embedded database and files folder per run: the journeys see exactly the demo content
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// the workers load this file again: they share the run's folder (tests/sessions.ts keeps the operators' sessions there)
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // in CI a trace on the retry of a failed test (recording one for every test cost a tenth of the run);
    // locally, where nothing is retried, the trace of each failed test is kept
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // what the page looked like when a check failed, for the failure's report
    screenshot: 'only-on-failure',
    // the portal's service worker (decision 038) is its own journey's subject (offline-ticket.spec.ts); elsewhere it
    // would only download the whole app in every test and put itself between the page and page.route
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // the operators of the moderation journeys first, with the documented command, while the embedded database is free
    command: `node ../apps/server/scripts/operator.ts create ${Object.values(e2eOperators).join(' ')} && node ../apps/server/src/server.ts`,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // 'test' keeps /dev/outbox (the journeys read sign-in codes there) and checks every answer against the contract
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // every journey signs in from 127.0.0.1; the per-identifier limits stay as in production
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      OTP_VERIFIES_PER_ADDRESS_PER_10_MIN: '1000',
      // the journey that meets the cooldown waits it out through the countdown instead of a minute
      OTP_RESEND_COOLDOWN_SECONDS: '5',
      PAYMENT_SANDBOX_SECRET: e2eSandboxSecret,
      // the journeys read their sign-in codes at /dev/outbox, which asks for its token
      DEV_OUTBOX_TOKEN: e2eOutboxToken,
      // Apple Wallet passes signed with the run's throwaway certificate (decision 073)
      ...walletSettings(dataDir),
    },
  },
});

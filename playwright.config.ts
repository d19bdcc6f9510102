import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { oembedHostOverrides } from "./tests/support/fake-oembed.mjs";

// The production build runs on a fresh data folder, so the first start seeds it as for a newcomer.
// Chosen once in the main process; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "forsiden-e2e-"));
process.env.E2E_FAKE_PORT ??= String(4000 + Math.floor(Math.random() * 800));
// When the run began (the server seeds the sample matches, relative to today, right after).
process.env.E2E_STARTED_AT ??= String(Date.now());
const port = Number(process.env.E2E_PORT);
const fakePort = Number(process.env.E2E_FAKE_PORT);
const fakeBase = `http://127.0.0.1:${fakePort}`;
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// E2E_STORAGE=s3: images go to a local S3 server (s3rver, started with the fakes) instead of the disk.
const s3Storage = process.env.E2E_STORAGE === "s3";
process.env.E2E_S3_PORT ??= String(5000 + Math.floor(Math.random() * 800));
const s3Env: Record<string, string> = s3Storage
  ? {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${process.env.E2E_S3_PORT}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: "forsiden-e2e",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    }
  : {};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, isMobile: false },
      // At 375 px only the tests tagged BOTH_WIDTHS (support/test.ts): every public page for
      // overflow and axe, and the layouts, slots and menus that change with the width. The rest
      // does not depend on the width and runs once, in the desktop project.
      grep: /@both-widths/,
    },
  ],
  webServer: [
    {
      // Fake AI provider, source site and IndexNow endpoint (tests/support/fake-services.mjs), and
      // with E2E_STORAGE=s3 the local S3 server.
      command: "node tests/support/fake-services.mjs",
      url: `${fakeBase}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_FAKE_PORT: String(fakePort),
        ...(s3Storage ? { E2E_S3_PORT: process.env.E2E_S3_PORT } : {}),
      },
    },
    {
      command: "node server/launch.mjs",
      url: `${baseURL}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PUBLIC_URL: baseURL,
        // Sign-up confirmation and password reset mails are read from /dev/mailbox in the tests.
        DEV_MAILBOX: "true",
        // Every spec signs up from the same address; 5 a 10 minutes (the default) made the specs
        // that make accounts fail whenever the suite ran fast enough to put six in one window. The
        // limit itself is tested in tests/integration/auth-rate-limits.test.ts.
        RATE_LIMIT_SIGN_UP_PER_ADDRESS: "50",
        // Every spec (the fuzz spec too) calls the push API from this one address.
        RATE_LIMIT_PUSH_PER_ADDRESS: "10000",
        // A fake ad network: the tests intercept this address, nothing reaches the network.
        AD_NETWORK_SCRIPT_URL: "http://ads.forsiden.test/tag.js",
        AI_BASE_URL: `${fakeBase}/v1`,
        AI_API_KEY: "e2e-key",
        AI_MODEL: "fake-model",
        AI_TIMEOUT_MS: "5000",
        INDEXNOW_ENDPOINT: `${fakeBase}/indexnow`,
        // The source site: bold.dk and its subdomains are served by the fake under /bold; the
        // embed providers' oEmbed endpoints and thumbnail hosts under /oembed (issue 27).
        OUTBOUND_HOST_OVERRIDES: `bold.dk=${fakeBase}/bold,www.bold.dk=${fakeBase}/bold,${oembedHostOverrides(fakeBase)}`,
        // Instagram and Facebook (Meta's Graph API) answer only with a token; the fake checks for one.
        META_OEMBED_ACCESS_TOKEN: "e2e-meta-token",
        // Web push goes to the local push service under /push on the fakes' port (fake-push-service.mjs).
        PUSH_TEST_ENDPOINT_ORIGINS: fakeBase,
        ...s3Env,
      },
    },
  ],
});

import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./e2e/production/ports";
import { DEMO_GOOGLE_CLIENT_ID, demoEnv } from "./scripts/demo-env.js";

// One "today" for the run, read here once: workers inherit it and the demo API is seeded from it,
// so dates the tests build stay in step with the demo's calendar even across midnight.
process.env.E2E_TODAY ??= new Date().toISOString().slice(0, 10);

// E2E_PORT_OFFSET moves every port of the run (sites 3210-3213, the demo API 4210 and the test map
// style 4211 by default), so two checkouts can run their end-to-end tests side by side.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const SITE_PORT = 3210 + PORT_OFFSET;
const API_PORT = 4210 + PORT_OFFSET;
// A tag-manager id so its lazy loading can be tested; the e2e tests stub Google's script.
const env = {
  ...demoEnv({ sitePort: SITE_PORT, apiPort: API_PORT }),
  DEMO_API_PORT: String(API_PORT),
  DEMO_API_TODAY: process.env.E2E_TODAY,
  GTM_ID: "GTM-E2ETEST",
};

/**
 * A second instance configured like staging, with monitoring on and its batches sent to a local
 * proxy address that the monitoring test intercepts.
 */
const STAGING_PORT = 3211 + PORT_OFFSET;
export const STAGING_SITE_URL = `http://localhost:${STAGING_PORT}`;
export const MONITORING_PROXY_URL = `${STAGING_SITE_URL}/monitoring-intake`;
const stagingEnv = {
  ...env,
  PORT: String(STAGING_PORT),
  SITE_URL: STAGING_SITE_URL,
  APP_ENV: "staging",
  // Required outside local development; this instance's own, as the test needs no other.
  SESSION_SECRET: "e2e-staging-session-secret-of-32-characters-or-more",
  DATADOG_CLIENT_TOKEN: "pub-e2e-client-token",
  DATADOG_PROXY_URL: MONITORING_PROXY_URL,
};

/**
 * A third instance with Google sign-in configured (the demo API's key set signs its tokens), for
 * the social sign-in journeys (e2e/social-sign-in.spec.ts, which stubs Google's and Facebook's
 * scripts). The others have no Google client id, so their sign-in forms load no Google script.
 */
const SOCIAL_PORT = 3212 + PORT_OFFSET;
export const SOCIAL_SITE_URL = `http://localhost:${SOCIAL_PORT}`;
export const GOOGLE_CLIENT_ID = DEMO_GOOGLE_CLIENT_ID;
const socialEnv = { ...env, PORT: String(SOCIAL_PORT), SITE_URL: SOCIAL_SITE_URL, GOOGLE_CLIENT_ID };

/**
 * A fourth instance whose maps draw the style MAP_STYLE_URL names instead of the basemap the site
 * ships: e2e/map-style.spec.ts serves that style itself, on MAP_STYLE_PORT, while it runs.
 */
const MAP_STYLE_SITE_PORT = 3213 + PORT_OFFSET;
export const MAP_STYLE_SITE_URL = `http://localhost:${MAP_STYLE_SITE_PORT}`;
export const MAP_STYLE_PORT = 4211 + PORT_OFFSET;
export const MAP_STYLE_URL = `http://127.0.0.1:${MAP_STYLE_PORT}/style.json`;
const mapStyleEnv = { ...env, PORT: String(MAP_STYLE_SITE_PORT), SITE_URL: MAP_STYLE_SITE_URL, MAP_STYLE_URL };

export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const API_URL = env.API_BASE_URL;

// The production-stack project's nginx (https) port, chosen once here so that workers inherit it;
// e2e/production starts nginx, Varnish, two instances, Redis and a demo API of its own on it.
process.env.PRODUCTION_STACK_HTTPS_PORT ??= String(await freePort());
const PRODUCTION_STACK_URL = `https://localhost:${process.env.PRODUCTION_STACK_HTTPS_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-dev-shm-usage",
  ],
};

/**
 * E2E against the production build and the embedded demo API, both started here. The timeouts are
 * sized for a loaded 2-core machine (npm run test:stress keeps a core busy through the whole suite,
 * and machines of this kind differ threefold in speed): they cost nothing when the state a test
 * waits for comes, and a test waits for states, never for time (docs/testing.md).
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: SITE_URL,
    // A trace records every step's screenshots and DOM: on every test it costs the suite a third
    // of its time, so only a retried test (CI) records one; a failure always keeps its screenshot.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    navigationTimeout: 30_000,
    launchOptions: chromium,
  },
  projects: [
    {
      // The demo accounts' sessions, made once for the run (e2e/support/roles.ts).
      name: "roles",
      testMatch: /roles\.setup\.ts$/,
    },
    {
      name: "desktop",
      testIgnore: /e2e\/production\//,
      dependencies: ["roles"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      // The real nginx, Varnish and Redis in front of two instances (e2e/production/stack.ts):
      // one stack, so one worker.
      name: "production-stack",
      testDir: "e2e/production",
      workers: 1,
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromium,
        baseURL: PRODUCTION_STACK_URL,
        ignoreHTTPSErrors: true,
      },
    },
  ],
  webServer: [
    {
      command: "node --import tsx mocks/server.ts",
      url: `${API_URL}/site-posts?published=1&destination=0&per_page=1`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server/start.js",
      url: `${SITE_URL}/test`,
      env,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server/start.js",
      url: `${STAGING_SITE_URL}/test`,
      env: stagingEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server/start.js",
      url: `${SOCIAL_SITE_URL}/test`,
      env: socialEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server/start.js",
      url: `${MAP_STYLE_SITE_URL}/test`,
      env: mapStyleEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});

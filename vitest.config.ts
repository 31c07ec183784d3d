import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  define: { __BUILD_ID__: JSON.stringify("test-build") },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Two use both
    // (the whole suite: 217 s with one fork, 136 s with two), and threads set a file up faster
    // than processes (121 s); no test needs a process of its own. Stryker sets its own pool.
    pool: "threads",
    maxWorkers: 2,
    // Sized for a loaded 2-core machine (machines of this kind differ threefold in speed): loading
    // the production build for siteHandler took over 10 s there. A test waits for what it awaits;
    // these only end one that never comes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One clock for the run: "now" is read here once (Debian's faketime moves it, see .ci/run)
    // and frozen in every file, so the suite passes on any day.
    provide: { testNow: Date.now() },
    // console-guard: a test fails on a console.error or console.warn it did not expect.
    setupFiles: ["tests/support/freeze-clock.ts", "tests/support/console-guard.ts"],
    env: {
      API_BASE_URL: "https://api.test",
      SITE_URL: "http://localhost:3000",
      SITE_NAME: "Hideaways",
      APP_ENV: "local",
      FACEBOOK_APP_ID: "test-app-id",
      // Social sign-in is checked against the demo API's stand-ins for Google and Facebook (MSW).
      GOOGLE_CLIENT_ID: "test-google-client-id",
      GOOGLE_JWKS_URL: "https://api.test/demo-identity/google/certs",
      FACEBOOK_GRAPH_URL: "https://api.test/demo-identity/facebook",
      FACEBOOK_APP_SECRET: "demo-facebook-app-secret",
      // Route tests assert every upstream call; the shared cache has its own tests.
      UPSTREAM_CACHE_MS: "0",
      // In memory, whatever the developer's shell says; the shared-state tests start their own Redis.
      REDIS_URL: "",
    },
  },
});

import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  define: { __BUILD_ID__: JSON.stringify("test-build") },
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    // One clock for the run: "now" is read here once (Debian's faketime moves it, see .ci/run)
    // and frozen in every file, so the suite passes on any day.
    provide: { testNow: Date.now() },
    setupFiles: ["tests/support/freeze-clock.ts"],
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

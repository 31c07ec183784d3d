/** The configuration the demo runs with: the embedded demo API and local-only settings. */
export function demoEnv({ sitePort = 3000, apiPort = 4010 } = {}) {
  return {
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    SITE_URL: `http://localhost:${sitePort}`,
    SITE_NAME: "Hideaways",
    APP_ENV: "local",
    FACEBOOK_APP_ID: "demo-facebook-app-id",
    UPSTREAM_TIMEOUT_MS: "8000",
  };
}

/**
 * The Google client id the demo's sign-in journeys use (e2e, the production-stack tests): the
 * demo API signs ID tokens for whatever client id it is asked, so any value works. Not in
 * demoEnv: with it, the sign-in forms would load Google's real script for a client Google does
 * not know.
 */
export const DEMO_GOOGLE_CLIENT_ID = "demo-google-client-id.apps.googleusercontent.com";

/** The configuration the demo runs with: the embedded demo API and local-only settings. */
export function demoEnv({ sitePort = 3000, apiPort = 4010 } = {}) {
  const api = `http://127.0.0.1:${apiPort}`;
  return {
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    API_BASE_URL: api,
    SITE_URL: `http://localhost:${sitePort}`,
    SITE_NAME: "Hideaways",
    APP_ENV: "local",
    FACEBOOK_APP_ID: "demo-facebook-app-id",
    // Social sign-in is checked against the demo API's stand-ins for Google and Facebook
    // (mocks/handlers/identity-providers.ts); the secret is the demo's, never a real app's.
    GOOGLE_JWKS_URL: `${api}/demo-identity/google/certs`,
    FACEBOOK_GRAPH_URL: `${api}/demo-identity/facebook`,
    FACEBOOK_APP_SECRET: "demo-facebook-app-secret",
    UPSTREAM_TIMEOUT_MS: "8000",
  };
}

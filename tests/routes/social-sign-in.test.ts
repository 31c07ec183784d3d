import { SignJWT, generateKeyPair } from "jose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { issueDemoFacebookToken, signDemoGoogleIdToken } from "../../mocks/identity-keys";
import { siteHandler } from "../resilience/site-handler";
import { TEST_NOW } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

/**
 * Social sign-in through the production build in process: the site checks each credential with
 * its provider (the demo API's stand-ins for Google's key set and Facebook's Graph API, served by
 * MSW at GOOGLE_JWKS_URL and FACEBOOK_GRAPH_URL, see vitest.config.ts) before it asks the API to
 * sign anyone in, and it sends the API the person the provider vouches for, never the browser's.
 */

const CLIENT_ID = process.env.GOOGLE_CLIENT_ID!;
const APP_ID = process.env.FACEBOOK_APP_ID!;
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000);

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

/** The form bodies POST /guest/social_login received, in order. */
const signIns: Record<string, string>[] = [];
api.events.on("request:start", async ({ request: upstream }) => {
  if (new URL(upstream.url).pathname === "/guest/social_login")
    signIns.push(Object.fromEntries(new URLSearchParams(await upstream.clone().text())));
});

beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  signIns.length = 0;
  logs.discardSiteLogs();
});

let attempt = 0;
/**
 * What the browser posts: the credential, and profile fields that claim to be the demo's guest
 * (guest@example.com, id 1), or a new address each time so the per-account limit stays out of it.
 */
function signIn(provider: "google" | "facebook", credential: string, claimedEmail = `guest+${++attempt}@example.com`) {
  return request("/login/facebook", {
    method: "POST",
    body: new URLSearchParams({
      provider,
      credential,
      social_id: "1",
      first_name: "Grace",
      last_name: "Guest",
      email: claimedEmail,
      redirectTo: "/blog",
    }),
  });
}

const authCookie = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith("auth_token="));
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const GUEST_CLAIMS = { sub: "1", email: "guest@example.com", email_verified: true, given_name: "Grace" };

/** The demo API's own account for a token the site set: who the API signed in. */
async function signedInEmail(response: Response): Promise<string> {
  const token = /^auth_token=([^;]+)/.exec(authCookie(response) ?? "")?.[1];
  const profile = await fetch(`${API}/vendor/agents/show_lean`, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
  });
  return ((await profile.json()) as { data: { email: string } }).data.email;
}

async function expectRefused(response: Response, provider: "Google" | "Facebook", credential: string) {
  expect(response.status).toBe(401);
  expect(authCookie(response)).toBeUndefined();
  const html = await response.text();
  expect(html).toContain(`Login was unsuccessful! We could not verify your ${provider} sign-in. Please try again.`);
  expect(signIns).toEqual([]);
  const logged = logs.take();
  expect(logged).toEqual([
    expect.stringMatching(/^warn: \[social-sign-in\] \w+ credential refused \(request [\w-]+\): /),
  ]);
  expect(logged.join("\n")).not.toContain(credential);
}

describe("a forged Google token signs no one in", () => {
  const forgeries: [string, () => Promise<string>][] = [
    [
      "unsigned (alg none)",
      async () =>
        `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...GUEST_CLAIMS, aud: CLIENT_ID, iss: "https://accounts.google.com", iat: NOW_S, exp: NOW_S + 3600 })}.`,
    ],
    [
      "signed with another key",
      async () => {
        const { privateKey } = await generateKeyPair("RS256");
        return new SignJWT({ ...GUEST_CLAIMS, aud: CLIENT_ID, iss: "https://accounts.google.com" })
          .setProtectedHeader({ alg: "RS256", kid: "attacker" })
          .setIssuedAt()
          .setExpirationTime("1h")
          .sign(privateKey);
      },
    ],
    ["for another client id", () => signDemoGoogleIdToken({ ...GUEST_CLAIMS, aud: "another-client" })],
    [
      "from another issuer",
      () => signDemoGoogleIdToken({ ...GUEST_CLAIMS, aud: CLIENT_ID, iss: "https://evil.example" }),
    ],
    [
      "expired (by the frozen clock)",
      () => signDemoGoogleIdToken({ ...GUEST_CLAIMS, aud: CLIENT_ID, iat: NOW_S - 7200, exp: NOW_S - 3600 }),
    ],
  ];

  it.each(forgeries)("%s: refused on the sign-in page, no cookie, the API never asked", async (_name, forge) => {
    const credential = await forge();
    await expectRefused(await signIn("google", credential), "Google", credential);
  });
});

describe("a Facebook token that Facebook does not vouch for signs no one in", () => {
  it("made-up-facebook-token is refused", async () => {
    await expectRefused(await signIn("facebook", "made-up-facebook-token"), "Facebook", "made-up-facebook-token");
  });

  it("a real token of another app is refused", async () => {
    const credential = issueDemoFacebookToken({
      app_id: "another-facebook-app",
      user_id: "1",
      email: "guest@example.com",
      expires_at: NOW_S + 3600,
    });
    await expectRefused(await signIn("facebook", credential), "Facebook", credential);
  });
});

describe("valid tokens sign in as the provider's person, whatever the browser claims", () => {
  it("Google: the token's subject, email and names reach the API; the browser's guest@example.com is ignored", async () => {
    const email = `gia-${crypto.randomUUID()}@example.com`;
    const credential = await signDemoGoogleIdToken({
      aud: CLIENT_ID,
      sub: "google-4242",
      email,
      email_verified: true,
      given_name: "Gia",
      family_name: "Rossi",
    });
    const response = await signIn("google", credential, "guest@example.com");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    expect(authCookie(response)).toBeDefined();
    expect(signIns).toEqual([
      { provider: "google", credential, social_id: "google-4242", first_name: "Gia", last_name: "Rossi", email },
    ]);
    expect(await signedInEmail(response)).toBe(email);
  });

  it("Facebook: the profile Facebook gives for the token reaches the API; the browser's fields are ignored", async () => {
    const email = `fay-${crypto.randomUUID()}@example.com`;
    const credential = issueDemoFacebookToken({
      app_id: APP_ID,
      user_id: "5551",
      email,
      first_name: "Fay",
      last_name: "Berg",
      expires_at: NOW_S + 3600,
    });
    const response = await signIn("facebook", credential, "guest@example.com");
    expect(response.status).toBe(303);
    expect(signIns).toEqual([
      { provider: "facebook", credential, social_id: "5551", first_name: "Fay", last_name: "Berg", email },
    ]);
    expect(await signedInEmail(response)).toBe(email);
  });

  it("the demo's token endpoint hands out what the browser journey uses: its Google token signs in too", async () => {
    const answer = await fetch(`${API}/demo-identity/google/token`, {
      method: "POST",
      body: new URLSearchParams({ client_id: CLIENT_ID, email: "guest@example.com", given_name: "Grace" }),
    });
    const { id_token: credential } = (await answer.json()) as { id_token: string };
    const response = await signIn("google", credential);
    expect(response.status).toBe(303);
    expect(await signedInEmail(response)).toBe("guest@example.com");
  });
});

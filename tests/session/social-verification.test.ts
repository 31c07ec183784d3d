import { SignJWT, generateKeyPair } from "jose";
import { HttpResponse, delay, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { identityProviderHandlers } from "../../mocks/handlers/identity-providers";
import {
  DEMO_FACEBOOK_APP_SECRET,
  demoGoogleJwks,
  issueDemoFacebookToken,
  signDemoGoogleIdToken,
} from "../../mocks/identity-keys";
import { TEST_NOW } from "../support/clock";
import { getPublicEnv, parseEnv } from "~/env.server";
import { type SocialVerifierOptions, createSocialVerifier, refusalOf } from "~/session/social-verification.server";

const API = "https://idp.test";
const CERTS = `${API}/demo-identity/google/certs`;
const GRAPH = `${API}/demo-identity/facebook`;
const CLIENT_ID = "unit-google-client-id";
const APP_ID = "unit-facebook-app";
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000);

const server = setupServer(...identityProviderHandlers(API));
/** Path of every request the providers received, in order. */
const calls: string[] = [];
server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const OPTIONS: SocialVerifierOptions = {
  googleClientId: CLIENT_ID,
  googleJwksUrl: CERTS,
  facebookAppId: APP_ID,
  facebookAppSecret: DEMO_FACEBOOK_APP_SECRET,
  facebookGraphUrl: GRAPH,
  timeoutMs: 1000,
};
/** A new verifier each time: no key set cached from another test. */
const verifier = (options: Partial<SocialVerifierOptions> = {}) => createSocialVerifier({ ...OPTIONS, ...options });

const PERSON = { sub: "108", email: "gia@example.com", email_verified: true, given_name: "Gia", family_name: "Rossi" };
const googleToken = (claims: Record<string, unknown> = {}) =>
  signDemoGoogleIdToken({ aud: CLIENT_ID, ...PERSON, ...claims });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Signed with a key pair that is not in the key set; `kid` may borrow the demo key's id. */
async function strangerToken(kid: string) {
  const { privateKey } = await generateKeyPair("RS256");
  return new SignJWT({ ...PERSON, aud: CLIENT_ID, iss: "https://accounts.google.com" })
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(privateKey);
}

const demoKid = () => String(demoGoogleJwks().keys[0]!.kid);

describe("Google ID tokens: signature, audience, issuer and expiry against the provider's keys", () => {
  it("a token the key set signed, for our client id, gives the person in it", async () => {
    expect(await verifier().verify("google", await googleToken())).toEqual({
      ok: true,
      identity: { provider: "google", socialId: "108", email: "gia@example.com", firstName: "Gia", lastName: "Rossi" },
    });
    // Google also writes its issuer without the scheme.
    const bare = await verifier().verify("google", await googleToken({ iss: "accounts.google.com" }));
    expect(bare.ok).toBe(true);
  });

  const forgeries: [string, () => Promise<string>, RegExp][] = [
    [
      "unsigned (alg none)",
      async () =>
        `${base64url({ alg: "none", typ: "JWT" })}.${base64url({ ...PERSON, aud: CLIENT_ID, iss: "https://accounts.google.com", exp: NOW_S + 600 })}.`,
      /^JOSEAlgNotAllowed/,
    ],
    [
      "signed by another key under the key set's kid",
      () => strangerToken(demoKid()),
      /^JWSSignatureVerificationFailed/,
    ],
    ["signed by another key with its own kid", () => strangerToken("stranger"), /^JWKSNoMatchingKey/],
    [
      "HS256 with the public key as the secret (algorithm confusion)",
      async () =>
        new SignJWT({ ...PERSON, aud: CLIENT_ID, iss: "https://accounts.google.com" })
          .setProtectedHeader({ alg: "HS256", kid: demoKid() })
          .setIssuedAt()
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode(JSON.stringify(demoGoogleJwks().keys[0]))),
      /^JOSEAlgNotAllowed/,
    ],
    ["for another client id (aud)", () => googleToken({ aud: "someone-elses-client" }), /"aud" claim/],
    [
      "from another issuer (iss)",
      () => googleToken({ iss: "https://accounts.google.com.evil.example" }),
      /"iss" claim/,
    ],
    ["expired an hour ago", () => googleToken({ iat: NOW_S - 7200, exp: NOW_S - 3600 }), /^JWTExpired/],
    ["without an expiry", () => googleToken({ exp: undefined }), /missing required "exp"/],
    [
      "the payload edited after signing",
      async () => {
        const [header, , signature] = (await googleToken()).split(".");
        return `${header}.${base64url({ ...PERSON, email: "guest@example.com", aud: CLIENT_ID, iss: "https://accounts.google.com", iat: NOW_S, exp: NOW_S + 600 })}.${signature}`;
      },
      /^JWSSignatureVerificationFailed/,
    ],
    ["not a JWT at all", async () => "made-up-google-token", /^JWSInvalid/],
  ];

  it.each(forgeries)("refuses a token %s, for that reason", async (_name, forge, reason) => {
    const credential = await forge();
    const verification = await verifier().verify("google", credential);
    expect(verification).toMatchObject({ ok: false, failure: "refused", detail: expect.stringMatching(reason) });
    if (!verification.ok) expect(verification.detail).not.toContain(credential);
  });

  it("the frozen clock decides expiry: a token that expires in a minute passes, one 31 s past expiry does not", async () => {
    expect((await verifier().verify("google", await googleToken({ exp: NOW_S + 60 }))).ok).toBe(true);
    expect(await verifier().verify("google", await googleToken({ exp: NOW_S - 31 }))).toMatchObject({
      ok: false,
      failure: "refused",
    });
  });

  it("an email Google has not verified, or none, is no email to sign in with", async () => {
    expect(await verifier().verify("google", await googleToken({ email_verified: false }))).toMatchObject({
      ok: false,
      failure: "no-email",
    });
    expect(
      await verifier().verify("google", await googleToken({ email: undefined, email_verified: undefined })),
    ).toMatchObject({ ok: false, failure: "no-email" });
  });

  it("keys are fetched when first needed and cached: nothing at creation, one fetch for three tokens", async () => {
    const checker = verifier();
    expect(calls).toEqual([]);
    for (let index = 0; index < 3; index += 1)
      expect((await checker.verify("google", await googleToken())).ok).toBe(true);
    expect(calls).toEqual(["/demo-identity/google/certs"]);
  });

  it.each([
    ["unreachable", () => HttpResponse.error()],
    ["answering 500", () => HttpResponse.json({ message: "down" }, { status: 500 })],
    ["answering something that is not a key set", () => HttpResponse.json({ keys: "none" })],
    ["slower than the deadline", async () => (await delay(5000), HttpResponse.json(demoGoogleJwks()))],
  ])("Google's key set %s is 'unavailable', not a refusal of the person", async (_name, answer) => {
    server.use(http.get(CERTS, answer));
    const started = Date.now();
    expect(await verifier({ timeoutMs: 300 }).verify("google", await googleToken())).toMatchObject({
      ok: false,
      failure: "unavailable",
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("without GOOGLE_CLIENT_ID nothing is asked and every token is refused as not configured", async () => {
    expect(await verifier({ googleClientId: undefined }).verify("google", await googleToken())).toMatchObject({
      ok: false,
      failure: "not-configured",
    });
    expect(calls).toEqual([]);
  });
});

const facebookToken = (grant: Partial<Parameters<typeof issueDemoFacebookToken>[0]> = {}) =>
  issueDemoFacebookToken({
    app_id: APP_ID,
    user_id: "5551",
    email: "fay@example.com",
    first_name: "Fay",
    last_name: "Berg",
    expires_at: NOW_S + 3600,
    ...grant,
  });

describe("Facebook access tokens: inspected with debug_token, the person from /me", () => {
  it("a valid token of our app gives Facebook's profile, asked with the app token and an appsecret_proof", async () => {
    const seen: URL[] = [];
    server.events.on("request:start", ({ request }) => void seen.push(new URL(request.url)));
    const token = facebookToken();
    expect(await verifier().verify("facebook", token)).toEqual({
      ok: true,
      identity: {
        provider: "facebook",
        socialId: "5551",
        email: "fay@example.com",
        firstName: "Fay",
        lastName: "Berg",
      },
    });
    expect(calls).toEqual(["/demo-identity/facebook/v20.0/debug_token", "/demo-identity/facebook/v20.0/me"]);
    expect(seen[0]!.searchParams.get("access_token")).toBe(`${APP_ID}|${DEMO_FACEBOOK_APP_SECRET}`);
    expect(seen[1]!.searchParams.get("fields")).toBe("id,email,first_name,last_name");
    expect(seen[1]!.searchParams.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("made-up-facebook-token is refused by the inspection; the profile is never asked for", async () => {
    expect(await verifier().verify("facebook", "made-up-facebook-token")).toMatchObject({
      ok: false,
      failure: "refused",
    });
    expect(calls).toEqual(["/demo-identity/facebook/v20.0/debug_token"]);
  });

  it("a valid token issued to another app is refused", async () => {
    const verification = await verifier().verify("facebook", facebookToken({ app_id: "another-app" }));
    expect(verification).toMatchObject({
      ok: false,
      failure: "refused",
      detail: "issued to another app (another-app)",
    });
    expect(calls).not.toContain("/demo-identity/facebook/v20.0/me");
  });

  it("an expired token is refused, whether Facebook still calls it valid or not", async () => {
    expect(await verifier().verify("facebook", facebookToken({ expires_at: NOW_S - 10 }))).toMatchObject({
      ok: false,
      failure: "refused",
    });
    server.use(
      http.get(`${GRAPH}/:version/debug_token`, () =>
        HttpResponse.json({ data: { is_valid: true, app_id: APP_ID, user_id: "5551", expires_at: NOW_S - 10 } }),
      ),
    );
    expect(await verifier().verify("facebook", facebookToken())).toMatchObject({
      ok: false,
      failure: "refused",
      detail: "expired",
    });
  });

  it("a token Facebook calls not valid (revoked, logged out) is refused though its app and expiry fit", async () => {
    server.use(
      http.get(`${GRAPH}/:version/debug_token`, () =>
        HttpResponse.json({ data: { is_valid: false, app_id: APP_ID, user_id: "5551", expires_at: NOW_S + 3600 } }),
      ),
    );
    expect(await verifier().verify("facebook", facebookToken())).toMatchObject({ ok: false, failure: "refused" });
    expect(calls).not.toContain("/demo-identity/facebook/v20.0/me");
  });

  it("a profile that is not the token's user is refused", async () => {
    server.use(http.get(`${GRAPH}/:version/me`, () => HttpResponse.json({ id: "9999", email: "guest@example.com" })));
    expect(await verifier().verify("facebook", facebookToken())).toMatchObject({ ok: false, failure: "refused" });
  });

  it("a Facebook account that shares no email cannot sign in", async () => {
    expect(await verifier().verify("facebook", facebookToken({ email: undefined }))).toMatchObject({
      ok: false,
      failure: "no-email",
    });
  });

  it("a wrong app secret makes Facebook refuse the inspection: refused, and said in the log detail", async () => {
    const verification = await verifier({ facebookAppSecret: "not-the-secret" }).verify("facebook", facebookToken());
    expect(verification).toMatchObject({ ok: false, failure: "refused" });
    if (!verification.ok) expect(verification.detail).toContain("Invalid OAuth access token signature");
  });

  it.each([
    ["unreachable", () => HttpResponse.error()],
    ["answering 500", () => HttpResponse.json({ error: { message: "down" } }, { status: 500 })],
    ["slower than the deadline", async () => (await delay(5000), HttpResponse.json({ data: { is_valid: true } }))],
  ])("a Graph API %s is 'unavailable'", async (_name, answer) => {
    server.use(http.get(`${GRAPH}/:version/debug_token`, answer));
    expect(await verifier({ timeoutMs: 300 }).verify("facebook", facebookToken())).toMatchObject({
      ok: false,
      failure: "unavailable",
    });
  });

  it("without FACEBOOK_APP_SECRET nothing is asked and the token is refused as not configured", async () => {
    expect(await verifier({ facebookAppSecret: undefined }).verify("facebook", facebookToken())).toMatchObject({
      ok: false,
      failure: "not-configured",
    });
    expect(calls).toEqual([]);
  });
});

describe("what the sign-in page says", () => {
  it("a refusal starts with SPEC 8's 'Login was unsuccessful!' and names the provider; an outage says try later", () => {
    expect(refusalOf("google", "refused")).toEqual({
      status: 401,
      formError: "Login was unsuccessful! We could not verify your Google sign-in. Please try again.",
    });
    expect(refusalOf("facebook", "unavailable").status).toBe(503);
    expect(refusalOf("facebook", "not-configured").formError).toMatch(
      /^Signing in with Facebook is not possible right now/,
    );
    expect(refusalOf("google", "no-email")).toMatchObject({
      status: 400,
      formError: expect.stringMatching(/email address/),
    });
  });
});

describe("settings", () => {
  const VALID = {
    API_BASE_URL: "https://api.example.com",
    SITE_URL: "https://www.example.com",
    SITE_NAME: "X",
    APP_ENV: "local",
    FACEBOOK_APP_ID: "1",
  };

  it("default to the real providers; the app secret stays on the server", () => {
    const env = parseEnv({ ...VALID, FACEBOOK_APP_SECRET: "s3cret", GOOGLE_JWKS_URL: " " });
    expect(env.GOOGLE_JWKS_URL).toBe("https://www.googleapis.com/oauth2/v3/certs");
    expect(env.FACEBOOK_GRAPH_URL).toBe("https://graph.facebook.com");
    expect(JSON.stringify(getPublicEnv(env))).not.toContain("s3cret");
    expect(() => parseEnv({ ...VALID, GOOGLE_JWKS_URL: "file:///etc/keys.json" })).toThrow(/GOOGLE_JWKS_URL/);
  });
});

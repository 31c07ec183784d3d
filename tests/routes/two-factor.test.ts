import { createHmac, randomBytes } from "node:crypto";
import { EncryptJWT } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../mocks/seed/accounts";
import { createStore } from "../../mocks/store";
import { siteHandler } from "../resilience/site-handler";
import { TEST_NOW } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

/**
 * Two-factor sign-in through the production build in process, against the demo API's handlers:
 * the code step counts only with the challenge the password step set (an encrypted cookie), within
 * its 10 minutes, once, for 5 codes at most.
 */

const CODE = "123456";
const WRONG = "654321";
const EXPIRED = "Your sign-in has expired. Please sign in again with your email and password.";
const ENDED =
  "That was the fifth wrong code, so this sign-in has ended. Please sign in again with your email and password.";

const store = createStore();
const { server: api } = demoApiServer({ store });
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

/** The form bodies POST /two_factor_auth received, in order. */
const codeSteps: Record<string, string>[] = [];
api.events.on("request:start", async ({ request: upstream }) => {
  if (new URL(upstream.url).pathname === "/two_factor_auth")
    codeSteps.push(Object.fromEntries(new URLSearchParams(await upstream.clone().text())));
});

beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  codeSteps.length = 0;
  logs.discardSiteLogs();
});

/**
 * An owner account with a second factor of its own, so that each test's attempts count against
 * their own account (the per-account sign-in limit is 5 a minute).
 */
function twoFactorOwner(): string {
  const id = 1000 + store.users.length;
  const email = `2fa-${id}@example.com`;
  store.users.push({
    id,
    email,
    password: DEMO_PASSWORD,
    first_name: "Tessa",
    last_name: `Twofactor ${id}`,
    phone: null,
    is_agent: 0,
    is_owner: 1,
    is_user: 1,
    twoFactorCode: CODE,
  });
  return email;
}

const post = (fields: Record<string, string>, cookie?: string) =>
  request("/login?type=vendor", {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** The challenge as the browser sends it back: `two_factor_challenge=<value>`. */
function challengeOf(response: Response): string {
  const line = setCookie(response, "two_factor_challenge");
  expect(line, "the password step sets a challenge").toBeDefined();
  return line!.split(";")[0]!;
}

/** The password step of `email`: the challenge it answers with. */
async function passwordStep(email: string): Promise<string> {
  const response = await post({ intent: "login", type: "vendor", email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Two-step verification");
  return challengeOf(response);
}

const codeStep = (challenge: string | undefined, code: string, extra: Record<string, string> = {}) =>
  post({ intent: "two-factor", type: "vendor", code, redirectTo: "/owner-support", ...extra }, challenge);

/** Refused: the sign-in form again with `message`, no token, the challenge cleared. */
async function expectSignInAgain(response: Response, message: string) {
  expect(response.status).toBe(401);
  expect(setCookie(response, "auth_token")).toBeUndefined();
  expect(setCookie(response, "two_factor_challenge")).toMatch(/^two_factor_challenge=; Max-Age=0;/);
  const html = await response.text();
  expect(html).toContain(message.replaceAll("'", "&#x27;"));
  expect(html).toContain('name="password"');
  expect(html).not.toContain('name="code"');
  return html;
}

/** The pending-login token the demo API gave the latest password step (mocks/handlers/two-factor.ts). */
const latestPendingToken = () => [...store.pendingLogins.keys()].at(-1)!;

/** What each dot-separated part of a cookie value says once base64url-decoded. */
const decodedParts = (value: string) =>
  value.split(".").map((part) => Buffer.from(part, "base64url").toString("latin1"));

/** A challenge as the site makes one, with `fields`, but encrypted with `key`. */
const encryptedWith = async (key: Uint8Array, fields: Record<string, unknown>) =>
  `two_factor_challenge=${await new EncryptJWT(fields).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(key)}`;

describe("the code step is bound to a password step that succeeded", () => {
  it("the old skip: an email and the right code, no password ever sent, is refused without asking the API and sets no cookie", async () => {
    const response = await codeStep(undefined, CODE, { email: "2fa@example.com" });
    const html = await expectSignInAgain(response, EXPIRED);
    expect(html).toContain('value="2fa@example.com"');
    expect(setCookie(response, "active_role")).toBeUndefined();
    expect(codeSteps).toEqual([]);
  });

  it("the password step sets a short-lived, HttpOnly, SameSite=Strict challenge, and no token", async () => {
    const response = await post({ intent: "login", type: "vendor", email: twoFactorOwner(), password: DEMO_PASSWORD });
    expect(setCookie(response, "auth_token")).toBeUndefined();
    // A JWE: its header, no wrapped key ("dir"), a 96-bit IV, the ciphertext, a 128-bit tag.
    expect(setCookie(response, "two_factor_challenge")).toMatch(
      /^two_factor_challenge=[\w-]+\.\.[\w-]{16}\.[\w-]+\.[\w-]{22}; Max-Age=600; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const html = await response.text();
    expect(html).not.toContain(DEMO_PASSWORD);
    expect(html).not.toContain('name="password"');
  });

  it("the right code with the challenge signs in once: the API gets the pending login, not an email; the same challenge again is refused", async () => {
    const email = twoFactorOwner();
    const challenge = await passwordStep(email);

    // The form's type and email are not believed: the account and its type are the challenge's.
    const signedIn = await codeStep(challenge, CODE, { type: "guest", email: "guest@example.com" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("Location")).toBe("/owner-support");
    expect(setCookie(signedIn, "auth_token")).toMatch(/^auth_token=demo\.\d+\./);
    expect(setCookie(signedIn, "active_role")).toMatch(/^active_role=owner;/);
    expect(setCookie(signedIn, "two_factor_challenge")).toMatch(/^two_factor_challenge=; Max-Age=0;/);
    expect(codeSteps).toEqual([{ two_factor_token: expect.stringMatching(/^pending\./), code: CODE }]);
    const token = decodeURIComponent(/^auth_token=([^;]+)/.exec(setCookie(signedIn, "auth_token")!)![1]!);
    const profile = await fetch(`${API}/vendor/agents/show_lean`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(email);

    codeSteps.length = 0;
    await expectSignInAgain(await codeStep(challenge, CODE), EXPIRED);
    expect(codeSteps, "a used challenge is refused by the site itself").toEqual([]);
  });

  it("five wrong codes end the challenge: the fifth says so, the form asks for the password again and never holds it", async () => {
    const email = twoFactorOwner();
    const challenge = await passwordStep(email);
    const start = Date.now();
    for (let wrong = 1; wrong <= 4; wrong++) {
      // A minute apart, so the per-account limit of sign-in attempts stays out of it.
      vi.setSystemTime(start + wrong * 61_000);
      const response = await codeStep(challenge, WRONG);
      expect(response.status, `wrong code ${wrong}`).toBe(422);
      expect(setCookie(response, "two_factor_challenge")).toBeUndefined();
      const html = await response.text();
      // Our words; the API's ("That code is not right. …") are only logged (SPEC 8).
      expect(html).toContain("That code does not match. Enter the newest 6-digit code from your authenticator app.");
      expect(html).toContain('name="code"');
    }
    vi.setSystemTime(start + 5 * 61_000);
    const fifth = await codeStep(challenge, WRONG);
    const html = await expectSignInAgain(fifth, ENDED);
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain(DEMO_PASSWORD);
    expect(html).not.toMatch(/name="password"[^>]*value=/);
    expect(codeSteps).toHaveLength(5);

    vi.setSystemTime(start + 6 * 61_000);
    await expectSignInAgain(await codeStep(challenge, CODE), EXPIRED);
    expect(codeSteps, "the right code after the fifth wrong one is not even sent").toHaveLength(5);
    const refusedCode: unknown = expect.stringMatching(/^error: \[api\] POST \/two_factor_auth failed \(422\)/);
    expect(logs.take()).toEqual(Array.from({ length: 5 }, () => refusedCode));
  });

  it("a challenge lives 10 minutes: at 9:59 its code signs in, at 10:00 it is refused without asking the API", async () => {
    const inTime = await passwordStep(twoFactorOwner());
    vi.setSystemTime(TEST_NOW.getTime() + 599_000);
    const signedIn = await codeStep(inTime, CODE);
    expect(signedIn.status).toBe(303);
    expect(setCookie(signedIn, "auth_token")).toBeDefined();

    vi.setSystemTime(TEST_NOW.getTime());
    const late = await passwordStep(twoFactorOwner());
    vi.setSystemTime(TEST_NOW.getTime() + 600_000);
    codeSteps.length = 0;
    await expectSignInAgain(await codeStep(late, CODE), EXPIRED);
    expect(codeSteps).toEqual([]);
  });
});

describe("the challenge keeps the API's pending login to the server", () => {
  it("no part of the cookie decodes to the pending token, the account or its kind: only the encryption's header is readable", async () => {
    const email = twoFactorOwner();
    const value = (await passwordStep(email)).split("=")[1]!;
    const pending = latestPendingToken();
    expect(pending).toBeTruthy();
    const parts = decodedParts(value);
    expect(parts[0]).toBe('{"alg":"dir","enc":"A256GCM"}');
    for (const part of [value, ...parts]) {
      expect(part).not.toContain(pending);
      expect(part).not.toContain(email);
      expect(part).not.toContain("vendor");
    }
  });
});

describe("a challenge the site did not make is refused without asking the API", () => {
  const forgeries: [string, (challenge: string) => string | Promise<string>][] = [
    [
      "the old signed form, with the pending token in clear",
      (challenge) => {
        const fields = {
          id: randomBytes(16).toString("base64url"),
          token: latestPendingToken(),
          type: "vendor",
          email: "owner@example.com",
          expires: Date.now() + 600_000,
        };
        const payload = Buffer.from(JSON.stringify(fields)).toString("base64url");
        const signature = createHmac("sha256", randomBytes(32)).update(payload).digest("base64url");
        expect(challenge).not.toContain(payload);
        return `two_factor_challenge=${payload}.${signature}`;
      },
    ],
    [
      "the pending token encrypted with another key",
      () =>
        encryptedWith(new Uint8Array(randomBytes(32)), {
          id: randomBytes(16).toString("base64url"),
          token: latestPendingToken(),
          type: "vendor",
          email: "owner@example.com",
          expires: Date.now() + 600_000,
        }),
    ],
    [
      "its ciphertext changed by one character",
      (challenge) => {
        const parts = challenge.split(".");
        const text = parts[3]!;
        parts[3] = `${text[0] === "A" ? "B" : "A"}${text.slice(1)}`;
        return parts.join(".");
      },
    ],
    ["without its authentication tag", (challenge) => challenge.split(".").slice(0, 4).join(".")],
    [
      "its header changed to another algorithm",
      (challenge) => {
        const parts = challenge.split(".");
        const header = Buffer.from('{"alg":"dir","enc":"A128GCM"}').toString("base64url");
        return [`two_factor_challenge=${header}`, ...parts.slice(1)].join(".");
      },
    ],
  ];

  it.each(forgeries)("%s", async (_name, forge) => {
    const challenge = await passwordStep(twoFactorOwner());
    codeSteps.length = 0;
    const response = await codeStep(await forge(challenge), CODE);
    await expectSignInAgain(response, EXPIRED);
    expect(codeSteps).toEqual([]);
    // The genuine challenge still works: only the forgery was refused.
    expect((await codeStep(challenge, CODE)).status).toBe(303);
  });
});

import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RECAPTCHA_SECRET, demoCaptchaToken, recaptchaHandlers } from "../../mocks/handlers/recaptcha";
import { CAPTCHA_ACTIONS, captchaActionOf } from "~/lib/captcha-actions";
import { checkCaptcha } from "~/session/recaptcha.server";
import { captureConsole } from "../support/console-capture";

const VERIFY = "https://captcha.test/recaptcha/api/siteverify";
const server = setupServer(...recaptchaHandlers("https://captcha.test"));
const logs = captureConsole();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  logs.discardSiteLogs();
});
afterAll(() => server.close());

const CHECKED = {
  RECAPTCHA_SITE_KEY: "site-key",
  RECAPTCHA_SECRET_KEY: DEMO_RECAPTCHA_SECRET,
  RECAPTCHA_VERIFY_URL: VERIFY,
};

describe("the named actions", () => {
  it("one per form that asks for a token; the two-factor code step has none", () => {
    expect(CAPTCHA_ACTIONS).toEqual({
      login: "sign_in",
      "quick-store": "sign_up",
      "password-recover": "password_recover",
      checkout: "checkout",
    });
    expect(captchaActionOf("two-factor")).toBeUndefined();
    expect(captchaActionOf("toString")).toBeUndefined();
  });
});

describe("checkCaptcha", () => {
  it("without the secret (or the site key) the site checks nothing and hands the token to the API", async () => {
    expect(await checkCaptcha("tok", "sign_in", "192.0.2.1", { ...CHECKED, RECAPTCHA_SECRET_KEY: undefined })).toEqual({
      ok: true,
      forwardToken: "tok",
    });
    expect(await checkCaptcha("", "sign_in", "192.0.2.1", { ...CHECKED, RECAPTCHA_SITE_KEY: undefined })).toEqual({
      ok: true,
      forwardToken: undefined,
    });
  });

  it("with both, a good token of the action passes and is not sent on (it is good once)", async () => {
    const seen: URLSearchParams[] = [];
    server.events.on(
      "request:start",
      async ({ request }) => void seen.push(new URLSearchParams(await request.clone().text())),
    );
    expect(await checkCaptcha(demoCaptchaToken("checkout", 0.5), "checkout", "203.0.113.4", CHECKED)).toEqual({
      ok: true,
    });
    expect(seen[0]?.get("secret")).toBe(DEMO_RECAPTCHA_SECRET);
    expect(seen[0]?.get("remoteip")).toBe("203.0.113.4");
    // An address the server does not know is not sent.
    await checkCaptcha(demoCaptchaToken("checkout"), "checkout", "unknown", CHECKED);
    expect(seen[1]?.has("remoteip")).toBe(false);
  });

  it("refuses a missing token, another action's, a score under 0.5, a reused one and one Google does not know", async () => {
    const reused = demoCaptchaToken("sign_up");
    await checkCaptcha(reused, "sign_up", "192.0.2.1", CHECKED);
    for (const token of [
      "",
      demoCaptchaToken("sign_in"),
      demoCaptchaToken("sign_up", 0.49),
      reused,
      "made-up",
      "x".repeat(5000),
    ])
      expect(await checkCaptcha(token, "sign_up", "192.0.2.1", CHECKED), token.slice(0, 20)).toEqual({ ok: false });
    expect(logs.take()).toEqual([]);
  });

  it("a verification service that fails or answers nonsense lets the post through, and says so", async () => {
    server.use(http.post(VERIFY, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    expect(await checkCaptcha("tok", "sign_in", "192.0.2.1", CHECKED)).toEqual({ ok: true });
    server.use(http.post(VERIFY, () => HttpResponse.json({ yes: true })));
    expect(await checkCaptcha("tok", "password_recover", "192.0.2.1", CHECKED)).toEqual({ ok: true });
    expect(logs.take()).toEqual([
      "error: [recaptcha] a sign_in token could not be checked (HTTP 503); the post goes ahead",
      expect.stringMatching(
        /^error: \[recaptcha\] a password_recover token could not be checked \(.+\); the post goes ahead$/,
      ),
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RECAPTCHA_SECRET, demoCaptchaToken } from "../../mocks/handlers/recaptcha";
import { stayDates, yearFromNow } from "../support/clock";
import { type RecordingApi, type SiteProcess, rawRequest, startRecordingApi, startSiteProcess } from "./site-process";

/**
 * The abuse limits through the real server (node server/start.js on the production build)
 * behind a proxy it trusts (TRUST_PROXY=loopback): the client address is the one the proxy
 * appended to X-Forwarded-For, whatever the client wrote there itself (issue 17).
 */

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let api: RecordingApi;
let site: SiteProcess;
let withCaptcha: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  [site, withCaptcha] = await Promise.all([
    startSiteProcess(api.url, { TRUST_PROXY: "loopback" }),
    startSiteProcess(api.url, {
      TRUST_PROXY: "loopback",
      RECAPTCHA_SITE_KEY: "demo-site-key",
      RECAPTCHA_SECRET_KEY: DEMO_RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: `${api.url}/recaptcha/api/siteverify`,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([site.stop(), withCaptcha.stop()]);
  await api.close();
});

/** A sign-in the proxy forwards: `written` is what the client put in X-Forwarded-For, `client` what the proxy saw. */
function signIn(
  on: SiteProcess,
  fields: Record<string, string>,
  { written, client, path = "/login" }: { written?: string; client: string; path?: string },
) {
  return rawRequest(`${on.url}${path}`, {
    method: "POST",
    headers: {
      ...on.sameSite,
      ...FORM,
      "X-Forwarded-For": written ? `${written}, ${client}` : client,
    },
    body: new URLSearchParams({ intent: "login", type: "guest", ...fields }).toString(),
  });
}

describe("sign-in limits by the address the trusted proxy saw", () => {
  it("a client writing a new X-Forwarded-For each time, and rotating through its IPv6 /64, still gets 30 attempts a minute", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await signIn(
        site,
        { email: `spray-${attempt}@example.com`, password: "Spring2025!" },
        // The data answer (what the sign-in modal posts to), quicker than rendering the page 30 times.
        {
          written: `198.51.100.${attempt}`,
          client: `2001:db8:17:4::${(attempt + 1).toString(16)}`,
          path: "/login.data",
        },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(30).fill(401));
    const refused = await signIn(
      site,
      { email: "spray-30@example.com", password: "Spring2025!" },
      { written: "203.0.113.250", client: "2001:db8:17:4:ffff:1:2:3" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Too many attempts.");
    // Another subscriber's /64 is someone else.
    const other = await signIn(
      site,
      { email: "spray-31@example.com", password: "Spring2025!" },
      { client: "2001:db8:17:5::1" },
    );
    expect(other.status).toBe(401);
  }, 20_000);

  it("a stranger's failed attempts at an account lock out the stranger's address, not the owner's", async () => {
    const stranger: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      stranger.push(
        (await signIn(site, { email: "owner@example.com", password: `guess-${attempt}` }, { client: "198.51.100.66" }))
          .status,
      );
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await signIn(
      site,
      { email: "owner@example.com", password: "password123" },
      { client: "203.0.113.77" },
    );
    expect(owner.status).toBe(200);
    expect(String(owner.headers["set-cookie"])).toMatch(/(^|,)auth_token=/);
  });
});

describe("reCAPTCHA checked by the site (RECAPTCHA_SECRET_KEY and RECAPTCHA_VERIFY_URL set)", () => {
  const attempt = (fields: Record<string, string>, client: string) =>
    signIn(withCaptcha, { email: "guest@example.com", password: "not-it", ...fields }, { client });

  it("no token, a token of another action, a low score or a token used twice: a readable 400, the email kept, no call to the API", async () => {
    const used = demoCaptchaToken("sign_in");
    expect((await attempt({ captcha_token: used }, "192.0.2.200")).status).toBe(401);
    api.calls.length = 0;
    for (const [token, client] of [
      ["", "192.0.2.201"],
      [demoCaptchaToken("sign_up"), "192.0.2.202"],
      [demoCaptchaToken("sign_in", 0.1), "192.0.2.203"],
      [used, "192.0.2.204"],
      ["forged-token", "192.0.2.205"],
    ] as const) {
      const answer = await attempt({ captcha_token: token }, client);
      expect(answer.status, token).toBe(400);
      expect(answer.body).toContain("We could not confirm that this came from a person.");
      expect(answer.body).toMatch(/name="email"[^>]*value="guest@example.com"/);
      expect(answer.body).not.toContain("not-it");
    }
    expect(api.calls.map((call) => call.path).filter((path) => path !== "/recaptcha/api/siteverify")).toEqual([]);
  });

  it("a good token of the form's own action goes ahead: sign-in and password recovery", async () => {
    const answer = await attempt({ captcha_token: demoCaptchaToken("sign_in") }, "192.0.2.210");
    expect(answer.status).toBe(401);
    expect(answer.body).toContain("That email address and password do not match. Check both and try again.");
    const recovery = await rawRequest(`${withCaptcha.url}/login`, {
      method: "POST",
      headers: { ...withCaptcha.sameSite, ...FORM, "X-Forwarded-For": "192.0.2.211" },
      body: new URLSearchParams({
        intent: "password-recover",
        email: "guest@example.com",
        captcha_token: demoCaptchaToken("password_recover"),
      }).toString(),
    });
    expect(recovery.status).toBe(200);
  });

  it("checkout: a booking attempt without a good checkout token is refused before the API, one with it goes on", async () => {
    // The real server's clock is today's; the stay is well ahead of it.
    const stay = new URLSearchParams({ ...stayDates(400, 2), guests: "2" });
    const search = (await (await fetch(`${api.url}/properties?${stay}&per_page=1`)).json()) as {
      data: { entities: { id: number; slug: string }[] };
    };
    const home = search.data.entities[0]!;
    const path = `/properties/${home.id}/${home.slug}/checkout?${stay}`;
    const page = await rawRequest(`${withCaptcha.url}${path}`, { headers: { "X-Forwarded-For": "192.0.2.220" } });
    const secret = /checkout_secret=([^;]+)/.exec(String(page.headers["set-cookie"]))?.[1];
    const formKey = /name="idempotency_key" value="([^"]+)"/.exec(page.body)?.[1];
    const book = (captchaToken: string) =>
      rawRequest(`${withCaptcha.url}${path}`, {
        method: "POST",
        headers: {
          ...withCaptcha.sameSite,
          ...FORM,
          "X-Forwarded-For": "192.0.2.220",
          Cookie: `checkout_secret=${secret}`,
        },
        body: new URLSearchParams({
          first_name: "Ada",
          last_name: "Visitor",
          email: "ada-captcha@example.com",
          phone: "+44 20 7946 0958",
          payment: "new",
          card_number: "4000000000000002",
          card_expiry: `08/${String(yearFromNow(3) % 100).padStart(2, "0")}`,
          card_cvc: "987",
          terms: "on",
          idempotency_key: formKey!,
          captcha_token: captchaToken,
        }).toString(),
      });
    api.calls.length = 0;
    for (const token of ["", demoCaptchaToken("sign_in")]) {
      const refused = await book(token);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("We could not confirm that this came from a person.");
      expect(refused.body).toMatch(/name="email"[^>]*value="ada-captcha@example.com"/);
    }
    expect(api.calls.filter((call) => call.method === "POST" && call.path === "/bookings")).toEqual([]);
    const declined = await book(demoCaptchaToken("checkout"));
    expect(declined.status).toBe(402);
  });
});

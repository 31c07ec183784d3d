import { beforeAll, describe, expect, it, vi } from "vitest";
import { SITE, siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { OPEN_REDIRECT_PAYLOADS } from "../support/open-redirect-payloads";
import { demoApiServer, signIn } from "../support/demo-api";

/**
 * Every place the site follows a redirectTo, through the production build in process against
 * the demo API (issue 17, item 2): whatever the visitor sends, the Location stays on the site.
 */

demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

beforeAll(async () => {
  request = await siteHandler();
});

/** Where a browser on the site goes when it follows `location`. */
function expectOnSite(location: string | null, payload: string) {
  expect(location, JSON.stringify(payload)).not.toBeNull();
  expect(new URL(location!, SITE).origin, `${JSON.stringify(payload)} -> ${location}`).toBe(SITE);
  expect(location!.startsWith("/") && !/^\/[/\\]/.test(location!), `${JSON.stringify(payload)} -> ${location}`).toBe(
    true,
  );
}

/** A later minute (hour, in fact) for each sign-in, so the sign-in limits never answer instead. */
let clock = Date.now();
function nextWindow() {
  clock += 2 * 3_600_000;
  vi.setSystemTime(clock);
}

describe("redirect targets never leave the site (issue 17)", () => {
  it("the sign-in action's 303 Location, for every known open-redirect payload", async () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      nextWindow();
      const response = await request("/login", {
        method: "POST",
        body: new URLSearchParams({
          intent: "login",
          type: "guest",
          email: "guest@example.com",
          password: "password123",
          redirectTo: payload,
        }),
      });
      expect(response.status, JSON.stringify(payload)).toBe(303);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("auth_token=demo."))).toBe(true);
      expectOnSite(response.headers.get("Location"), payload);
    }
    expect(logs.take()).toEqual([]);
  });

  it("the issue's own example: /a/..//evil.com signs in and lands on the home page", async () => {
    nextWindow();
    const response = await request("/login", {
      method: "POST",
      body: new URLSearchParams({
        intent: "login",
        type: "guest",
        email: "guest@example.com",
        password: "password123",
        redirectTo: "/a/..//evil.com",
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("a signed-in visitor sent to /login, a logout and the cookie banner's form go back on site too", async () => {
    const token = await signIn("guest");
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const signedIn = await request(`/login?redirectTo=${encodeURIComponent(payload)}`, {
        headers: { Cookie: `auth_token=${token}` },
      });
      expect(signedIn.status, JSON.stringify(payload)).toBe(302);
      expectOnSite(signedIn.headers.get("Location"), payload);

      const consent = await request("/consent", {
        method: "POST",
        body: new URLSearchParams({ choice: "granted", redirectTo: payload }),
      });
      expect(consent.status).toBe(303);
      expectOnSite(consent.headers.get("Location"), payload);

      const logout = await request("/logout", { method: "POST", body: new URLSearchParams({ redirectTo: payload }) });
      expect(logout.status).toBe(303);
      expectOnSite(logout.headers.get("Location"), payload);
    }
  });

  it("an ordinary path comes back as sent, normalised paths as normalised", async () => {
    const cases = [
      ["/properties?destination=lisbon&guests=2", "/properties?destination=lisbon&guests=2"],
      ["/blog/../destinations/./lisbon", "/destinations/lisbon"],
      ["/privacy-policy#cookies", "/privacy-policy#cookies"],
    ] as const;
    for (const [sent, expected] of cases) {
      const response = await request("/logout", { method: "POST", body: new URLSearchParams({ redirectTo: sent }) });
      expect(response.headers.get("Location")).toBe(expected);
    }
  });
});

import { describe, expect, it } from "vitest";
import { renderedSite } from "../support/rendered-site";
import { setCookies } from "../support/session-pages";

/**
 * SPEC 2: a traveller's account signing in on /login as an owner or agent is refused with the
 * site's own sentence, which says what to do instead, and nobody is signed in. Through the
 * production build in process (the sign-in form posted without JavaScript), against the demo API.
 */

const { request, logs } = renderedSite();

/** The words of each alert in the page, tags aside. */
const alertsIn = (html: string) =>
  [...html.matchAll(/<p [^>]*role="alert"[^>]*>(.*?)<\/p>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, ""));

describe("a guest account signing in as an owner or agent", () => {
  it("is refused on /login with the list-your-property sentence (403), and nobody is signed in", async () => {
    const response = await request("/login?type=vendor&redirectTo=%2Fowner-support", {
      method: "POST",
      body: new URLSearchParams({
        intent: "login",
        type: "vendor",
        email: "guest@example.com",
        password: "password123",
        redirectTo: "/owner-support",
      }),
    });
    expect(response.status).toBe(403);
    expect(alertsIn(await response.text())).toEqual([
      "This is a guest account, so it cannot list a property. Sign in with your owner or agent account, or ask our owner team to open one for you.",
    ]);
    expect(Object.keys(setCookies(response))).not.toContain("auth_token");
    expect(Object.keys(setCookies(response))).not.toContain("active_role");
    // The API's own sentence is only logged (SPEC 8).
    expect(logs.take()).toEqual([
      "error: [api] POST /vendor/login_json failed (403): This is a guest account. Sign in as a guest, or create an owner account to list a property.",
    ]);
  });
});

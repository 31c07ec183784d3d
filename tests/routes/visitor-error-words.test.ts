import { beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { demoApiServer, signIn } from "../support/demo-api";

/**
 * SPEC 8 and 9 (issue 18): the API's messages are only logged; the visitor reads our own words.
 * Through the production build in process against the demo API, each page a refused form post
 * answers with holds our sentence and never the demo API's, which is in the log line instead.
 */

demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

beforeAll(async () => {
  request = await siteHandler();
});

/** The page's text as a visitor reads it (React separates text parts with empty comments). */
const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

let client = 0;
const post = (path: string, fields: Record<string, string>, cookie = "") => {
  client += 1;
  return request(
    path,
    { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) },
    { clientIp: `10.9.0.${client}` },
  );
};

describe("the API's sentence is logged, never shown", () => {
  it("wrong credentials: our words on the sign-in page, 'These credentials do not match our records.' in the log", async () => {
    const response = await post("/login", {
      intent: "login",
      type: "guest",
      email: "guest@example.com",
      password: "not-the-password",
    });
    expect(response.status).toBe(401);
    const html = await textOf(response);
    expect(html).toContain("That email address and password do not match. Check both and try again.");
    expect(html).not.toContain("These credentials do not match our records.");
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/login_json failed (401): These credentials do not match our records.",
    ]);
  });

  it("a taken email: our words beside the email field, 'That email is already in use.' in the log", async () => {
    const token = await signIn("guest");
    const response = await post(
      "/profile",
      { first_name: "Grace", last_name: "Guest", email: "owner@example.com", phone: "" },
      `auth_token=${token}`,
    );
    expect(response.status).toBe(422);
    const html = await textOf(response);
    expect(html).toMatch(
      /<p id="profile-email-error"[^>]*>That email address is already used by another account\. Please use a different one\.<\/p>/,
    );
    expect(html).not.toContain("That email is already in use.");
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/update_profile failed (422): That email is already in use.",
    ]);
  });
});

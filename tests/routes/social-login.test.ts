import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { action } from "~/routes/account/login-facebook";
import { issueDemoFacebookToken, signDemoGoogleIdToken } from "../../mocks/identity-keys";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "./route-helpers";

const { server, requests } = demoApiServer();
// Each credential the site refuses is logged; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

function post(fields: Record<string, string>) {
  const session: RequestSession = { ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, timeoutMs: 2000 }));
  context.set(requestOriginContext, { clientIp: "10.9.9.9", requestId: "social", viaTrustedProxy: false });
  const url = new URL("http://localhost:3000/login/facebook");
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  return { session, run: () => action({ request, url, context, params: {} } as never) };
}

describe("social sign-in exchange (POST /guest/social_login)", () => {
  it("sends the provider-verified person, not the browser's fields, stores our token and goes back", async () => {
    const bodies: Record<string, string>[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (new URL(request.url).pathname === "/guest/social_login")
        bodies.push(Object.fromEntries(new URLSearchParams(await request.clone().text())));
    });
    const credential = await signDemoGoogleIdToken({
      aud: process.env.GOOGLE_CLIENT_ID,
      sub: "g-1",
      email: "gia@example.com",
      email_verified: true,
      given_name: "Gia",
      family_name: "Rossi",
    });
    const { run, session } = post({
      provider: "google",
      credential,
      social_id: "1",
      first_name: "Grace",
      last_name: "Guest",
      email: "guest@example.com",
      redirectTo: "/blog",
    });
    const response = (await run()) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    expect(session.newToken).toBeTruthy();
    expect(bodies).toEqual([
      {
        provider: "google",
        credential,
        social_id: "g-1",
        first_name: "Gia",
        last_name: "Rossi",
        email: "gia@example.com",
      },
    ]);
  });

  it("a social account without an email is refused with a readable message, whatever email the browser sends", async () => {
    const credential = issueDemoFacebookToken({
      app_id: process.env.FACEBOOK_APP_ID!,
      user_id: "77",
      expires_at: Math.floor(Date.now() / 1000) + 600,
    });
    const reply = (await post({
      provider: "facebook",
      credential,
      social_id: "77",
      email: "guest@example.com",
    }).run()) as unknown as {
      data: { formError: string };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.formError).toMatch(/email address/);
    expect(logs.take()).toEqual([
      "warn: [social-sign-in] facebook credential no-email (request social): Facebook shared no email",
    ]);
  });

  it("an unverifiable credential is refused here with SPEC 8's words; the API is not asked", async () => {
    const reply = (await post({
      provider: "facebook",
      credential: "made-up-facebook-token",
      social_id: "1",
      email: "guest@example.com",
    }).run()) as unknown as { data: { formError: string }; init: { status: number } };
    expect(reply.init.status).toBe(401);
    expect(reply.data.formError).toBe(
      "Login was unsuccessful! We could not verify your Facebook sign-in. Please try again.",
    );
    expect(requests.map((url) => url.pathname)).not.toContain("/guest/social_login");
    expect(logs.take()).toEqual([
      "warn: [social-sign-in] facebook credential refused (request social): not valid: Invalid OAuth access token.",
    ]);
  });

  it("the sign-in limits hold: a 6th attempt for one account within the minute answers 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const reply = (await post({
        provider: "facebook",
        credential: "forged",
        social_id: "1",
        email: "limited-social@example.com",
      }).run()) as unknown as { init: { status: number; headers?: HeadersInit } };
      statuses.push(reply.init.status);
      if (reply.init.status === 429) retryAfter = new Headers(reply.init.headers).get("Retry-After");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(logs.take()).toEqual(
      Array(5).fill(
        "warn: [social-sign-in] facebook credential refused (request social): not valid: Invalid OAuth access token.",
      ),
    );
  });
});

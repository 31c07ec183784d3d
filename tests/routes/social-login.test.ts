import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { action } from "~/routes/login-facebook";
import { API, demoApiServer } from "./route-helpers";

const { server } = demoApiServer();

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
  it("sends the provider credential and the SPEC 3 social user, stores our token and goes back", async () => {
    const bodies: Record<string, string>[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (new URL(request.url).pathname === "/guest/social_login")
        bodies.push(Object.fromEntries(new URLSearchParams(await request.clone().text())));
    });
    const { run, session } = post({
      provider: "google",
      credential: "id-token",
      social_id: "g-1",
      first_name: "Gia",
      last_name: "Rossi",
      email: "gia@example.com",
      redirectTo: "/blog",
    });
    const response = (await run()) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog");
    expect(session.newToken).toBeTruthy();
    expect(bodies[0]).toEqual({
      provider: "google",
      credential: "id-token",
      social_id: "g-1",
      first_name: "Gia",
      last_name: "Rossi",
      email: "gia@example.com",
    });
  });

  it("a social account without an email is refused with a readable message", async () => {
    const reply = (await post({ provider: "facebook", credential: "t", social_id: "1" }).run()) as unknown as {
      data: { formError: string };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.formError).toMatch(/email address/);
  });

  it("an unverifiable credential is the upstream's 401 message", async () => {
    const reply = (await post({
      provider: "facebook",
      credential: " ",
      social_id: "1",
      email: "x@example.com",
    }).run()) as unknown as { data: { formError: string }; init: { status: number } };
    expect(reply.init.status).toBe(401);
  });

  it("the sign-in limits hold: a 6th attempt for one account within the minute answers 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const reply = (await post({
        provider: "facebook",
        credential: " ",
        social_id: "1",
        email: "limited-social@example.com",
      }).run()) as unknown as { init: { status: number; headers?: HeadersInit } };
      statuses.push(reply.init.status);
      if (reply.init.status === 429) retryAfter = new Headers(reply.init.headers).get("Retry-After");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

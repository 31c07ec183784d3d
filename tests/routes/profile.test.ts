import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, sessionContext } from "~/request-context";
import { action, loader } from "~/routes/account/profile";
import { API, demoApiServer, thrown, tokenFor } from "./route-helpers";

const { server } = demoApiServer();

function args(token: string | undefined, fields?: Record<string, string>) {
  const url = new URL("http://localhost:3000/profile");
  const session: RequestSession = { token, ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  const request = new Request(url, fields ? { method: "POST", body: new URLSearchParams(fields) } : {});
  return { session, value: { request, url, context, params: {} } as never };
}

describe("/profile", () => {
  it("sends logged-out visitors to sign in and back", async () => {
    expect(await thrown(() => loader(args(undefined).value))).toMatchObject({
      status: 302,
      location: "/login?redirectTo=%2Fprofile",
    });
  });

  it("POST /guest/update_profile with the bearer token; a returned access token replaces the stored one", async () => {
    const token = await tokenFor("owner@example.com");
    const seen: { authorization: string | null; body: string }[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (new URL(request.url).pathname === "/guest/update_profile")
        seen.push({ authorization: request.headers.get("Authorization"), body: await request.clone().text() });
    });
    const { value, session } = args(token, {
      first_name: "Olivia",
      last_name: "Owner",
      email: "olivia@example.com",
      phone: "+351 21 000 0000",
    });
    const result = (await action(value)) as unknown as { data: { saved?: boolean } };
    expect(result.data.saved).toBe(true);
    expect(seen[0]?.authorization).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      first_name: "Olivia",
      last_name: "Owner",
      email: "olivia@example.com",
      phone: "+351 21 000 0000",
    });
    expect(session.newToken).toBeTruthy();
    expect(session.newToken).not.toBe(token);
  });

  it("invalid input keeps every value with errors, and calls nothing", async () => {
    const token = await tokenFor("agent@example.com");
    const typed = { first_name: "", last_name: "X", email: "bad", phone: "call me" };
    const result = (await action(args(token, typed).value)) as unknown as {
      data: { values: unknown; fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.values).toEqual(typed);
    expect(Object.keys(result.data.fieldErrors).sort()).toEqual(["email", "first_name", "phone"]);
  });
});

import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, sessionContext } from "~/request-context";
import { loader } from "~/root";
import { captureConsole } from "../support/console-capture";
import { API } from "./route-helpers";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
const logs = captureConsole();
afterEach(() => {
  server.resetHandlers();
  expect(logs.take()).toEqual([]);
});
afterAll(() => server.close());

function run(token?: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0") {
  const session: RequestSession = { token, ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  const url = new URL("http://localhost:3000/");
  const request = new Request(url, { headers: { "user-agent": userAgent, Cookie: "cookie_consent=granted" } });
  return { session, result: loader({ request, url, params: {}, context } as never) };
}

describe("root loader", () => {
  it("makes no profile call without a token and gives the SPEC 3 site config", async () => {
    const { result } = run();
    const data = await result;
    expect(data.user).toBeNull();
    expect(data.site).toEqual({
      url: "http://localhost:3000",
      name: "Hideaways",
      description: expect.any(String),
      separator: "|",
    });
    expect(data.consent).toBe("granted");
    expect(data.isBot).toBe(false);
    expect(data.device).toBe("desktop");
  });

  it("SPEC 4: with a token, fetches the profile from GET /vendor/agents/show_lean with the bearer token", async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/vendor/agents/show_lean`, ({ request }) => {
        authorization = request.headers.get("Authorization");
        return HttpResponse.json({ data: { id: 7, first_name: "Grace", is_agent: 0, is_owner: 1, is_user: 1 } });
      }),
    );
    const { result, session } = run("tok-123");
    const data = await result;
    expect(authorization).toBe("Bearer tok-123");
    expect(data.user).toMatchObject({ id: 7, first_name: "Grace", is_owner: true, is_agent: false });
    expect(session.ended).toBe(false);
  });

  it("SPEC 8: a failed start-up profile fetch logs the user out", async () => {
    server.use(
      http.get(`${API}/vendor/agents/show_lean`, () =>
        HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }),
      ),
    );
    const { result, session } = run("stale-token");
    expect((await result).user).toBeNull();
    expect(session.ended).toBe(true);
    expect(logs.take()).toEqual(["error: [api] GET /vendor/agents/show_lean failed (401): Unauthenticated."]);
  });

  it("SPEC 2: bot user agents are flagged, phones are mobile", async () => {
    expect((await run(undefined, "facebookexternalhit/1.1").result).isBot).toBe(true);
    expect((await run(undefined, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148").result).device).toBe(
      "mobile",
    );
  });
});

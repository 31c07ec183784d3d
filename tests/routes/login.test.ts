import { HttpResponse, http } from "msw";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { loginAction } from "~/routes/account/login-action.server";
import { SIGN_UP_LINK_SENT } from "~/routes/account/quick-sign-up.server";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "./route-helpers";

const { server } = demoApiServer();
// The site logs each refusal of the API; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

let client = 0;
function call(fields: Record<string, string>, token?: string, from?: { clientIp: string; headers?: HeadersInit }) {
  client += 1;
  const session: RequestSession = { token, ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, token, timeoutMs: 2000 }));
  // Each call acts from its own address (as the server would set it) so the per-client limit
  // does not couple tests.
  context.set(requestOriginContext, {
    clientIp: from?.clientIp ?? `10.0.0.${client}`,
    requestId: `login-${client}`,
    viaTrustedProxy: false,
  });
  const request = new Request("http://localhost:3000/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: from?.headers,
  });
  return { session, run: () => loginAction(request, context) };
}

type Reply = {
  data: {
    mode: string;
    formError: string | null;
    message: string | null;
    signedIn: boolean;
    values: { email: string };
    fieldErrors: Record<string, string>;
  };
  init: { status?: number; headers?: HeadersInit } | null;
};

function captureUpstream(path: string) {
  const seen: { method: string; body: URLSearchParams; authorization: string | null }[] = [];
  server.events.on("request:start", async ({ request }) => {
    if (new URL(request.url).pathname === path) {
      seen.push({
        method: request.method,
        body: new URLSearchParams(await request.clone().text()),
        authorization: request.headers.get("Authorization"),
      });
    }
  });
  return seen;
}

describe("sign-in action (SPEC 7 calls)", () => {
  it("guest login: POST /guest/login_json with a form body, the token stored, back to redirectTo with 303", async () => {
    const seen = captureUpstream("/guest/login_json");
    const { run, session } = call({
      intent: "login",
      type: "guest",
      email: "guest@example.com",
      password: "password123",
      redirectTo: "/blog?page=2",
    });
    const response = (await run()) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog?page=2");
    expect(session.newToken).toMatch(/^demo\.1\./);
    expect(seen[0]).toMatchObject({ method: "POST", authorization: null });
    expect(Object.fromEntries(seen[0]!.body)).toEqual({ email: "guest@example.com", password: "password123" });
  });

  it("vendor login posts to /vendor/login_json; a foreign redirectTo falls back to /", async () => {
    const seen = captureUpstream("/vendor/login_json");
    const { run } = call({
      intent: "login",
      type: "vendor",
      email: "owner@example.com",
      password: "password123",
      redirectTo: "//evil.example",
    });
    const response = (await run()) as Response;
    expect(seen).toHaveLength(1);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^active_role=owner;/);
  });

  it("a wrong password re-renders with the email kept and our words for it, not the API's (SPEC 8)", async () => {
    const { run, session } = call({ intent: "login", type: "guest", email: "guest@example.com", password: "nope" });
    const reply = (await run()) as unknown as Reply;
    expect(reply.init?.status).toBe(401);
    expect(reply.data.formError).toBe("That email address and password do not match. Check both and try again.");
    expect(reply.data.values.email).toBe("guest@example.com");
    expect(JSON.stringify(reply.data)).not.toContain("nope");
    expect(session.newToken).toBeUndefined();
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/login_json failed (401): These credentials do not match our records.",
    ]);
  });

  it("two-factor: the login answer asks for a code, then POST /two_factor_auth with its pending login issues the token", async () => {
    const first = call({ intent: "login", type: "guest", email: "2fa@example.com", password: "password123" });
    const reply = (await first.run()) as unknown as Reply;
    expect(reply.data).toMatchObject({
      mode: "two-factor",
      message: "Enter the 6-digit code from your authenticator app to finish signing in.",
      signedIn: false,
    });
    expect(first.session.newToken).toBeUndefined();
    const challenge = /^two_factor_challenge=[^;]+/.exec(new Headers(reply.init?.headers).get("Set-Cookie") ?? "")?.[0];

    const seen = captureUpstream("/two_factor_auth");
    const second = call({ intent: "two-factor", type: "guest", code: "123456" }, undefined, {
      clientIp: "10.9.0.1",
      headers: { Cookie: challenge ?? "" },
    });
    const done = (await second.run()) as unknown as Reply;
    expect(done.data.signedIn).toBe(true);
    expect(second.session.newToken).toMatch(/^demo\.4\./);
    expect(Object.fromEntries(seen[0]!.body)).toEqual({
      two_factor_token: expect.stringMatching(/^pending\./),
      code: "123456",
    });
  });

  it("quick sign-up: POST /guest/quick_store then a link to the address, the same answer for a new and a taken email, nobody signed in", async () => {
    const created = captureUpstream("/guest/quick_store");
    const linked = captureUpstream("/account/password_recover");
    const answers: unknown[] = [];
    for (const email of ["ada@example.com", "guest@example.com"]) {
      const { run, session } = call({
        intent: "quick-store",
        type: "guest",
        first_name: "Ada",
        last_name: "Lovelace",
        email,
      });
      const reply = (await run()) as unknown as Reply;
      expect(reply.data.values.email).toBe(email);
      expect(session.newToken).toBeUndefined();
      answers.push({ ...reply, data: { ...reply.data, values: { ...reply.data.values, email: "(typed)" } } });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({
      init: { status: 200 },
      data: { message: SIGN_UP_LINK_SENT, formError: null, signedIn: false, mode: "quick-store" },
    });
    expect(created.map((entry) => Object.fromEntries(entry.body))).toEqual([
      { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" },
      { first_name: "Ada", last_name: "Lovelace", email: "guest@example.com" },
    ]);
    expect(linked.map((entry) => entry.body.get("email"))).toEqual(["ada@example.com", "guest@example.com"]);
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/quick_store failed (422): An account with this email already exists. Sign in instead.",
    ]);
  });

  it("password recovery: POST /account/password_recover and the same answer whether or not the account exists", async () => {
    const seen = captureUpstream("/account/password_recover");
    for (const email of ["guest@example.com", "nobody@example.com"]) {
      const reply = (await call({ intent: "password-recover", type: "guest", email }).run()) as unknown as Reply;
      expect(reply.data.message).toBe(
        "If an account exists for that address, we have sent it a link to choose a new password.",
      );
    }
    expect(seen.map((entry) => entry.body.get("email"))).toEqual(["guest@example.com", "nobody@example.com"]);
  });

  it("invalid input is a 400 with field errors and no upstream call", async () => {
    const seen = captureUpstream("/guest/login_json");
    const reply = (await call({
      intent: "login",
      type: "guest",
      email: "nope",
      password: "",
    }).run()) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(Object.keys(reply.data.fieldErrors).sort()).toEqual(["email", "password"]);
    expect(seen).toHaveLength(0);
  });

  it("an upstream outage is a readable 502", async () => {
    server.use(http.post(`${API}/guest/login_json`, () => HttpResponse.json({ message: "db" }, { status: 500 })));
    const reply = (await call({
      intent: "login",
      type: "guest",
      email: "guest@example.com",
      password: "x",
    }).run()) as unknown as Reply;
    expect(reply.init?.status).toBe(502);
    expect(reply.data.formError).toMatch(/not possible right now/);
    expect(logs.take()).toEqual(["error: [api] POST /guest/login_json failed (500): db"]);
  });

  it("more than 5 attempts a minute at one account from one address answer 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const reply = (await call(
        { intent: "login", type: "guest", email: "limited@example.com", password: "wrong" },
        undefined,
        { clientIp: "10.8.0.1" },
      ).run()) as unknown as Reply;
      statuses.push(reply.init?.status ?? 200);
      if (reply.init?.status === 429) retryAfter = new Headers(reply.init.headers).get("Retry-After");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(logs.take()).toEqual(
      Array(5).fill("error: [api] POST /guest/login_json failed (401): These credentials do not match our records."),
    );
  });

  it("the per-client limit counts the server's address for the client: an X-Forwarded-For it sends changes nothing", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const reply = (await call(
        { intent: "login", type: "guest", email: `spoof${attempt}@example.com`, password: "wrong" },
        undefined,
        {
          clientIp: "192.0.2.44",
          headers: { "X-Forwarded-For": `198.51.100.${attempt}`, "X-Real-IP": `203.0.113.${attempt}` },
        },
      ).run()) as unknown as Reply;
      statuses.push(reply.init?.status ?? 200);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(logs.take()).toEqual(
      Array(30).fill("error: [api] POST /guest/login_json failed (401): These credentials do not match our records."),
    );
  });
});

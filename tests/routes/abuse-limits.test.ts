import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client.server";
import { apiContext, type RequestSession, requestOriginContext, sessionContext } from "~/request-context";
import { loginAction } from "~/routes/account/login-action.server";
import { SIGN_UP_LINK_SENT } from "~/routes/account/quick-sign-up.server";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "./route-helpers";

/**
 * The sign-in action's abuse limits against the demo API's handlers (issue 17): each form in its
 * own buckets, keyed by the address the server saw (requestOriginContext), never by a header.
 */

demoApiServer();
const logs = captureConsole();

function post(fields: Record<string, string>, clientIp: string) {
  const session: RequestSession = { ended: false };
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(apiContext, createApiClient({ baseUrl: API, timeoutMs: 2000 }));
  context.set(requestOriginContext, { clientIp, requestId: "", viaTrustedProxy: true });
  const request = new Request("http://localhost:3000/login", { method: "POST", body: new URLSearchParams(fields) });
  return loginAction(request, context).then((answer) => ({ answer, session }));
}

type Reply = {
  data: { formError: string | null; message: string | null; values: Record<string, string> };
  init: { status?: number; headers?: HeadersInit } | null;
};

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Reply).init?.status ?? 200);

const signIn = (email: string, password: string, clientIp: string) =>
  post({ intent: "login", type: "guest", email, password }, clientIp);

describe("sign-in: a stranger cannot lock the owner out", () => {
  it("failed attempts at an account from other addresses leave the owner's own address its attempts", async () => {
    const stranger: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      stranger.push(statusOf((await signIn("guest@example.com", `guess-${attempt}`, "198.51.100.66")).answer));
    expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
    // More strangers, each from an address of their own.
    for (let other = 1; other <= 4; other += 1)
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(statusOf((await signIn("guest@example.com", "nope", `198.51.100.${other}`)).answer)).toBe(401);

    const owner = await signIn(" Guest@Example.com", "password123", "203.0.113.77");
    expect(statusOf(owner.answer)).toBe(200);
    expect((owner.answer as unknown as { data: { signedIn: boolean } }).data.signedIn).toBe(true);
    expect(owner.session.newToken).toMatch(/^demo\.1\./);
    logs.discardSiteLogs();
  });
});

describe("password recovery and quick sign-up count apart from signing in", () => {
  it("recovery requests for an account never use up its sign-in attempts", async () => {
    for (let request = 0; request < 3; request += 1)
      expect(
        statusOf((await post({ intent: "password-recover", email: "owner@example.com" }, "192.0.2.5")).answer),
      ).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push(statusOf((await signIn("owner@example.com", "wrong", "192.0.2.5")).answer));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    logs.discardSiteLogs();
  });

  it("a fourth recovery request for an address within the hour is a readable 429 with Retry-After, the email kept", async () => {
    for (let request = 0; request < 3; request += 1)
      await post({ intent: "password-recover", email: "mail-bomb@example.com" }, `192.0.2.${20 + request}`);
    const { answer } = await post({ intent: "password-recover", email: "mail-bomb@example.com" }, "192.0.2.30");
    const reply = answer as unknown as Reply;
    expect(reply.init?.status).toBe(429);
    expect(Number(new Headers(reply.init?.headers).get("Retry-After"))).toBeGreaterThan(3500);
    expect(reply.data.formError).toBe("Too many attempts. Please wait 60 minutes and try again.");
    expect(reply.data.values.email).toBe("mail-bomb@example.com");
  });

  it("an address gets 10 quick sign-ups an hour; the 11th is a 429 keeping the name and email", async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 10; request += 1) {
      const { answer } = await post(
        { intent: "quick-store", first_name: "Sam", last_name: "Spam", email: `spam-${request}@example.com` },
        "203.0.113.200",
      );
      statuses.push(statusOf(answer));
      expect((answer as unknown as Reply).data.message).toBe(SIGN_UP_LINK_SENT);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const { answer } = await post(
      { intent: "quick-store", first_name: "Sam", last_name: "Spam", email: "spam-10@example.com" },
      "203.0.113.200",
    );
    const reply = answer as unknown as Reply;
    expect(reply.init?.status).toBe(429);
    expect(Number(new Headers(reply.init?.headers).get("Retry-After"))).toBeGreaterThan(3500);
    expect(reply.data.values).toEqual({ email: "spam-10@example.com", first_name: "Sam", last_name: "Spam" });
    // Signing in from that address is another bucket.
    expect(statusOf((await signIn("spam-0@example.com", "x", "203.0.113.200")).answer)).toBe(401);
    logs.discardSiteLogs();
  });
});

import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoApiServer } from "../support/demo-api";

/**
 * The auth cookie's Domain on a site under a two-label public suffix (issue 17, item 6), through
 * the production build in process, configured as production on https://example.co.uk: the
 * host's parent (its first label dropped) is co.uk, a public suffix the browser refuses.
 */

const SITE = "https://example.co.uk";
const BUILD = resolve(import.meta.dirname, "../../build/server/index.js");
demoApiServer();
let handle: (request: Request, context: RouterContextProvider) => Promise<Response>;

const CONFIGURATION = {
  SITE_URL: SITE,
  APP_ENV: "production",
  COOKIE_DOMAIN: "",
  SESSION_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
};
const before = Object.fromEntries(Object.keys(CONFIGURATION).map((name) => [name, process.env[name]]));

beforeAll(async () => {
  // The build reads its configuration at its first request.
  Object.assign(process.env, CONFIGURATION);
  if (!existsSync(BUILD)) throw new Error("These tests run against the production build: run `npm run build` first.");
  const { build } = (await import(pathToFileURL(BUILD).href)) as { build: ServerBuild };
  handle = createRequestHandler(build, "production");
});
afterAll(() => {
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function post(path: string, body: Record<string, string>, cookie?: string) {
  const headers = new Headers({ Origin: SITE });
  if (cookie) headers.set("Cookie", cookie);
  return handle(
    new Request(new URL(path, SITE), { method: "POST", headers, body: new URLSearchParams(body) }),
    new RouterContextProvider(),
  );
}

const authCookie = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith("auth_token=")) ?? "";

describe("the auth cookie's domain on example.co.uk", () => {
  it("signing in sets it for example.co.uk (the registrable domain), never for the public suffix co.uk", async () => {
    const response = await post("/login", {
      intent: "login",
      type: "guest",
      email: "guest@example.com",
      password: "password123",
      redirectTo: "/",
    });
    expect(response.status).toBe(303);
    const cookie = authCookie(response);
    expect(cookie).toMatch(/^auth_token=demo\.1\.[\w-]+; Max-Age=2592000; Domain=example\.co\.uk; Path=\/; /);
    expect(cookie).toContain("; Secure; SameSite=Strict");
    expect(cookie).not.toContain("Domain=co.uk");

    // Logging out clears the same cookie: same name, path and domain.
    const token = /^auth_token=([^;]+)/.exec(cookie)![1];
    const logout = await post("/logout", { redirectTo: "/" }, `auth_token=${token}`);
    expect(authCookie(logout)).toMatch(/^auth_token=; Max-Age=0; Domain=example\.co\.uk; Path=\/; /);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  type RecordingApi,
  type SiteProcess,
  bytesRequest,
  rawRequest,
  startRecordingApi,
  startSiteProcess,
} from "./site-process";

// The public address the site is reached at, as a TLS-terminating proxy in front would serve it.
const PUBLIC_HEADERS = { Host: "shop.test", Origin: "https://shop.test", "X-Forwarded-Proto": "https" };
const SIGN_IN = new URLSearchParams({
  intent: "login",
  type: "guest",
  email: "guest@example.com",
  password: "not-the-password",
}).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const CLIENT = resolve(import.meta.dirname, "../../build/client");

let api: RecordingApi;
let behindProxy: SiteProcess;
let direct: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  [behindProxy, direct] = await Promise.all([
    startSiteProcess(api.url, { TRUST_PROXY: "loopback", SITE_URL: "https://shop.test" }),
    startSiteProcess(api.url, { SITE_URL: "https://shop.test" }),
  ]);
});
afterEach(() => {
  api.calls.length = 0;
});
afterAll(async () => {
  await Promise.all([behindProxy.stop(), direct.stop()]);
  await api.close();
});

describe("behind a TLS-terminating proxy (TRUST_PROXY)", () => {
  it("a trusted proxy's X-Forwarded-Proto makes the request https: the sign-in action runs", async () => {
    const answer = await rawRequest(`${behindProxy.url}/login`, {
      method: "POST",
      headers: { ...PUBLIC_HEADERS, ...FORM },
      body: SIGN_IN,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toContain("That email address and password do not match. Check both and try again.");
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /guest/login_json"]);
  });

  it("without TRUST_PROXY the same request is refused before the action: its https origin is not this http URL", async () => {
    const answer = await rawRequest(`${direct.url}/login`, {
      method: "POST",
      headers: { ...PUBLIC_HEADERS, ...FORM },
      body: SIGN_IN,
    });
    expect(answer.status).toBe(400);
    expect(api.calls).toEqual([]);
  });

  it("takes X-Request-Id from a trusted proxy, answers with it and sends it to the API", async () => {
    const answer = await rawRequest(`${behindProxy.url}/login`, {
      method: "POST",
      headers: { ...PUBLIC_HEADERS, ...FORM, "X-Request-Id": "edge-7f3a.42" },
      body: SIGN_IN,
    });
    expect(answer.status).toBe(401);
    expect(answer.headers["x-request-id"]).toBe("edge-7f3a.42");
    expect(api.calls.length).toBeGreaterThan(0);
    expect(new Set(api.calls.map((call) => call.requestId))).toEqual(new Set(["edge-7f3a.42"]));
  });

  it("makes its own request id when the sender is not a trusted proxy, or the id is malformed", async () => {
    const untrusted = await rawRequest(`${direct.url}/build.json`, { headers: { "X-Request-Id": "chosen-by-client" } });
    const malformed = await rawRequest(`${behindProxy.url}/build.json`, {
      headers: { "X-Request-Id": "bad id\twith spaces" },
    });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(untrusted.headers["x-request-id"]).toMatch(uuid);
    expect(malformed.headers["x-request-id"]).toMatch(uuid);
  });
});

describe("request logs", () => {
  it("one JSON line per request: method, path without its query, status, duration and request id", async () => {
    const answer = await rawRequest(`${direct.url}/build.json?email=someone%40example.com`);
    const id = answer.headers["x-request-id"];
    // The line is written when the answer has been handed to the socket, a moment after it
    // arrives; a line of the test before may come in that moment too, so ours is found by its id.
    const ofThisRequest = () =>
      direct.logLines().filter((line) => (line.req as { id?: unknown } | undefined)?.id === id);
    const lines = await vi.waitFor(
      () => {
        expect(ofThisRequest()).not.toEqual([]);
        return ofThisRequest();
      },
      { timeout: 2000 },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { id, method: "GET", path: "/build.json" },
      res: { status: 200 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it("never writes a token, cookie, password or query value, whatever the request carries", async () => {
    await rawRequest(`${behindProxy.url}/login?token=reset-token-in-query`, {
      method: "POST",
      headers: {
        ...PUBLIC_HEADERS,
        ...FORM,
        Cookie: "auth_token=cookie-token-secret; other=other-cookie-secret",
        Authorization: "Bearer header-token-secret",
      },
      body: SIGN_IN,
    });
    const log = behindProxy.output();
    for (const secret of ["cookie-token-secret", "other-cookie-secret", "header-token-secret", "reset-token-in-query"])
      expect(log).not.toContain(secret);
    expect(log).not.toContain("not-the-password");
    expect(log).not.toContain("guest@example.com");
  });

  it("health probes are not logged", async () => {
    const before = direct.output();
    await rawRequest(`${direct.url}/healthz`);
    await rawRequest(`${direct.url}/readyz`);
    expect(direct.output()).toBe(before);
  });
});

describe("health checks", () => {
  it("/healthz and /readyz answer 200 and are never cached", async () => {
    const alive = await rawRequest(`${direct.url}/healthz`);
    const ready = await rawRequest(`${direct.url}/readyz`);
    expect([alive.status, alive.headers["cache-control"], alive.body]).toEqual([200, "no-store", '{"status":"ok"}']);
    expect([ready.status, ready.headers["cache-control"], ready.body]).toEqual([200, "no-store", '{"status":"ready"}']);
  });
});

describe("static files", () => {
  it("hashed assets are immutable for a year, other public files are kept an hour, both compressed", async () => {
    const page = await rawRequest(`${direct.url}/build.json`);
    expect(page.status).toBe(200);
    const home = await rawRequest(`${direct.url}/login`, { headers: { "Accept-Encoding": "identity" } });
    // The stylesheet (app-<hash>.css) is a hashed asset.
    const asset = /\/assets\/[\w-]+\.css/.exec(home.body)?.[0];
    expect(asset).toBeDefined();
    const hashed = await rawRequest(`${direct.url}${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    const manifest = await rawRequest(`${direct.url}/manifest.webmanifest`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(hashed.headers["content-encoding"]).toBe("gzip");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("a hashed script goes as the build compressed it: brotli, else gzip, else as it is; never compressed again", async () => {
    const home = await rawRequest(`${direct.url}/login`, { headers: { "Accept-Encoding": "identity" } });
    const script = /\/assets\/framework-[\w-]+\.js/.exec(home.body)?.[0];
    expect(script).toBeDefined();
    const file = readFileSync(resolve(CLIENT, `.${script}`));
    const asking = (accepted: string) => bytesRequest(`${direct.url}${script}`, { "Accept-Encoding": accepted });
    const [br, gzip, plain] = await Promise.all([asking("br, gzip"), asking("gzip"), asking("identity")]);
    expect([br.status, br.headers["content-encoding"], br.headers.vary]).toEqual([200, "br", "Accept-Encoding"]);
    expect(br.body.equals(readFileSync(resolve(CLIENT, `.${script}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect([gzip.headers["content-encoding"], gzip.headers.vary]).toEqual(["gzip", "Accept-Encoding"]);
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
    expect([br, gzip, plain].map((answer) => answer.headers["cache-control"])).toEqual(
      Array(3).fill("public, max-age=31536000, immutable"),
    );
    // The same type, its charset's name spelled by two libraries (express-static-gzip, serve-static).
    expect([br, gzip, plain].map((answer) => answer.headers["content-type"]?.toLowerCase())).toEqual(
      Array(3).fill("text/javascript; charset=utf-8"),
    );
  });

  it("does not say what it runs on", async () => {
    const answer = await rawRequest(`${direct.url}/healthz`);
    expect(answer.headers["x-powered-by"]).toBeUndefined();
  });
});

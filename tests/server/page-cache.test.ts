import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type Request, type Response } from "express";
import { createPageCache } from "../../server/page-cache";

// The page cache in front of a stand-in for React Router that counts its renders and answers each
// path the way the test set it up, with a new nonce per render as the security middleware does.

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const MAX_AGE_MS = 5_000;
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const OTHER_PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  /** Resolves when the render may finish (to keep a render in flight). */
  gate?: Promise<void>;
}

let clock = 0;
let renders: string[] = [];
let answers = new Map<string, Answer>();
let server: Server;
let base: string;
let trustedProxy = false;
/** Requests the server has taken in: one counted has been through the cache's middleware. */
let arrived = 0;

function render(req: Request, res: Response) {
  const nonce = `n${renders.length}x${Math.random().toString(36).slice(2, 12)}`;
  renders.push(req.originalUrl);
  const answer = answers.get(req.path) ?? {};
  const send = () => {
    res.status(answer.status ?? 200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", PUBLIC);
    res.setHeader("Vary", "User-Agent, Cookie");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}' 'strict-dynamic'`);
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.write(`<html><script nonce="${nonce}">1</script>`);
    res.end(`<p>${req.originalUrl} render ${renders.length}</p><script nonce="${nonce}">2</script></html>`);
  };
  if (answer.gate) void answer.gate.then(send);
  else send();
}

beforeEach(async () => {
  clock = 1_000_000;
  renders = [];
  answers = new Map();
  trustedProxy = false;
  const app = express();
  app.use(
    createPageCache({
      maxAgeMs: MAX_AGE_MS,
      maxBytes: 1024 * 1024,
      viaTrustedProxy: () => trustedProxy,
      now: () => clock,
    }),
  );
  app.all("/{*path}", render);
  server = app.listen(0, "127.0.0.1");
  arrived = 0;
  server.on("request", () => arrived++);
  await new Promise<void>((done) => server.once("listening", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(`${base}${path}`, { method, headers: { "User-Agent": DESKTOP, ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function noncesOf(answer: { headers: Headers; body: string }) {
  return {
    header: /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1],
    body: [...answer.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]),
  };
}

describe("a public page", () => {
  it("is rendered once and served again, with Age and a new nonce in the header and the page alike", async () => {
    const first = await get("/a");
    clock += 3_000;
    const second = await get("/a");

    expect(renders).toEqual(["/a"]);
    expect(second.body).toContain("<p>/a render 1</p>");
    expect(first.headers.get("age")).toBeNull();
    expect(second.headers.get("age")).toBe("3");
    expect(second.headers.get("cache-control")).toBe(PUBLIC);
    expect(second.headers.get("vary")).toBe("User-Agent, Cookie");
    const before = noncesOf(first);
    const after = noncesOf(second);
    expect(after.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(after.body).toEqual([after.header, after.header]);
    expect(after.header).not.toBe(before.header);
    expect(second.body).not.toContain(before.header);
  });

  it("keeps one copy per address: another query string is another page", async () => {
    await get("/a?page=1");
    await get("/a?page=2");
    await get("/a?page=1");
    expect(renders).toEqual(["/a?page=1", "/a?page=2"]);
  });

  it("keeps one copy per device class, not per User-Agent string", async () => {
    await get("/a", { "User-Agent": PHONE });
    const desktop = await get("/a", { "User-Agent": DESKTOP });
    const otherPhone = await get("/a", { "User-Agent": OTHER_PHONE });
    expect(renders).toHaveLength(2);
    expect(desktop.body).toContain("render 2");
    expect(otherPhone.body).toContain("render 1");
  });

  it("ignores X-Device-Class from a client, and keys on it from a trusted proxy", async () => {
    await get("/a", { "User-Agent": DESKTOP });
    const forged = await get("/a", { "User-Agent": DESKTOP, "X-Device-Class": "bot" });
    expect(forged.body).toContain("render 1");
    trustedProxy = true;
    await get("/a", { "User-Agent": DESKTOP, "X-Device-Class": "bot" });
    expect(renders).toHaveLength(2);
  });

  it("keeps one copy per consent choice and display currency, the cookies a public page shows", async () => {
    await get("/a");
    await get("/a", { Cookie: "cookie_consent=granted" });
    await get("/a", { Cookie: "cookie_consent=granted; display_currency=EUR" });
    await get("/a", { Cookie: "display_currency=EUR; cookie_consent=granted" });
    await get("/a", { Cookie: "cookie_consent=granted" });
    expect(renders).toHaveLength(3);
  });

  it("keeps one copy per Accept-Language, which priced pages name in Vary", async () => {
    answers.set("/a", { headers: { Vary: "User-Agent, Cookie, Accept-Language" } });
    await get("/a", { "Accept-Language": "en-US" });
    await get("/a", { "Accept-Language": "de-DE" });
    await get("/a", { "Accept-Language": "en-US" });
    expect(renders).toHaveLength(2);
  });
});

describe("what is never served from the cache", () => {
  it.each([
    ["a session", "auth_token=demo.1.signed"],
    ["a notice waiting for its page", "session_notice=signed-out"],
    ["a checkout secret", "checkout_secret=abc; cookie_consent=granted"],
    ["a cookie it does not know", "_ga=GA1.1.123"],
  ])("a visitor with %s: every request renders", async (_, cookie) => {
    await get("/a");
    await get("/a", { Cookie: cookie });
    await get("/a", { Cookie: cookie });
    expect(renders).toHaveLength(3);
  });

  it("a request with Authorization, a HEAD or a POST renders", async () => {
    await get("/a");
    await get("/a", { Authorization: "Bearer demo.1.signed" });
    await get("/a", {}, "HEAD");
    await get("/a", {}, "POST");
    expect(renders).toHaveLength(4);
  });

  it.each([
    ["personal", { headers: { "Cache-Control": "private, no-store" } }],
    ["never-store", { headers: { "Cache-Control": "no-store" } }],
    ["public without s-maxage", { headers: { "Cache-Control": "public, max-age=3600" } }],
    ["with a Set-Cookie", { headers: { "Set-Cookie": "checkout_secret=s; HttpOnly" } }],
    ["varying by a header the key does not cover", { headers: { Vary: "User-Agent, Cookie, X-Experiment" } }],
    ["a 404", { status: 404 }],
  ])("an answer that is %s is rendered every time", async (_, answer: Answer) => {
    answers.set("/a", answer);
    await get("/a");
    await get("/a");
    expect(renders).toHaveLength(2);
  });
});

describe("freshness", () => {
  it("renders again after PAGE_CACHE_MS, and serves the stale copy to others while one renders", async () => {
    await get("/a");
    clock += MAX_AGE_MS + 1;
    let release = () => {};
    answers.set("/a", { gate: new Promise<void>((open) => (release = open)) });
    const refreshing = get("/a");
    await expect.poll(() => renders.length).toBe(2);
    const meanwhile = await get("/a");
    expect(meanwhile.body).toContain("render 1");
    release();
    expect((await refreshing).body).toContain("render 2");
    expect((await get("/a")).body).toContain("render 2");
    expect(renders).toHaveLength(2);
  });

  it("past the stale window every request waits for the one render", async () => {
    await get("/a");
    clock += 2 * MAX_AGE_MS + 1;
    let release = () => {};
    answers.set("/a", { gate: new Promise<void>((open) => (release = open)) });
    const first = get("/a");
    await expect.poll(() => renders.length).toBe(2);
    const second = get("/a");
    await expect.poll(() => arrived).toBe(3);
    release();
    const [one, two] = await Promise.all([first, second]);
    expect(one.body).toContain("render 2");
    expect(two.body).toContain("render 2");
    expect(renders).toHaveLength(2);
  });

  it("a page's own shorter s-maxage wins", async () => {
    answers.set("/a", { headers: { "Cache-Control": "public, max-age=0, s-maxage=2" } });
    await get("/a");
    clock += 1_999;
    await get("/a");
    clock += 1_000;
    await get("/a");
    expect(renders).toHaveLength(2);
  });

  it("a refresh that cannot be kept drops the stale copy: it is not served while the next render runs", async () => {
    await get("/a");
    clock += MAX_AGE_MS + 1;
    answers.set("/a", { status: 503, headers: { "Cache-Control": "no-store" } });
    expect((await get("/a")).status).toBe(503);
    let release = () => {};
    answers.set("/a", { gate: new Promise<void>((open) => (release = open)) });
    const rendering = get("/a");
    await expect.poll(() => renders.length).toBe(3);
    const waiting = get("/a");
    await expect.poll(() => arrived).toBe(4);
    release();
    expect((await rendering).body).toContain("render 3");
    expect((await waiting).body).toContain("render 3");
  });
});

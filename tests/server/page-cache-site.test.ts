import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { stayDates } from "../support/clock";
import {
  type RecordingApi,
  type SiteProcess,
  bytesRequest,
  rawRequest,
  startRecordingApi,
  startSiteProcess,
} from "./site-process";

// The page cache in the production server (server/page-cache.ts), with the demo API behind a
// recorder: a request served from the cache makes no upstream call.

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let api: RecordingApi;
let site: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  site = await startSiteProcess(api.url, { PAGE_CACHE_MS: "30000" });
});
afterEach(() => {
  api.calls.length = 0;
});
afterAll(async () => {
  await site.stop();
  await api.close();
});

function nonces(answer: { headers: Record<string, unknown>; body: string }) {
  return {
    policy: /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
    scripts: new Set([...answer.body.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1])),
  };
}

describe("the page cache in the production server", () => {
  it("renders the home page once for two anonymous visitors, each answer with its own nonce", async () => {
    const first = await rawRequest(`${site.url}/`, { headers: { "User-Agent": DESKTOP } });
    expect(first.status).toBe(200);
    expect(api.calls.length).toBeGreaterThan(0);
    api.calls.length = 0;

    const second = await rawRequest(`${site.url}/`, { headers: { "User-Agent": DESKTOP } });
    expect(second.status).toBe(200);
    expect(api.calls).toEqual([]);
    expect(second.headers.age).toMatch(/^\d+$/);
    const [before, after] = [nonces(first), nonces(second)];
    expect(after.scripts).toEqual(new Set([after.policy]));
    expect(before.scripts).toEqual(new Set([before.policy]));
    expect(after.policy).not.toBe(before.policy);
    expect(second.body.replaceAll(after.policy!, "")).toBe(first.body.replaceAll(before.policy!, ""));
  });

  it("a copy is compressed for a client that asks, whole", async () => {
    const identity = await rawRequest(`${site.url}/blog`, { headers: { "User-Agent": DESKTOP } });
    const compressed = await bytesRequest(`${site.url}/blog`, { "User-Agent": DESKTOP, "Accept-Encoding": "gzip" });
    expect(compressed.headers.age).toMatch(/^\d+$/);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    const body = gunzipSync(compressed.body).toString("utf8");
    const nonce = nonces({ headers: compressed.headers, body }).policy!;
    expect(body.replaceAll(nonce, "")).toBe(identity.body.replaceAll(nonces(identity).policy!, ""));
  });

  it("a copy is compressed with brotli for a browser, whole, with a 256 KB window", async () => {
    const identity = await rawRequest(`${site.url}/blog`, { headers: { "User-Agent": DESKTOP } });
    const compressed = await bytesRequest(`${site.url}/blog`, { "User-Agent": DESKTOP, "Accept-Encoding": "br, gzip" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    // A brotli stream opens with its window size (RFC 7932, 9.1): bit 0 set, bits 1-3 = WBITS - 17.
    const header = compressed.body[0]!;
    expect([header & 1, ((header >> 1) & 7) + 17]).toEqual([1, 18]);
    const body = brotliDecompressSync(compressed.body).toString("utf8");
    const nonce = nonces({ headers: compressed.headers, body }).policy!;
    expect(body.replaceAll(nonce, "")).toBe(identity.body.replaceAll(nonces(identity).policy!, ""));
  });

  it("a phone gets its own copy, rendered for it", async () => {
    await rawRequest(`${site.url}/blog`, { headers: { "User-Agent": DESKTOP } });
    api.calls.length = 0;
    const phone = await rawRequest(`${site.url}/blog`, { headers: { "User-Agent": PHONE } });
    expect(phone.status).toBe(200);
    expect(api.calls.length).toBeGreaterThan(0);
  });

  it("a visitor with the auth cookie is never served the anonymous copy", async () => {
    await rawRequest(`${site.url}/blog`, { headers: { "User-Agent": DESKTOP } });
    api.calls.length = 0;
    const signedIn = await rawRequest(`${site.url}/blog`, {
      headers: { "User-Agent": DESKTOP, Cookie: "auth_token=demo.2.not-a-real-token" },
    });
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(api.calls.length).toBeGreaterThan(0);
  });

  it("checkout, personal for everyone, is rendered for each anonymous visitor", async () => {
    const stay = new URLSearchParams({ ...stayDates(400, 2), guests: "2" });
    const search = (await (await fetch(`${api.url}/properties?${stay}&per_page=1`)).json()) as {
      data: { entities: { id: number; slug: string }[] };
    };
    const home = search.data.entities[0]!;
    const path = `/properties/${home.id}/${home.slug}/checkout?${stay}`;
    const first = await rawRequest(`${site.url}${path}`, { headers: { "User-Agent": DESKTOP } });
    expect(first.status).toBe(200);
    api.calls.length = 0;
    const second = await rawRequest(`${site.url}${path}`, { headers: { "User-Agent": DESKTOP } });
    expect(second.status).toBe(200);
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(api.calls.length).toBeGreaterThan(0);
  });
});

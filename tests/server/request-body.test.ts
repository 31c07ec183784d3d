import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordingApi, type SiteProcess, rawRequest, startRecordingApi, startSiteProcess } from "./site-process";

const MB = 1_000_000;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/** `total` bytes in 64 KB chunks, sent as they are asked for (chunked unless a length is declared). */
function zeros(total: number) {
  return async function* () {
    for (let sent = 0; sent < total; sent += CHUNK.byteLength)
      yield CHUNK.subarray(0, Math.min(CHUNK.byteLength, total - sent));
  };
}

/** The server's resident memory, read from /proc as the operating system counts it. */
async function residentBytes(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

let api: RecordingApi;
let site: SiteProcess;
beforeAll(async () => {
  api = await startRecordingApi();
  site = await startSiteProcess(api.url);
});
afterAll(async () => {
  await site.stop();
  await api.close();
});

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("request bodies are capped while they stream", () => {
  it("a 100 MB chunked form post gets the 413 page within a second, without the action or the body in memory", async () => {
    const before = await residentBytes(site.pid);
    const started = performance.now();
    const answer = await rawRequest(`${site.url}/login`, {
      method: "POST",
      headers: { ...FORM, ...site.sameSite, "Transfer-Encoding": "chunked" },
      body: zeros(100 * MB),
    });
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toContain("This request is too large to accept.");
    expect(elapsed).toBeLessThan(1000);
    expect((await residentBytes(site.pid)) - before).toBeLessThan(20 * MB);
    expect(api.calls).toEqual([]);
  });

  it("a declared length over the cap is refused before a byte of it is read", async () => {
    const answer = await rawRequest(`${site.url}/login`, {
      method: "POST",
      headers: { ...FORM, ...site.sameSite, "Content-Length": String(100 * MB) },
      body: zeros(100 * MB),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("This request is too large to accept.");
    expect(api.calls).toEqual([]);
  });

  it("a visitor who is not signed in cannot send the owner upload's size: the publish form takes a form's", async () => {
    // A declared length, so the cap decides before the page's own sign-in gate (which answers a
    // visitor without reading the body) could: 1 MB is under the upload's cap, over a form's.
    const answer = await rawRequest(`${site.url}/publish-my-property`, {
      method: "POST",
      headers: { ...FORM, ...site.sameSite, "Content-Length": String(1 * MB) },
      body: zeros(1 * MB),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("This request is too large to accept.");
  });

  it("a form under its cap goes through to the action", async () => {
    const answer = await rawRequest(`${site.url}/login`, {
      method: "POST",
      headers: { ...FORM, ...site.sameSite, "Transfer-Encoding": "chunked" },
      body: async function* () {
        yield Buffer.from("intent=login&type=guest&email=guest%40example.com&password=wrong-one&pad=");
        yield Buffer.alloc(40_000, "p");
      },
    });
    expect(answer.status).toBe(401);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /guest/login_json"]);
  });
});

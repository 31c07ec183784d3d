import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { SiteProcess } from "./site-process";
import { type RecordingApi, rawRequest, startRecordingApi, startSiteProcess } from "./site-process";

let api: RecordingApi;
beforeAll(async () => {
  api = await startRecordingApi();
});
afterAll(async () => {
  await api.close();
});

/** Resolves once the API has been asked `count` times (the page's requests are then in flight). */
async function untilUpstreamCalls(count: number) {
  await vi.waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
}

/** Sends SIGTERM and resolves once the server says it is draining. */
async function terminate(site: SiteProcess) {
  site.signal("SIGTERM");
  await vi.waitFor(() => expect(site.logLines().map((line) => line.msg)).toContain(DRAINING), { timeout: 5000 });
}

const DRAINING = "draining: not ready, finishing requests in flight";

// Each test starts and stops a server process of its own.
vi.setConfig({ testTimeout: 20_000 });

it("on SIGTERM: requests in flight finish, new connections are refused, and the process exits 0", async () => {
  const site = await startSiteProcess(api.url, { SHUTDOWN_DRAIN_MS: "10000" });
  const release = api.hold();
  const inFlight = rawRequest(`${site.url}/login`, {
    method: "POST",
    headers: { ...site.sameSite, "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=login&type=guest&email=guest%40example.com&password=wrong-one",
  });
  await untilUpstreamCalls(1);
  await terminate(site);
  // The port closes at once (SHUTDOWN_DELAY_MS 0): a balancer's retry goes to another instance.
  await expect(rawRequest(`${site.url}/healthz`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  release();
  const answer = await inFlight;
  expect(answer.status).toBe(401);
  expect(answer.body).toContain("That email address and password do not match. Check both and try again.");
  expect(answer.headers.connection).toBe("close");
  expect(await site.exited).toBe(0);
  // "stopped" and the request's line can come in either order: the line is written on the
  // socket's close, which is also what lets the server stop.
  expect(
    site
      .logLines()
      .map((line) => line.msg)
      .sort(),
  ).toEqual(
    [`listening on ${site.url.replace("127.0.0.1", "localhost")}`, DRAINING, "request completed", "stopped"].sort(),
  );
});

it("with SHUTDOWN_DELAY_MS, /readyz answers 503 while the server still serves, then it stops", async () => {
  const site = await startSiteProcess(api.url, { SHUTDOWN_DELAY_MS: "1500" });
  await terminate(site);
  const ready = await vi.waitFor(
    async () => {
      const answer = await rawRequest(`${site.url}/readyz`);
      expect(answer.status).toBe(503);
      return answer;
    },
    { timeout: 1000 },
  );
  expect(ready.body).toBe('{"status":"draining"}');
  expect((await rawRequest(`${site.url}/healthz`)).status).toBe(200);
  expect(await site.exited).toBe(0);
});

it("requests still running when the drain time is over are cut, and the process still exits 0", async () => {
  const site = await startSiteProcess(api.url, { SHUTDOWN_DRAIN_MS: "300" });
  const release = api.hold();
  const inFlight = rawRequest(`${site.url}/login`, {
    method: "POST",
    headers: { ...site.sameSite, "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=login&type=guest&email=guest%40example.com&password=wrong-one",
  });
  await untilUpstreamCalls(api.calls.length + 1);
  await terminate(site);
  await expect(inFlight).rejects.toMatchObject({ message: "socket hang up" });
  expect(await site.exited).toBe(0);
  release();
  expect(site.logLines().map((line) => line.msg)).toContain("drain time over: closing the connections left");
});

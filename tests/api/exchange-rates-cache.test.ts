import { HttpResponse, delay, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

// Issue 18: the rates every price page needs are a public answer, cached like the others; an
// API without the call is asked once per UPSTREAM_CACHE_MS, not on every page.

const requests: string[] = [];
const { server } = demoApiServer();
server.events.on("request:start", ({ request }) => {
  requests.push(new URL(request.url).pathname);
});
const logs = captureConsole();
afterEach(() => {
  requests.length = 0;
  server.resetHandlers();
  vi.unstubAllEnvs();
  logs.discardSiteLogs();
});

async function freshModules(cacheMs: string, clientTimeoutMs = 2000) {
  vi.stubEnv("UPSTREAM_CACHE_MS", cacheMs);
  vi.resetModules();
  const { createApiClient } = await import("~/api/client.server");
  const { getExchangeRates } = await import("~/api/exchange-rates.server");
  const api = createApiClient({ baseUrl: API, timeoutMs: clientTimeoutMs });
  return () => getExchangeRates(api);
}

describe("GET /exchange-rates through the shared cache", () => {
  it("one upstream call for many pages while the answer is fresh", async () => {
    const rates = await freshModules("60000");
    const first = await rates();
    await rates();
    await rates();
    expect(first).toMatchObject({ success: true, data: { base: "EUR" } });
    expect(requests).toEqual(["/exchange-rates"]);
  });

  it("an API without the call is asked, and logged, once per period", async () => {
    server.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "Not found." }, { status: 404 })));
    const rates = await freshModules("60000");
    expect(await rates()).toEqual({ success: false, status: 404, error: "Not found." });
    expect(await rates()).toEqual({ success: false, status: 404, error: "Not found." });
    expect(requests).toEqual(["/exchange-rates"]);
    expect(logs.take()).toEqual(["error: [api] GET /exchange-rates failed (404): Not found."]);
  });

  it("rates that do not come within 2 s are given up (the search waits for them), and the page goes on without", async () => {
    vi.stubEnv("UPSTREAM_TIMEOUT_MS", "8000");
    server.use(http.get(`${API}/exchange-rates`, () => delay("infinite")));
    const rates = await freshModules("0", 8000);
    // With only the 8 s upstream deadline this would outlast the test's own 5 s limit.
    expect(await rates()).toEqual({ success: false, status: 504, error: "The product API did not answer in time" });
    expect(logs.take()).toEqual([
      "error: [api] GET /exchange-rates failed (504): The product API did not answer in time",
    ]);
  });

  it("with the cache off (UPSTREAM_CACHE_MS=0) every call asks again, failures too", async () => {
    server.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "Down." }, { status: 503 })));
    const rates = await freshModules("0");
    await rates();
    await rates();
    expect(requests).toEqual(["/exchange-rates", "/exchange-rates"]);
    expect(logs.take()).toHaveLength(2);
  });
});

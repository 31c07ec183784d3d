import { type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteProcess, rawRequest, startSiteProcess } from "./site-process";

const TIMEOUT_MS = 1000;
/** The deadline the setting replaces (app/env.server.ts): answering before it proves the setting holds. */
const DEFAULT_TIMEOUT_MS = 8000;
const DEGRADED = [
  "Destinations cannot be shown right now. Please try again in a moment.",
  "Blog posts cannot be shown right now. Please try again in a moment.",
];

/** An API that sends its headers and the start of a body, then whatever `rest` does. */
async function startBrokenApi(rest: (res: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { "Content-Type": "application/json" });
    res.write('{"data": {"entities": [');
    open.add(res);
    rest(res);
  });
  server.on("close", () => open.forEach((res) => res.destroy()));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function endlessWhitespace(res: ServerResponse) {
  const chunk = Buffer.alloc(64 * 1024, " ");
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once("drain", pump);
  };
  pump();
}

describe.each([
  ["sends its headers, then stalls", () => undefined],
  ["sends a body that never ends", endlessWhitespace],
] as const)("an API that %s", (_name, rest) => {
  let api: { url: string; server: Server };
  let site: SiteProcess;
  beforeAll(async () => {
    api = await startBrokenApi(rest);
    site = await startSiteProcess(api.url, { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(async () => {
    await site.stop();
    api.server.closeAllConnections();
    await new Promise((done) => api.server.close(done));
  });

  it(`the home page degrades by UPSTREAM_TIMEOUT_MS, long before the default deadline`, async () => {
    const started = performance.now();
    const page = await rawRequest(`${site.url}/`);
    const elapsed = performance.now() - started;
    expect(page.status).toBe(200);
    // React separates text parts with empty comments in server HTML.
    const text = page.body.replaceAll("<!-- -->", "");
    for (const line of DEGRADED) expect(text).toContain(line);
    // The margin above the deadline is the page's own work, slower on a loaded machine.
    expect(elapsed).toBeLessThan(DEFAULT_TIMEOUT_MS - 2000);
  });
});

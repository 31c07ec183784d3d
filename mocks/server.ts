import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { getResponse } from "msw";
import { createHandlers } from "./handlers";
import { createStore } from "./store";

async function toFetchRequest(base: string, incoming: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const method = incoming.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD" && chunks.length > 0;
  // Matched on the configured base, whatever Host the client used.
  return new Request(`${base}${incoming.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(response: Response, outgoing: ServerResponse) {
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

type Fault = "500" | "503" | "malformed" | "drop";
const FAULTS: Fault[] = ["500", "503", "malformed", "drop"];

/** For soak runs: answers a share of requests with a fault instead of the real answer. */
function injectFault(outgoing: ServerResponse, fault: Fault) {
  if (fault === "drop") return outgoing.destroy();
  outgoing.statusCode = fault === "malformed" ? 200 : Number(fault);
  outgoing.setHeader("Content-Type", "application/json");
  outgoing.end(
    fault === "malformed" ? '{"data": {"entities": [' : JSON.stringify({ message: `Injected fault ${fault}` }),
  );
}

/**
 * The demo API over HTTP: the MSW handlers answer real requests, on 127.0.0.1. With
 * `failureRate` (0 to 1, DEMO_API_FAILURE_RATE) that share of requests gets a 500, a 503, a
 * malformed body or a dropped connection instead: `npm run soak` uses 0.1. With `today` (a
 * Date, DEMO_API_TODAY) the store's calendar starts there instead of the real today. The messages
 * it "sends" link to `siteUrl` (SITE_URL) and are written to `logMail` (its console when run).
 */
export async function startDemoApi({
  port = 4010,
  host = "127.0.0.1",
  failureRate = 0,
  today = new Date(),
  siteUrl = "http://localhost:3000",
  logMail = (_line: string): void => undefined,
} = {}) {
  const store = createStore({ today, siteUrl, logMail });
  let base = `http://${host}:${port}`;
  let handlers = createHandlers(base, store);
  const server = createServer((incoming, outgoing) => {
    if (failureRate > 0 && Math.random() < failureRate) {
      incoming.resume();
      return injectFault(outgoing, FAULTS[Math.floor(Math.random() * FAULTS.length)]!);
    }
    toFetchRequest(base, incoming)
      .then(
        async (request) =>
          (await getResponse(handlers, request)) ?? Response.json({ message: "Not found." }, { status: 404 }),
      )
      .catch((error: unknown) =>
        Response.json({ message: error instanceof Error ? error.message : "Server error" }, { status: 500 }),
      )
      .then((response) => send(response, outgoing))
      .catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  if (address && typeof address === "object" && address.port !== port) {
    base = `http://${host}:${address.port}`;
    handlers = createHandlers(base, store);
  }
  return {
    url: base,
    store,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** DEMO_API_TODAY (YYYY-MM-DD) fixes the demo's today, for tests; unset, the real today. */
function fixedToday(value: string | undefined): Date {
  if (!value) return new Date();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
    throw new Error(`DEMO_API_TODAY must be a date like 2027-05-01; got "${value}".`);
  return day;
}

const runDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "");
if (runDirectly) {
  const port = Number(process.env.DEMO_API_PORT ?? 4010);
  const failureRate = Number(process.env.DEMO_API_FAILURE_RATE ?? 0);
  if (!(failureRate >= 0 && failureRate <= 1)) throw new Error("DEMO_API_FAILURE_RATE is a share from 0 to 1.");
  const today = fixedToday(process.env.DEMO_API_TODAY);
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const api = await startDemoApi({
    port,
    failureRate,
    today,
    siteUrl,
    logMail: (line) => console.log(`[demo-api] ${line}`),
  });
  console.log(
    `[demo-api] ${api.url}, today ${today.toISOString().slice(0, 10)}${failureRate ? `, failing ${Math.round(failureRate * 100)}% of requests` : ""}`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      api.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("[demo-api] could not close cleanly:", error);
          process.exit(1);
        },
      );
    });
  }
}

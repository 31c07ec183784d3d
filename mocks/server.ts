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
  return new Request(`${base}${incoming.url ?? "/"}`, { method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

async function send(response: Response, outgoing: ServerResponse) {
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.setHeader(name, value));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** The demo API over HTTP: the MSW handlers answer real requests, on 127.0.0.1. */
export async function startDemoApi({ port = 4010, host = "127.0.0.1" } = {}) {
  const store = createStore();
  let base = `http://${host}:${port}`;
  let handlers = createHandlers(base, store);
  const server = createServer((incoming, outgoing) => {
    toFetchRequest(base, incoming)
      .then(async (request) => (await getResponse(handlers, request)) ?? Response.json({ message: "Not found." }, { status: 404 }))
      .catch((error: unknown) => Response.json({ message: error instanceof Error ? error.message : "Server error" }, { status: 500 }))
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

const runDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "");
if (runDirectly) {
  const port = Number(process.env.DEMO_API_PORT ?? 4010);
  const api = await startDemoApi({ port });
  console.log(`[demo-api] ${api.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      api.close().finally(() => process.exit(0));
    });
  }
}

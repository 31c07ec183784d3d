// The upstream of `npm run bench`: a plain node:http server answering from memory, so the bench's
// figures hold the site's cost and next to nothing of the upstream's (no msw, no validation, no
// parsing per request).
//
// It starts as a recording proxy in front of the demo API (`recordFrom`): the bench requests each
// page it measures once through the site, and every GET the site makes on the way (and every
// picture those pages show) is fetched from the demo API once and kept, the demo API's origin in
// its answers replaced by the stub's (pictures are served from here too). After
// `POST /__upstream-stub/replay` nothing is fetched any more: each request gets the answer kept
// for its method and URL, and one the stub never saw gets a 404 and a line on stderr naming it,
// so a missing canned answer shows. `GET /__upstream-stub/report` says what was kept and what
// was asked for in vain.
//
// Run: node scripts/upstream-stub.js --port 4310 --record-from http://127.0.0.1:4311
import { createServer } from "node:http";
import { parseArgs } from "node:util";

const CONTROL = "/__upstream-stub/";
/** The headers a canned answer keeps: what the site and a browser read from these answers. */
const KEPT_HEADERS = ["content-type", "cache-control", "cross-origin-resource-policy"];
const TEXTUAL = /json|text|svg|xml/;
const NOT_FOUND = Buffer.from(JSON.stringify({ message: "Not found." }));

/**
 * Starts the stub on `host`:`port` (0: any free port) and resolves once it listens.
 * @param {{ port?: number, host?: string, recordFrom: string, log?: (line: string) => void }} options
 */
export async function startUpstreamStub({ port = 0, host = "127.0.0.1", recordFrom, log = console.error }) {
  /** @type {Map<string, Promise<{ status: number, headers: Record<string, string>, body: Buffer }>>} */
  const canned = new Map();
  /** @type {Map<string, number>} "GET /path?query" → how many times it was asked for in vain */
  const unknown = new Map();
  let recording = true;
  let origin = "";

  async function fetchOnce(url) {
    const answer = await fetch(`${recordFrom}${url}`);
    const headers = {};
    for (const name of KEPT_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    let body = Buffer.from(await answer.arrayBuffer());
    if (TEXTUAL.test(headers["content-type"] ?? "")) {
      body = Buffer.from(body.toString("utf8").replaceAll(recordFrom, origin));
    }
    return { status: answer.status, headers, body };
  }

  function send(response, { status, headers, body }) {
    response.writeHead(status, { ...headers, "content-length": body.length });
    response.end(body);
  }

  function control(request, response) {
    if (request.method === "POST" && request.url === `${CONTROL}replay`) {
      recording = false;
      return send(response, json({ canned: canned.size }));
    }
    if (request.method === "GET" && request.url === `${CONTROL}report`) {
      return send(
        response,
        json({
          recording,
          canned: [...canned.keys()],
          unknown: [...unknown].map(([request, times]) => ({ request, times })),
        }),
      );
    }
    send(response, { status: 404, headers: { "content-type": "application/json" }, body: NOT_FOUND });
  }

  const server = createServer((request, response) => {
    request.resume();
    const url = request.url ?? "/";
    if (url.startsWith(CONTROL)) return control(request, response);
    const key = `${request.method} ${url}`;
    let answer = canned.get(key);
    if (!answer && recording && request.method === "GET") {
      answer = fetchOnce(url);
      canned.set(key, answer);
      answer.catch((error) => {
        canned.delete(key);
        log(`upstream stub: could not record ${key}: ${error instanceof Error ? error.message : error}`);
      });
    }
    if (!answer) {
      const times = (unknown.get(key) ?? 0) + 1;
      unknown.set(key, times);
      if (times === 1) log(`upstream stub: no canned answer for ${key} (answered 404)`);
      return send(response, { status: 404, headers: { "content-type": "application/json" }, body: NOT_FOUND });
    }
    answer.then(
      (each) => send(response, each),
      () => send(response, { status: 502, headers: { "content-type": "application/json" }, body: NOT_FOUND }),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;
  return {
    url: origin,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve(undefined)));
        server.closeAllConnections();
      }),
  };
}

function json(value) {
  return { status: 200, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify(value)) };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: { port: { type: "string" }, host: { type: "string" }, "record-from": { type: "string" } },
  });
  if (!values["record-from"]) throw new Error("--record-from <the demo API's URL> is required.");
  const stub = await startUpstreamStub({
    port: Number(values.port ?? 4310),
    host: values.host ?? "127.0.0.1",
    recordFrom: values["record-from"],
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stub.close().then(() => process.exit(0)));
}

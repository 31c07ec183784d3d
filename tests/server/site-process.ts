import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { startDemoApi } from "../../mocks/server";

const ROOT = resolve(import.meta.dirname, "../..");
const START_TIMEOUT_MS = 20_000;

export interface SiteProcess {
  url: string;
  pid: number;
  /** Host and Origin of a same-site form post to this instance (its SITE_URL unless one was given). */
  sameSite: { Host: string; Origin: string };
  /** Every JSON line the server wrote to stdout, parsed. */
  logLines: () => Record<string, unknown>[];
  /** Everything it wrote, stdout and stderr. */
  output: () => string;
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** `node server/start.js` on the production build, as `npm start` runs it, on a free port. */
export async function startSiteProcess(apiUrl: string, env: Record<string, string> = {}): Promise<SiteProcess> {
  if (!existsSync(resolve(ROOT, "build/server/index.js")))
    throw new Error("These tests run against the production build: run `npm run build` first (npm test does).");
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server/start.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      API_BASE_URL: apiUrl,
      SITE_URL: `http://localhost:${port}`,
      SITE_NAME: "Hideaways",
      APP_ENV: "local",
      FACEBOOK_APP_ID: "test-app-id",
      UPSTREAM_CACHE_MS: "0",
      // Every request renders, so tests can count each one's upstream calls (page-cache-site turns it on).
      PAGE_CACHE_MS: "0",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let all = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    all += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => (all += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((ready, fail) => {
    const deadline = setTimeout(
      () => fail(new Error(`The site did not start within ${START_TIMEOUT_MS} ms:\n${all}`)),
      START_TIMEOUT_MS,
    );
    void exited.then((code) => fail(new Error(`The site exited with ${code} before it was up:\n${all}`)));
    child.stdout?.on("data", () => {
      if (stdout.includes('"msg":"listening on')) {
        clearTimeout(deadline);
        ready();
      }
    });
  });
  const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${port}`);
  return {
    url,
    pid: child.pid ?? 0,
    sameSite: { Host: siteUrl.host, Origin: siteUrl.origin },
    logLines: () =>
      stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    output: () => all,
    signal: (signal) => child.kill(signal),
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export interface UpstreamCall {
  method: string;
  path: string;
  requestId: string | undefined;
}

export interface RecordingApi {
  url: string;
  calls: UpstreamCall[];
  /** Holds every answer until the returned function is called (to keep requests in flight). */
  hold: () => () => void;
  close: () => Promise<void>;
}

/** Passes a request on to `base` (the demo API) and its answer back, as it comes. */
export function forwardTo(base: string) {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = httpRequest(
      `${base}${incoming.url ?? "/"}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    // The site may have hung up meanwhile (a cut request): the call just ends.
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  };
}

/** The demo API behind a recorder that notes each call and can hold its answers back. */
export async function startRecordingApi(): Promise<RecordingApi> {
  const demo = await startDemoApi({ port: 0 });
  const calls: UpstreamCall[] = [];
  let gate: Promise<void> = Promise.resolve();
  const forward = forwardTo(demo.url);
  const recorder = createServer((incoming, outgoing) => {
    const requestId = incoming.headers["x-request-id"];
    calls.push({
      method: incoming.method ?? "GET",
      path: (incoming.url ?? "/").split("?")[0] ?? "/",
      requestId: typeof requestId === "string" ? requestId : undefined,
    });
    void gate.then(() => forward(incoming, outgoing));
  });
  await new Promise<void>((done) => recorder.listen(0, "127.0.0.1", done));
  const { port } = recorder.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    hold: () => {
      let release = () => {};
      gate = new Promise((open) => (release = open));
      return () => {
        release();
        gate = Promise.resolve();
      };
    },
    close: async () => {
      recorder.closeAllConnections();
      await new Promise<void>((done) => recorder.close(() => done()));
      await demo.close();
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP/1.1 request with node:http rather than fetch: it can send any Host and forwarded
 * headers, and a body streamed from a generator, which the server may refuse before its end.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | (() => AsyncIterable<Buffer>) } = {},
): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", fail);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A server that answered early and closed while the body was still going: the answer counts.
      if (!answered) fail(error);
    });
    let answered = false;
    req.once("response", () => (answered = true));
    const body = options.body;
    if (typeof body === "string") req.end(body);
    else if (body) {
      void (async () => {
        for await (const chunk of body()) {
          if (req.destroyed) return;
          if (!req.write(chunk)) await new Promise((resume) => req.once("drain", resume));
        }
        req.end();
      })().catch(() => undefined);
    } else req.end();
  });
}

/** A GET whose body is kept as the bytes that were sent, still encoded (fetch would decode them). */
export function bytesRequest(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", fail);
    })
      .on("error", fail)
      .end();
  });
}

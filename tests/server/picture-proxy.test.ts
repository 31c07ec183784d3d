import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PICTURE_PATH } from "~/lib/picture-sources";
import { PICTURE_CSP, createPictureProxy } from "../../server/picture-proxy";
import { rawRequest } from "./site-process";

/**
 * The site's /pictures route (server/picture-proxy.ts) in front of an API this test plays: what
 * it asks the API, what it passes back, and what it refuses to pass on.
 */

const WEBP = Buffer.concat([Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 "), Buffer.alloc(2048, 7)]);
const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 300;

interface ApiCall {
  url: string;
  headers: IncomingMessage["headers"];
}
type ApiAnswer = (req: IncomingMessage, res: ServerResponse) => void;

let calls: ApiCall[] = [];
let answer: ApiAnswer = (_req, res) => res.writeHead(500).end();
const warnings: Record<string, unknown>[] = [];

let api: Server;
let site: Server;
let siteUrl = "";

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = createServer((req, res) => {
    calls.push({ url: req.url ?? "", headers: req.headers });
    answer(req, res);
  });
  const apiUrl = await listen(api);
  const logger = pino(
    { level: "warn" },
    new Writable({
      write(line: Buffer, _encoding, done) {
        warnings.push(JSON.parse(line.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const app = express();
  app.get(
    `${PICTURE_PATH}/{*picture}`,
    createPictureProxy({ upstreamOrigin: apiUrl, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, logger }),
  );
  site = createServer(app);
  siteUrl = await listen(site);
});

afterAll(async () => {
  for (const server of [site, api]) {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});

afterEach(() => {
  calls = [];
  warnings.length = 0;
  answer = (_req, res) => res.writeHead(500).end();
});

/** A picture answer as the demo API gives it (docs/api.md, Pictures). */
const picture: ApiAnswer = (_req, res) =>
  res
    .writeHead(200, {
      "Content-Type": "image/webp",
      "Content-Length": WEBP.length,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: '"p-12-1-640"',
      "Set-Cookie": "api_session=1",
    })
    .end(WEBP);

/** GET of a site path as raw bytes (the body of a picture is not text). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${siteUrl}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

describe("a picture of the API, from the site's own origin", () => {
  it("asks the API for the same path and width, with none of the visitor's credentials", async () => {
    answer = picture;
    const answered = await get("/pictures/images/properties/12-1.svg?w=640", {
      Cookie: "auth_token=secret-token",
      Authorization: "Bearer secret-token",
      "Accept-Encoding": "gzip, br",
      "X-Forwarded-For": "203.0.113.9",
    });
    expect(answered.status).toBe(200);
    expect(answered.body.equals(WEBP)).toBe(true);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe("/images/properties/12-1.svg?w=640");
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers["x-forwarded-for"]).toBeUndefined();
    // Uncompressed, so the length the API gives is the length passed on.
    expect(call.headers["accept-encoding"]).toBe("identity");
  });

  it("passes on what the picture is and how long it keeps, and nothing the API sets for itself", async () => {
    answer = picture;
    const answered = await get("/pictures/uploads/abc-123?w=320");
    expect(calls[0]?.url).toBe("/uploads/abc-123?w=320");
    expect(answered.headers["content-type"]).toBe("image/webp");
    expect(answered.headers["content-length"]).toBe(String(WEBP.length));
    expect(answered.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answered.headers.etag).toBe('"p-12-1-640"');
    expect(answered.headers["set-cookie"]).toBeUndefined();
  });

  it("an SVG opened on its own runs nothing on the site's origin: a sandboxing CSP, and no sniffing", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    answer = (_req, res) => res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(svg);
    const answered = await get("/pictures/images/posts/lisbon.svg");
    expect(answered.status).toBe(200);
    expect(answered.headers["content-security-policy"]).toBe(PICTURE_CSP);
    expect(PICTURE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(answered.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    ["no lifetime", undefined, "public, max-age=3600"],
    ["a public lifetime of its own", "public, max-age=600, s-maxage=86400", "public, max-age=3600"],
    ["private", "private, max-age=600", "private, no-store"],
    ["not to be stored", "no-store", "no-store"],
  ])("the API's answer with %s is kept by the site's policy: %s", async (_name, apiValue, kept) => {
    answer = (_req, res) =>
      res.writeHead(200, { "Content-Type": "image/png", ...(apiValue ? { "Cache-Control": apiValue } : {}) }).end(WEBP);
    const answered = await get("/pictures/images/properties/12-1.svg?w=320");
    expect(answered.headers["cache-control"]).toBe(kept);
  });

  it("revalidates through the API: its 304 is passed on", async () => {
    answer = (req, res) => {
      if (req.headers["if-none-match"] === '"p-12-1-640"') res.writeHead(304, { ETag: '"p-12-1-640"' }).end();
      else picture(req, res);
    };
    const answered = await get("/pictures/images/properties/12-1.svg?w=640", { "If-None-Match": '"p-12-1-640"' });
    expect(answered.status).toBe(304);
    expect(answered.headers.etag).toBe('"p-12-1-640"');
    expect(answered.body.length).toBe(0);
  });

  it("HEAD: the headers, no body", async () => {
    answer = picture;
    const answered = await get("/pictures/images/properties/12-1.svg?w=640", {}, "HEAD");
    expect(answered.status).toBe(200);
    expect(answered.headers["content-length"]).toBe(String(WEBP.length));
    expect(answered.body.length).toBe(0);
  });
});

describe("what is not a picture address is refused before the API is asked", () => {
  it.each([
    ["an API call that is not a picture", "/pictures/guest/profile"],
    ["a dot segment", "/pictures/images/../guest/profile"],
    ["an escaped dot segment", "/pictures/images/%2e%2e/guest/profile"],
    ["an escaped slash", "/pictures/images%2F..%2Fguest/profile"],
    ["a name that starts with a dot", "/pictures/images/.env"],
    ["the picture path alone", "/pictures/images/"],
    ["another origin", "/pictures//evil.example/images/x.svg"],
  ])("%s: 404", async (_name, path) => {
    const answered = await rawRequest(`${siteUrl}${path}`);
    expect(answered.status).toBe(404);
    expect(answered.body).toBe("No such picture.");
    expect(answered.headers["cache-control"]).toBe("no-store");
    expect(calls).toEqual([]);
  });

  it.each([
    ["a width not offered", "?w=500", "w must be one of 320, 480, 640, 800, 1200, 1600."],
    ["two widths", "?w=640&w=320", "w must be one of 320, 480, 640, 800, 1200, 1600."],
    ["another parameter", "?w=640&format=png", "A picture's address takes no parameter but w."],
  ])("%s: 400 with what is wrong", async (_name, query, message) => {
    const answered = await rawRequest(`${siteUrl}/pictures/images/properties/12-1.svg${query}`);
    expect(answered.status).toBe(400);
    expect(answered.body).toBe(message);
    expect(calls).toEqual([]);
  });
});

describe("what the API answers that is not a picture is not passed on", () => {
  it("a page (HTML) instead of a picture: 502, the page's text stays out", async () => {
    answer = (_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<h1>admin panel</h1>");
    const answered = await rawRequest(`${siteUrl}/pictures/images/properties/12-1.svg?w=640`);
    expect(answered.status).toBe(502);
    expect(answered.body).toBe("The picture could not be loaded.");
    expect(answered.headers["cache-control"]).toBe("no-store");
    expect(warnings.map((line) => line.msg)).toEqual(["picture: refused the API's answer"]);
  });

  it("the API's 404: 404, never stored", async () => {
    answer = (_req, res) => res.writeHead(404, { "Content-Type": "application/json" }).end('{"message":"gone"}');
    const answered = await rawRequest(`${siteUrl}/pictures/uploads/missing?w=320`);
    expect(answered.status).toBe(404);
    expect(answered.body).toBe("No such picture.");
    expect(answered.headers["cache-control"]).toBe("no-store");
  });

  it("the API's redirect is not followed, even to a picture: 502", async () => {
    answer = (req, res) => {
      if (req.url === "/images/elsewhere.webp") picture(req, res);
      else res.writeHead(302, { Location: "/images/elsewhere.webp" }).end();
    };
    const answered = await rawRequest(`${siteUrl}/pictures/images/properties/12-1.svg?w=640`);
    expect(answered.status).toBe(502);
    expect(calls).toHaveLength(1);
  });

  it("the API's error: 502", async () => {
    answer = (_req, res) => res.writeHead(503, { "Content-Type": "image/webp" }).end(WEBP);
    expect((await rawRequest(`${siteUrl}/pictures/images/properties/12-1.svg?w=640`)).status).toBe(502);
  });

  it("a picture that says it is over the cap: 502, before any byte", async () => {
    answer = (_req, res) =>
      res
        .writeHead(200, { "Content-Type": "image/webp", "Content-Length": MAX_BYTES + 1 })
        .end(Buffer.alloc(MAX_BYTES + 1));
    const answered = await rawRequest(`${siteUrl}/pictures/images/properties/12-1.svg?w=1600`);
    expect(answered.status).toBe(502);
  });

  it("a picture that turns out over the cap: cut off at the cap", async () => {
    answer = (_req, res) => {
      res.writeHead(200, { "Content-Type": "image/webp" });
      res.write(Buffer.alloc(MAX_BYTES, 1));
      res.end(Buffer.alloc(1024, 1));
    };
    const outcome = await get("/pictures/images/properties/12-1.svg?w=1600").then(
      (answered) => `ended after ${answered.body.length} bytes`,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(outcome).toBe("ECONNRESET");
    expect(warnings.map((line) => line.msg)).toEqual(["picture: cut short"]);
  });

  it("an API that does not answer in time: 504 once the deadline passes", async () => {
    answer = () => {};
    const started = performance.now();
    const answered = await rawRequest(`${siteUrl}/pictures/images/properties/12-1.svg?w=640`);
    expect(answered.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(answered.headers["cache-control"]).toBe("no-store");
  });
});

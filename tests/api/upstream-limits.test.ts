import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { callApi, createApiClient } from "~/api/client.server";
import { captureConsole } from "../support/console-capture";

// A real HTTP server on loopback: the limits are about how bytes arrive on a socket.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let handler: Handler = (_request, response) => response.end();
let server: Server;
let base = "";
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    open.add(response);
    response.on("close", () => open.delete(response));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const logs = captureConsole();
afterEach(() => {
  for (const response of open) response.destroy();
  expect(logs.take()).toEqual([]);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const answer = z.object({ data: z.array(z.number()) });
const DEADLINE_MS = 300;

async function call(options: { maxAnswerBytes?: number } = {}) {
  const client = createApiClient({ baseUrl: base, timeoutMs: DEADLINE_MS, ...options });
  const started = performance.now();
  const result = await callApi("GET /numbers", answer, () => client.http.get("numbers").json());
  return { result, elapsed: performance.now() - started };
}

describe("one deadline and a size cap for the whole upstream answer", () => {
  it("an answer within both arrives whole", async () => {
    handler = (_request, response) => {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ data: [1, 2, 3] }));
    };
    expect((await call()).result).toEqual({ success: true, data: { data: [1, 2, 3] } });
  });

  it("headers sent, then a body that stalls: a 504 when the deadline passes, not when the body would end", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"data": [1, ');
    };
    const { result, elapsed } = await call();
    expect(result).toEqual({ success: false, status: 504, error: "The product API did not answer in time" });
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1000);
    expect(logs.take()).toEqual(["error: [api] GET /numbers failed (504): The product API did not answer in time"]);
  });

  it("no headers at all within the deadline: the same 504", async () => {
    handler = () => undefined;
    const { result, elapsed } = await call();
    expect(result).toEqual({ success: false, status: 504, error: "The product API did not answer in time" });
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1000);
    expect(logs.take()).toEqual(["error: [api] GET /numbers failed (504): The product API did not answer in time"]);
  });

  it("a body that never ends is cut at the cap: a 502, without reading on", async () => {
    let written = 0;
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"data": [');
      const chunk = "1,".repeat(8_192);
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (!response.destroyed) response.once("drain", pump);
      };
      pump();
    };
    const { result } = await call({ maxAnswerBytes: 200_000 });
    expect(result).toEqual({ success: false, status: 502, error: "The product API's answer was too large" });
    // The socket's buffers hold some more, but nowhere near an unbounded stream.
    expect(written).toBeLessThan(5_000_000);
    expect(logs.take()).toEqual(["error: [api] GET /numbers failed (502): The product API's answer was too large"]);
  });

  it("a Content-Length over the cap is refused before the body is read", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json", "Content-Length": "300001" });
      response.write('{"data": [');
    };
    const { result, elapsed } = await call({ maxAnswerBytes: 300_000 });
    expect(result).toEqual({ success: false, status: 502, error: "The product API's answer was too large" });
    expect(elapsed).toBeLessThan(DEADLINE_MS);
    expect(logs.take()).toEqual(["error: [api] GET /numbers failed (502): The product API's answer was too large"]);
  });

  it("the request id travels to the API as X-Request-Id", async () => {
    const seen: (string | undefined)[] = [];
    handler = (request, response) => {
      seen.push(request.headers["x-request-id"] as string | undefined);
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ data: [] }));
    };
    const client = createApiClient({ baseUrl: base, timeoutMs: DEADLINE_MS, requestId: "req-42" });
    await client.http.get("numbers").json();
    expect(seen).toEqual(["req-42"]);
  });
});

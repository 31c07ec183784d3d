import { type Server, createServer } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startUpstreamStub } from "../../scripts/upstream-stub.js";

/** The demo API's stand-in: counts what it is asked and names its own origin in its answers, as the demo API does. */
let source: Server;
let sourceUrl = "";
const asked: string[] = [];
let stub: Awaited<ReturnType<typeof startUpstreamStub>>;
const logged: string[] = [];

beforeEach(async () => {
  asked.length = 0;
  logged.length = 0;
  source = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (request.url === "/properties/7") {
      response.writeHead(200, { "content-type": "application/json", "x-request-id": "source-only" });
      response.end(JSON.stringify({ data: { id: 7, picture: `${sourceUrl}/images/properties/seven.svg` } }));
    } else {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ message: "Property not found." }));
    }
  });
  await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
  const address = source.address();
  sourceUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  stub = await startUpstreamStub({ port: 0, recordFrom: sourceUrl, log: (line: string) => logged.push(line) });
});

afterEach(async () => {
  await stub.close();
  await new Promise<void>((resolve) => source.close(() => resolve()));
});

const replay = () => fetch(`${stub.url}/__upstream-stub/replay`, { method: "POST" });

describe("the bench's upstream stub", () => {
  it("records an answer from the demo API once, then serves it from memory with the stub's origin in it", async () => {
    const recorded = await fetch(`${stub.url}/properties/7`);
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toEqual({ data: { id: 7, picture: `${stub.url}/images/properties/seven.svg` } });
    expect(await (await replay()).json()).toEqual({ canned: 1 });

    const replayed = await fetch(`${stub.url}/properties/7`);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get("content-type")).toBe("application/json");
    expect(replayed.headers.get("x-request-id")).toBeNull();
    expect(await replayed.json()).toEqual({ data: { id: 7, picture: `${stub.url}/images/properties/seven.svg` } });
    expect(asked).toEqual(["GET /properties/7"]);
  });

  it("keeps the demo API's own status: a 404 recorded is a 404 replayed", async () => {
    await (await fetch(`${stub.url}/properties/8`)).arrayBuffer();
    await replay();
    const replayed = await fetch(`${stub.url}/properties/8`);
    expect(replayed.status).toBe(404);
    expect(await replayed.json()).toEqual({ message: "Property not found." });
    expect(asked).toEqual(["GET /properties/8"]);
    expect(logged).toEqual([]);
  });

  it("after replay, answers a request it never recorded with a 404, logs it once and reports how often it came", async () => {
    await replay();
    for (let time = 0; time < 3; time += 1) {
      const answer = await fetch(`${stub.url}/properties/7?page=2`);
      expect(answer.status).toBe(404);
      await answer.arrayBuffer();
    }
    expect(asked).toEqual([]);
    expect(logged).toEqual(["upstream stub: no canned answer for GET /properties/7?page=2 (answered 404)"]);
    expect(await (await fetch(`${stub.url}/__upstream-stub/report`)).json()).toEqual({
      recording: false,
      canned: [],
      unknown: [{ request: "GET /properties/7?page=2", times: 3 }],
    });
  });

  it("records only reads: a POST is never passed on to the demo API", async () => {
    const answer = await fetch(`${stub.url}/properties/7/bookings`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(404);
    await answer.arrayBuffer();
    expect(asked).toEqual([]);
    expect(logged).toEqual(["upstream stub: no canned answer for POST /properties/7/bookings (answered 404)"]);
  });
});

import ky from "ky";
import { HttpResponse, delay, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { captureConsole } from "../support/console-capture";
import { callApi, createApiClient } from "~/api/client.server";

const API = "https://api.test";
const server = setupServer();
const logs = captureConsole();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  expect(logs.take()).toEqual([]);
});
afterAll(() => server.close());

const answer = z.object({ data: z.object({ ok: z.boolean() }) });

describe("the client (SPEC 7)", () => {
  it("is set up on its first call, once: a request whose answers all come from the cache sets up nothing", () => {
    const create = vi.spyOn(ky, "create");
    const client = createApiClient({ baseUrl: API, timeoutMs: 1000 });
    expect(create).not.toHaveBeenCalled();
    expect(client.http).toBe(client.http);
    expect(create).toHaveBeenCalledOnce();
  });

  it("asks for JSON", async () => {
    const accept: (string | null)[] = [];
    server.use(
      http.get(`${API}/thing`, ({ request }) => {
        accept.push(request.headers.get("Accept"));
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const client = createApiClient({ baseUrl: API, timeoutMs: 1000 });
    await client.http.get("thing");
    expect(accept).toEqual(["application/json"]);
  });

  it("only a 409 ends the session: not a success, a 401 or a 500", async () => {
    const statuses = [200, 401, 500, 409];
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ message: "x" }, { status: statuses.shift() })));
    const onConflict = vi.fn();
    const client = createApiClient({ baseUrl: API, timeoutMs: 1000, onConflict });
    for (let call = 0; call < 3; call += 1) await callApi("GET /thing", answer, () => client.http.get("thing").json());
    expect(onConflict).not.toHaveBeenCalled();
    await callApi("GET /thing", answer, () => client.http.get("thing").json());
    expect(onConflict).toHaveBeenCalledOnce();
    expect(logs.take()).toEqual([
      "error: [api] GET /thing answered outside the contract: data: Invalid input: expected object, received undefined",
      "error: [api] GET /thing failed (401): x",
      "error: [api] GET /thing failed (500): x",
      "error: [api] GET /thing failed (409): x",
    ]);
  });
});

describe("callApi failures", () => {
  it("a 409 without a conflict listener is still the API's 409 and message", async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ message: "Session replaced" }, { status: 409 })));
    const client = createApiClient({ baseUrl: API, timeoutMs: 1000 });
    expect(await callApi("GET /thing", answer, () => client.http.get("thing").json())).toEqual({
      success: false,
      status: 409,
      error: "Session replaced",
    });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (409): Session replaced"]);
  });

  it("a refusal names the fields of its errors, beside the API's message (for the logs)", async () => {
    server.use(
      http.get(`${API}/thing`, () =>
        HttpResponse.json(
          { message: "Please check the highlighted fields.", errors: { card_number: ["Check the card number."] } },
          { status: 422 },
        ),
      ),
    );
    const client = createApiClient({ baseUrl: API, timeoutMs: 1000 });
    expect(await callApi("GET /thing", answer, () => client.http.get("thing").json())).toEqual({
      success: false,
      status: 422,
      error: "Please check the highlighted fields.",
      fields: ["card_number"],
    });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (422): Please check the highlighted fields."]);
  });

  it("a hung upstream is a 504 'The product API did not answer in time'", async () => {
    server.use(
      http.get(`${API}/thing`, async () => {
        await delay(2000);
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const client = createApiClient({ baseUrl: API, timeoutMs: 50 });
    expect(await callApi("GET /thing", answer, () => client.http.get("thing").json())).toEqual({
      success: false,
      status: 504,
      error: "The product API did not answer in time",
    });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (504): The product API did not answer in time"]);
  });

  it("a thrown error is a 500 with its message, or 'Request failed' when it has none", async () => {
    expect(await callApi("GET /thing", answer, () => Promise.reject(new Error("socket hang up")))).toEqual({
      success: false,
      status: 500,
      error: "socket hang up",
    });
    expect(await callApi("GET /thing", answer, () => Promise.reject(new Error("")))).toEqual({
      success: false,
      status: 500,
      error: "Request failed",
    });
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a rejection that is not an Error is the case under test
    expect(await callApi("GET /thing", answer, () => Promise.reject("offline"))).toEqual({
      success: false,
      status: 500,
      error: "offline",
    });
    expect(logs.take()).toEqual([
      "error: [api] GET /thing failed (500): socket hang up",
      "error: [api] GET /thing failed (500): Request failed",
      "error: [api] GET /thing failed (500): offline",
    ]);
  });

  it("logs the failed call with its status and message", async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ message: "boom" }, { status: 500 })));
    const client = createApiClient({ baseUrl: API, timeoutMs: 1000 });
    await callApi("GET /thing", answer, () => client.http.get("thing").json());
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (500): boom"]);
  });

  it("logs at most the first three ways an answer breaks the contract, each with its path", async () => {
    const four = z.object({ data: z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() }) });
    expect(await callApi("GET /four", four, async () => ({ data: {} }))).toEqual({
      success: false,
      status: 502,
      error: "Unexpected answer from GET /four",
    });
    expect(logs.take()).toEqual([
      expect.stringMatching(
        /^error: \[api\] GET \/four answered outside the contract: data\.a: [^;]+; data\.b: [^;]+; data\.c: [^;]+$/,
      ),
    ]);
  });
});

import { HttpResponse, delay, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { captureConsole } from "../support/console-capture";
import { callApi, createApiClient, payloadOf } from "~/api/client.server";

const API = "https://api.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
const logs = captureConsole();
afterEach(() => {
  server.resetHandlers();
  expect(logs.take()).toEqual([]);
});
afterAll(() => server.close());

const answer = z.object({ data: z.object({ ok: z.boolean() }) });
const get = (client: ReturnType<typeof createApiClient>) =>
  callApi("GET /thing", answer, () => client.http.get("thing").json());

describe("API client (SPEC 7)", () => {
  it("sends the stored token as a bearer Authorization header, and none without a token", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/thing`, ({ request }) => {
        seen.push(request.headers.get("Authorization"));
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await get(createApiClient({ baseUrl: API, token: "t0k", timeoutMs: 1000 }));
    await get(createApiClient({ baseUrl: API, timeoutMs: 1000 }));
    expect(seen).toEqual(["Bearer t0k", null]);
  });

  it("makes no retries: a 500 is requested exactly once", async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/thing`, () => {
        calls += 1;
        return HttpResponse.json({ message: "boom" }, { status: 500 });
      }),
    );
    const result = await get(createApiClient({ baseUrl: API, timeoutMs: 1000 }));
    expect(calls).toBe(1);
    expect(result).toEqual({ success: false, status: 500, error: "boom" });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (500): boom"]);
  });

  it("SPEC 8: HTTP 409 on any call forces logout", async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ message: "Session replaced" }, { status: 409 })));
    const onConflict = vi.fn();
    const result = await get(createApiClient({ baseUrl: API, timeoutMs: 1000, onConflict }));
    expect(onConflict).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ success: false, status: 409 });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (409): Session replaced"]);
  });

  it("returns success false with the SPEC 8 message when the call fails", async () => {
    server.use(
      http.get(`${API}/thing`, () => HttpResponse.json({ message: ["Email taken", "Name missing"] }, { status: 422 })),
    );
    expect(await get(createApiClient({ baseUrl: API, timeoutMs: 1000 }))).toEqual({
      success: false,
      status: 422,
      error: "Email taken, Name missing",
    });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (422): Email taken, Name missing"]);
  });

  it("a network error is a failure with the default status 500", async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.error()));
    expect(await get(createApiClient({ baseUrl: API, timeoutMs: 1000 }))).toMatchObject({
      success: false,
      status: 500,
    });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (500): Failed to fetch"]);
  });

  it("a hung upstream times out into a failure instead of hanging the page", async () => {
    server.use(
      http.get(`${API}/thing`, async () => {
        await delay(2000);
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    expect(await get(createApiClient({ baseUrl: API, timeoutMs: 50 }))).toMatchObject({ success: false, status: 504 });
    expect(logs.take()).toEqual(["error: [api] GET /thing failed (504): The product API did not answer in time"]);
  });

  it("an answer outside the contract is a 502 failure, not an exception", async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ data: { ok: "yes" } })));
    expect(await get(createApiClient({ baseUrl: API, timeoutMs: 1000 }))).toMatchObject({
      success: false,
      status: 502,
    });
    server.use(
      http.get(`${API}/thing`, () => new HttpResponse("<html>", { headers: { "Content-Type": "text/html" } })),
    );
    expect(await get(createApiClient({ baseUrl: API, timeoutMs: 1000 }))).toMatchObject({ success: false });
    expect(logs.take()).toEqual([
      "error: [api] GET /thing answered outside the contract: data.ok: Invalid input: expected boolean, received string",
      `error: [api] GET /thing failed (500): Unexpected token '<', "<html>" is not valid JSON`,
    ]);
  });

  it("payloadOf unwraps the data envelope", async () => {
    server.use(http.get(`${API}/thing`, () => HttpResponse.json({ data: { ok: true } })));
    expect(payloadOf(await get(createApiClient({ baseUrl: API, timeoutMs: 1000 })))).toEqual({
      success: true,
      data: { ok: true },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RedisServer, freePort, startRedisServer } from "../support/redis-server";
import { type RecordingApi, rawRequest, startRecordingApi, startSiteProcess } from "./site-process";

let api: RecordingApi;
beforeAll(async () => {
  api = await startRecordingApi();
});
afterAll(async () => {
  await api.close();
});

describe("/readyz with REDIS_URL: not ready until the shared store is, for 2 s at most", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it("connects at start: ready once Redis answers", async () => {
    const site = await startSiteProcess(api.url, { REDIS_URL: redis.url });
    try {
      await vi.waitFor(async () => expect((await rawRequest(`${site.url}/readyz`)).status).toBe(200), {
        timeout: 1500,
      });
      // The first sign-in attempt is counted in Redis, not in this process while it connects.
      const attempt = await rawRequest(`${site.url}/login`, {
        method: "POST",
        headers: { ...site.sameSite, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=login&type=guest&email=guest%40example.com&password=wrong-one",
      });
      expect(attempt.status).toBe(401);
      expect(site.output()).not.toContain("counting in this process");
    } finally {
      await site.stop();
    }
  });

  it("a Redis that is down does not keep the instance out: it says connecting, then ready on local state", async () => {
    const site = await startSiteProcess(api.url, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const first = await rawRequest(`${site.url}/readyz`);
      expect([first.status, first.body]).toEqual([503, '{"status":"connecting"}']);
      await vi.waitFor(async () => expect((await rawRequest(`${site.url}/readyz`)).status).toBe(200), {
        timeout: 4000,
      });
    } finally {
      await site.stop();
    }
  }, 10_000);
});

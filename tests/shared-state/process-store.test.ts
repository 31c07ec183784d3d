import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getPublicEnv, parseEnv } from "~/env.server";
import { connectRedis, redactRedisUrl, reconnectDelay } from "~/shared-state/redis.server";
import { captureConsole } from "../support/console-capture";
import { type RedisServer, freePort, startRedisServer } from "../support/redis-server";

const logs = captureConsole();

const VALID = {
  API_BASE_URL: "https://api.example.com",
  SITE_URL: "https://www.example.com",
  SITE_NAME: "Example Stays",
  APP_ENV: "production",
  FACEBOOK_APP_ID: "123",
  SESSION_SECRET: "a-test-session-secret-of-32-characters",
};

let server: RedisServer | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await server?.stop();
  server = undefined;
  vi.unstubAllEnvs();
  logs.discardSiteLogs();
});

/** A fresh copy of the app's modules, as another server process would load them. */
async function processModules(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const redis = await import("~/shared-state/redis.server");
  const modules = {
    redis,
    limits: await import("~/session/rate-limit.server"),
    cache: await import("~/api/shared-cache.server"),
  };
  cleanups.push(async () => await redis.sharedRedis()?.close());
  return modules;
}

const text = z.string();

describe("REDIS_URL in the configuration", () => {
  it("is optional: unset or blank means in-memory state", () => {
    expect(parseEnv(VALID).REDIS_URL).toBeUndefined();
    expect(parseEnv({ ...VALID, REDIS_URL: "  " }).REDIS_URL).toBeUndefined();
  });

  it("takes redis:// and rediss:// URLs, and refuses anything else without echoing the value", () => {
    expect(parseEnv({ ...VALID, REDIS_URL: "redis://cache.internal:6379/0" }).REDIS_URL).toBe(
      "redis://cache.internal:6379/0",
    );
    expect(parseEnv({ ...VALID, REDIS_URL: "rediss://:s3cret@cache.example.com:6380" }).REDIS_URL).toBe(
      "rediss://:s3cret@cache.example.com:6380",
    );
    for (const wrong of ["https://:s3cret@cache.example.com", "cache.internal:6379", "valkey://:s3cret@h"]) {
      const error = (() => {
        try {
          parseEnv({ ...VALID, REDIS_URL: wrong });
        } catch (thrown) {
          return thrown as Error;
        }
      })();
      expect(error?.message).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
      expect(error?.message).not.toContain("s3cret");
    }
  });

  it("never reaches the browser", () => {
    expect(Object.keys(getPublicEnv(parseEnv({ ...VALID, REDIS_URL: "redis://h:6379" })))).not.toContain("REDIS_URL");
  });
});

describe("the Redis connection", () => {
  it("log lines name the URL without its password", () => {
    expect(redactRedisUrl("rediss://:s3cret@cache.example.com:6380/2")).toBe("rediss://cache.example.com:6380/2");
    expect(redactRedisUrl("redis://app:s3cret@cache.internal")).toBe("redis://app@cache.internal");
    expect(redactRedisUrl("redis://127.0.0.1:6379")).toBe("redis://127.0.0.1:6379");
    expect(redactRedisUrl("not a url :s3cret@")).toBe("(a REDIS_URL that is not a URL)");
  });

  it("reconnects with a growing delay, capped at about 5 s, and never gives up", () => {
    const delays = [0, 1, 2, 5, 10, 100, 10_000].map(reconnectDelay);
    expect(delays[0]).toBeGreaterThanOrEqual(100);
    expect(delays[0]).toBeLessThan(200);
    expect(delays[2]).toBeGreaterThanOrEqual(400);
    for (const delay of delays.slice(4)) {
      expect(delay).toBeGreaterThanOrEqual(5000);
      expect(delay).toBeLessThan(5100);
    }
  });

  it("a Redis that is not there: one warning without the password, nothing thrown, closes cleanly", async () => {
    const port = await freePort();
    const redis = connectRedis(`redis://:s3cret@127.0.0.1:${port}`);
    await vi.waitFor(() => expect(logs.peek().length).toBeGreaterThan(0), { timeout: 3000, interval: 20 });
    // Let a few reconnection attempts fail: still one line for the outage.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(redis.client.get("k")).rejects.toThrow();
    await redis.close();
    const lines = logs.take();
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warn: \\[shared-state\\] Redis at redis://127\\.0\\.0\\.1:${port} is unavailable \\(.*ECONNREFUSED`,
        ),
      ),
    ]);
    expect(lines.join("\n")).not.toContain("s3cret");
  });
});

describe("a process without REDIS_URL keeps its state in memory", () => {
  it("no connection; rate limits and the upstream cache work and stay per process", async () => {
    const one = await processModules({ REDIS_URL: "", UPSTREAM_CACHE_MS: "60000" });
    expect(one.redis.sharedRedis()).toBeUndefined();
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await one.limits.takeAuthAttempt("m@x.com", "ip")).toBe(0);
    expect(await one.limits.takeAuthAttempt("m@x.com", "ip")).toBe(60);
    let calls = 0;
    const load = async () => ({ success: true as const, data: `answer ${++calls}` });
    expect(await one.cache.publicAnswers().get("GET /categories", text, load)).toEqual({
      success: true,
      data: "answer 1",
    });
    expect(await one.cache.publicAnswers().get("GET /categories", text, load)).toEqual({
      success: true,
      data: "answer 1",
    });

    // Another process counts and caches on its own.
    const two = await processModules({ REDIS_URL: "", UPSTREAM_CACHE_MS: "60000" });
    expect(await two.limits.takeAuthAttempt("m@x.com", "ip")).toBe(0);
    expect(await two.cache.publicAnswers().get("GET /categories", text, load)).toEqual({
      success: true,
      data: "answer 2",
    });
    expect(logs.take()).toEqual([]);
  });
});

describe("two processes with the same REDIS_URL", () => {
  it("share the sign-in counts and the upstream cache through their module-level defaults", async () => {
    vi.useRealTimers(); // Redis keeps its own clock
    server = await startRedisServer();
    const one = await processModules({ REDIS_URL: server.url, UPSTREAM_CACHE_MS: "60000" });
    await one.redis.sharedRedis()!.connecting;
    const two = await processModules({ REDIS_URL: server.url, UPSTREAM_CACHE_MS: "60000" });
    await two.redis.sharedRedis()!.connecting;
    expect(one.redis.sharedRedis()).not.toBe(two.redis.sharedRedis());

    for (const instance of [one, two, one, two, one])
      expect(await instance.limits.takeAuthAttempt("p@x.com", "192.0.2.50")).toBe(0);
    expect(await two.limits.takeAuthAttempt("p@x.com", "192.0.2.50")).toBeGreaterThan(55);

    let calls = 0;
    const load = async () => ({ success: true as const, data: `answer ${++calls}` });
    await one.cache.publicAnswers().get("GET /destinations", text, load);
    expect(await two.cache.publicAnswers().get("GET /destinations", text, load)).toEqual({
      success: true,
      data: "answer 1",
    });
    expect(calls).toBe(1);
    expect(logs.take()).toEqual([]);
  });
});

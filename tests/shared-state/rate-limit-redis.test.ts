import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AbuseLimits,
  createAbuseLimits,
  recordAuthFailure,
  takeAuthAttempt,
  takeCheckoutAttempt,
  takeRecoveryRequest,
  takeSignUpRequest,
} from "~/session/rate-limit.server";
import { type SharedRedis, connectRedis } from "~/shared-state/redis.server";
import { captureConsole } from "../support/console-capture";
import { type RedisServer, startRedisServer } from "../support/redis-server";

const logs = captureConsole();

// Redis keeps its own clock, so these tests run on the real one rather than the suite's frozen instant.
beforeEach(() => vi.useRealTimers());

let server: RedisServer | undefined;
const connections: SharedRedis[] = [];

afterEach(async () => {
  await Promise.all(connections.splice(0).map((redis) => redis.close()));
  await server?.stop();
  server = undefined;
  logs.discardSiteLogs();
});

/** One server process: its own Redis connection and its own limiters on it. */
async function instance(url: string): Promise<AbuseLimits & { redis: SharedRedis }> {
  const redis = connectRedis(url);
  connections.push(redis);
  await redis.connecting;
  return { ...createAbuseLimits({ redis }), redis };
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}

describe("sign-in limits shared by two instances through Redis", () => {
  it("an account's attempts from one address on either instance count together; the 6th within the minute waits there only", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    const b = await instance(server.url);
    const waits: number[] = [];
    for (const limits of [a, b, a, b, a]) waits.push(await takeAuthAttempt(" Ana@X.com ", "198.51.100.1", limits));
    expect(waits).toEqual([0, 0, 0, 0, 0]);
    const wait = await takeAuthAttempt("ana@x.com", "198.51.100.1", b);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await takeAuthAttempt("ana@x.com", "198.51.100.1", a)).toBe(wait);
    expect(await takeAuthAttempt("ana@x.com", "198.51.100.9", a)).toBe(0);
    expect(await takeAuthAttempt("other@x.com", "198.51.100.1", a)).toBe(0);
    expect(logs.take()).toEqual([]);
  });

  it("failures recorded by one instance slow the account on the other for the rest of the hour", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    const b = await instance(server.url);
    await Promise.all(Array.from({ length: 99 }, () => recordAuthFailure("bo@x.com", a)));
    expect(await takeAuthAttempt("bo@x.com", "198.51.100.1", b)).toBe(0);
    expect(await takeAuthAttempt("bo@x.com", "198.51.100.1", b)).toBe(0);
    await recordAuthFailure("BO@x.com", a);
    expect(await takeAuthAttempt("bo@x.com", "198.51.100.2", b)).toBe(0);
    const wait = await takeAuthAttempt("bo@x.com", "198.51.100.2", a);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it("recovery, sign-up and checkout count together across instances too, each in its own buckets", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    const b = await instance(server.url);
    for (const limits of [a, b, a]) expect(await takeRecoveryRequest("re@x.com", "192.0.2.40", limits)).toBe(0);
    expect(await takeRecoveryRequest("re@x.com", "192.0.2.41", b)).toBeGreaterThan(3500);
    for (const limits of [b, a, b]) expect(await takeSignUpRequest("re@x.com", "192.0.2.40", limits)).toBe(0);
    expect(await takeSignUpRequest("re@x.com", "192.0.2.41", a)).toBeGreaterThan(3500);
    const secret = "a-visitor-secret-of-43-characters-for-tests";
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await takeCheckoutAttempt(secret, "192.0.2.40", attempt % 2 ? a : b)).toBe(0);
    expect(await takeCheckoutAttempt(secret, "192.0.2.40", a)).toBeGreaterThan(3500);
    expect(await takeAuthAttempt("re@x.com", "192.0.2.40", b)).toBe(0);
    const keys = await a.redis.client.keys("vr:rl:*");
    // The visitor is counted by a hash of the secret, never by the secret itself.
    expect(keys.join(" ")).not.toContain(secret);
    expect(keys.filter((key) => key.startsWith("vr:rl:checkout-visitor:"))).toHaveLength(1);
  });

  it("one client address gets 30 attempts a minute across both instances", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    const b = await instance(server.url);
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect(await takeAuthAttempt(`u${attempt}@x.com`, "203.0.113.7", attempt % 2 ? a : b)).toBe(0);
    expect(await takeAuthAttempt("new@x.com", "203.0.113.7", a)).toBeGreaterThan(0);
    expect(await takeAuthAttempt("new@x.com", "203.0.113.8", b)).toBe(0);
  });

  it("the counters are Redis keys under vr:rl:, expiring with their window", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    await takeAuthAttempt("cy@x.com", "192.0.2.1", a);
    await recordAuthFailure("cy@x.com", a);
    const keys = (await a.redis.client.keys("vr:rl:*")).sort();
    expect(keys).toEqual([
      "vr:rl:sign-in-account-ip:cy@x.com|192.0.2.1",
      "vr:rl:sign-in-failures:cy@x.com",
      "vr:rl:sign-in-ip:192.0.2.1",
    ]);
    const ttl = await a.redis.client.pTTL("vr:rl:sign-in-account-ip:cy@x.com|192.0.2.1");
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await a.redis.client.pTTL("vr:rl:sign-in-failures:cy@x.com")).toBeGreaterThan(3_500_000);
  });
});

describe("a Redis that goes away", () => {
  it("killed mid-run: every attempt is still answered, from limits counted in this process, with one warning", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    expect(await takeAuthAttempt("di@x.com", "192.0.2.10", a)).toBe(0);
    expect(await takeAuthAttempt("di@x.com", "192.0.2.10", a)).toBe(0);
    await server.kill();
    const answers: { value: number; ms: number }[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(await timed(takeAuthAttempt("di@x.com", "192.0.2.10", a)));
    // The counts before the outage stayed in Redis: this process starts again from zero.
    expect(answers.map(({ value }) => value > 0)).toEqual([false, false, false, false, false, true]);
    expect(answers.at(-1)!.value).toBeGreaterThan(55);
    for (const { ms } of answers) expect(ms).toBeLessThan(1000);
    await recordAuthFailure("di@x.com", a);
    const lines = logs.take();
    expect(lines.filter((line) => line.includes("is unavailable"))).toEqual([
      expect.stringMatching(
        new RegExp(`^warn: \\[shared-state\\] Redis at redis://127\\.0\\.0\\.1:${server.port} is unavailable \\(`),
      ),
    ]);
    expect(lines.filter((line) => line.includes("rate limits:"))).toEqual([
      `warn: [shared-state] rate limits: Redis at redis://127.0.0.1:${server.port} did not answer; counting in this process until it is back`,
    ]);
    expect(lines.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("back again: the instances share counts once more, and the next outage warns again", async () => {
    server = await startRedisServer();
    const port = server.port;
    const a = await instance(server.url);
    const b = await instance(server.url);
    await server.kill();
    expect(await takeAuthAttempt("el@x.com", "192.0.2.20", a)).toBe(0);
    expect(logs.take().filter((line) => line.includes("rate limits:"))).toHaveLength(1);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    server = await startRedisServer({ port });
    await vi.waitFor(() => expect(a.redis.client.isReady && b.redis.client.isReady).toBe(true), {
      timeout: 8000,
      interval: 50,
    });
    expect(info).toHaveBeenCalledWith(`[shared-state] Redis at redis://127.0.0.1:${port} is back`);
    info.mockRestore();
    for (const limits of [a, b, a, b, a]) expect(await takeAuthAttempt("fi@x.com", "192.0.2.21", limits)).toBe(0);
    expect(await takeAuthAttempt("fi@x.com", "192.0.2.21", b)).toBeGreaterThan(0);
    expect(await a.redis.client.exists("vr:rl:sign-in-account-ip:fi@x.com|192.0.2.21")).toBe(1);
    await server.kill();
    expect(await takeAuthAttempt("gu@x.com", "192.0.2.22", a)).toBe(0);
    expect(logs.take().filter((line) => line.includes("rate limits:"))).toHaveLength(1);
  }, 15_000);

  it("frozen (connected, not answering): an attempt is answered within a second from this process", async () => {
    server = await startRedisServer();
    const a = await instance(server.url);
    server.pause();
    try {
      const answer = await timed(takeAuthAttempt("ha@x.com", "192.0.2.30", a));
      expect(answer.value).toBe(0);
      expect(answer.ms).toBeLessThan(1500);
      const failure = await timed(recordAuthFailure("ha@x.com", a));
      expect(failure.ms).toBeLessThan(1000);
      expect(logs.take()).toEqual([
        `warn: [shared-state] rate limits: Redis at redis://127.0.0.1:${server.port} did not answer; counting in this process until it is back`,
      ]);
    } finally {
      server.resume();
    }
  });
});

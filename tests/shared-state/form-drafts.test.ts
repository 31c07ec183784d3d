import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FORM_DRAFT_KEY_PREFIX,
  FORM_DRAFT_MAX_BYTES,
  FORM_DRAFT_MEMORY_ENTRIES,
  FORM_DRAFT_TTL_SECONDS,
  type FormDraft,
  createFormDraftStore,
} from "~/shared-state/form-drafts.server";
import { type SharedRedis, connectRedis } from "~/shared-state/redis.server";
import { captureConsole } from "../support/console-capture";
import { type RedisServer, startRedisServer } from "../support/redis-server";

const logs = captureConsole();

let server: RedisServer | undefined;
const connections: SharedRedis[] = [];

afterEach(async () => {
  await Promise.all(connections.splice(0).map((redis) => redis.close()));
  await server?.stop();
  server = undefined;
  logs.discardSiteLogs();
});

/** One server process's Redis connection. */
async function connect(url: string): Promise<SharedRedis> {
  const redis = connectRedis(url);
  connections.push(redis);
  await redis.connecting;
  return redis;
}

/** Two visitors' draft secrets, as their cookies carry them (32 bytes, base64url). */
const ANA = "YW5hLXNlY3JldC1mb3ItdGhlLWZvcm0tZHJhZnRzLXQ";
const BO = "Ym8tc2VjcmV0LWZvci10aGUtZm9ybS1kcmFmdHMtdGVz";

const draft = (phone = "+351 21 000 0000"): FormDraft => ({
  form: "profile",
  path: "/profile",
  values: { first_name: "Ana", last_name: "Alves", phone },
});

/** Moves the site's clock (app/lib/clock.ts reads Date) forward by `ms`. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("the form draft store (in this process, without REDIS_URL)", () => {
  it("keeps drafts 15 minutes, at most 8 KB each and 2,000 in a process", () => {
    expect(FORM_DRAFT_TTL_SECONDS).toBe(900);
    expect(FORM_DRAFT_MAX_BYTES).toBe(8192);
    expect(FORM_DRAFT_MEMORY_ENTRIES).toBe(2000);
  });

  it("a draft is read once: the first take gives it back, the second finds nothing", async () => {
    const store = createFormDraftStore();
    const id = await store.put(ANA, draft());
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(await store.take(ANA, id!)).toEqual(draft());
    expect(await store.take(ANA, id!)).toBeNull();
  });

  it("is bound to its visitor: another visitor's secret with the same id reads nothing and leaves it for its owner", async () => {
    const store = createFormDraftStore();
    const id = (await store.put(ANA, draft()))!;
    expect(await store.take(BO, id)).toBeNull();
    expect(await store.take("", id)).toBeNull();
    expect(await store.take(ANA, id)).toEqual(draft());
  });

  it("every draft has its own id; an id that is not one of ours is refused without a look", async () => {
    const store = createFormDraftStore();
    const first = (await store.put(ANA, draft("+1 1")))!;
    const second = (await store.put(ANA, draft("+1 2")))!;
    expect(second).not.toBe(first);
    expect(await store.take(ANA, "../../etc")).toBeNull();
    expect(await store.take(ANA, `${first}x`)).toBeNull();
    expect((await store.take(ANA, second))?.values.phone).toBe("+1 2");
    expect((await store.take(ANA, first))?.values.phone).toBe("+1 1");
  });

  it("expires 15 minutes after it was kept, by the site's clock", async () => {
    const store = createFormDraftStore();
    const kept = (await store.put(ANA, draft()))!;
    const late = (await store.put(ANA, draft()))!;
    advance(FORM_DRAFT_TTL_SECONDS * 1000 - 1);
    expect(await store.take(ANA, kept)).toEqual(draft());
    advance(1);
    expect(await store.take(ANA, late)).toBeNull();
  });

  it("a draft larger than 8 KB as stored is not kept at all", async () => {
    const store = createFormDraftStore();
    const room = FORM_DRAFT_MAX_BYTES - JSON.stringify({ ...draft(""), expires: Date.now() }).length;
    expect(await store.put(ANA, draft("9".repeat(room)))).toMatch(/^[\w-]{22}$/);
    expect(await store.put(ANA, draft("9".repeat(room + 1)))).toBeNull();
    // Bytes, not characters: each "é" is two.
    expect(await store.put(ANA, draft("é".repeat(Math.ceil((room + 1) / 2))))).toBeNull();
  });

  it("holds at most its number of drafts: the oldest goes first", async () => {
    const store = createFormDraftStore({ memoryEntries: 3 });
    const ids: string[] = [];
    for (const phone of ["+1 1", "+1 2", "+1 3", "+1 4"]) ids.push((await store.put(ANA, draft(phone)))!);
    expect(await store.take(ANA, ids[0]!)).toBeNull();
    for (const [index, id] of ids.slice(1).entries())
      expect((await store.take(ANA, id))?.values.phone).toBe(`+1 ${index + 2}`);
  });
});

describe("the form draft store shared through Redis (REDIS_URL)", () => {
  it("a draft kept by one instance is taken by the other, once: neither finds it again", async () => {
    server = await startRedisServer();
    const one = createFormDraftStore({ redis: await connect(server.url) });
    const two = createFormDraftStore({ redis: await connect(server.url) });
    const id = (await one.put(ANA, draft()))!;
    expect(await two.take(BO, id)).toBeNull();
    expect(await two.take(ANA, id)).toEqual(draft());
    expect(await one.take(ANA, id)).toBeNull();
    expect(await two.take(ANA, id)).toBeNull();
    expect(logs.take()).toEqual([]);
  });

  it("is stored under HMAC(secret, id), never the id itself, and Redis drops it after 15 minutes", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const store = createFormDraftStore({ redis });
    const id = (await store.put(ANA, draft()))!;
    const keys = await redis.client.keys("*");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${FORM_DRAFT_KEY_PREFIX}[\\w-]{43}$`));
    expect(keys[0]).not.toContain(id);
    const ttl = await redis.client.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(FORM_DRAFT_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(FORM_DRAFT_TTL_SECONDS);
  });

  it("expires by the site's clock even while Redis still holds it", async () => {
    server = await startRedisServer();
    const store = createFormDraftStore({ redis: await connect(server.url) });
    const kept = (await store.put(ANA, draft()))!;
    const late = (await store.put(ANA, draft()))!;
    advance(FORM_DRAFT_TTL_SECONDS * 1000 - 1);
    expect(await store.take(ANA, kept)).toEqual(draft());
    advance(1);
    expect(await store.take(ANA, late)).toBeNull();
  });

  it("a draft over 8 KB is not written", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const store = createFormDraftStore({ redis });
    expect(await store.put(ANA, draft("9".repeat(FORM_DRAFT_MAX_BYTES)))).toBeNull();
    expect(await redis.client.dbSize()).toBe(0);
  });

  it("an entry that is not a draft (written by hand, another version) is dropped with a warning", async () => {
    server = await startRedisServer();
    const redis = await connect(server.url);
    const store = createFormDraftStore({ redis });
    const id = (await store.put(ANA, draft()))!;
    const [key] = await redis.client.keys("*");
    await redis.client.set(key!, JSON.stringify({ form: "profile", values: "not a record" }));
    expect(await store.take(ANA, id)).toBeNull();
    expect(logs.take()).toEqual(["warn: [shared-state] form drafts: dropped an unreadable draft"]);
    expect(await redis.client.dbSize()).toBe(0);
  });

  it("killed: drafts are kept in this process, with one warning per outage, and taken from there once", async () => {
    server = await startRedisServer();
    const store = createFormDraftStore({ redis: await connect(server.url) });
    await server.kill();
    const id = (await store.put(ANA, draft()))!;
    expect(await store.take(BO, id)).toBeNull();
    expect(await store.take(ANA, id)).toEqual(draft());
    expect(await store.take(ANA, id)).toBeNull();
    const lines = logs.take();
    expect(lines.filter((line) => line.includes("form drafts:"))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warn: \\[shared-state\\] form drafts: Redis at redis://127\\.0\\.0\\.1:${server.port} failed \\(.+\\); drafts are kept in this process until it is back$`,
        ),
      ),
    ]);
    expect(lines.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("frozen: a draft is kept in this process after the Redis deadline", async () => {
    server = await startRedisServer();
    const store = createFormDraftStore({ redis: await connect(server.url) });
    server.pause();
    try {
      const start = performance.now();
      const id = (await store.put(ANA, draft()))!;
      expect(performance.now() - start).toBeLessThan(1000);
      expect(await store.take(ANA, id)).toEqual(draft());
      expect(logs.take()).toEqual([
        `warn: [shared-state] form drafts: Redis at redis://127.0.0.1:${server.port} failed (Redis did not answer within 500 ms); drafts are kept in this process until it is back`,
      ]);
    } finally {
      server.resume();
    }
  });
});

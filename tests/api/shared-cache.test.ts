import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ApiResult } from "~/api/client.server";
import { createSharedCache } from "~/api/shared-cache.server";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

const logs = captureConsole();
// Whatever a test logs is asserted by that test.
afterEach(() => expect(logs.take()).toEqual([]));

const text = z.string();
const ok = (data: string): ApiResult<string> => ({ success: true, data });
/** Moves the suite's frozen clock forward; the next test starts frozen again. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe("shared cache: entries", () => {
  it("a reloaded entry counts as the newest: the next eviction takes the oldest other one", async () => {
    const cache = createSharedCache({ ttlMs: 1000, maxEntries: 2 });
    let calls = 0;
    const load = (name: string) => async () => ok(`${name} ${++calls}`);
    await cache.get("a", text, load("a")); // a expires 1000 ms from now
    advance(500);
    await cache.get("b", text, load("b")); // b expires 1000 ms after that
    advance(501);
    expect(await cache.get("a", text, load("a"))).toEqual(ok("a 3")); // a expired: loaded again, now newest
    await cache.get("c", text, load("c")); // beyond 2 entries: b goes
    expect(await cache.get("a", text, load("a"))).toEqual(ok("a 3"));
    expect(await cache.get("b", text, load("b"))).toEqual(ok("b 5"));
  });

  it("an expired entry is never served, even when its reload fails", async () => {
    const cache = createSharedCache({ ttlMs: 1000 });
    await cache.get("a", text, async () => ok("first"));
    advance(1001);
    const down = { success: false as const, error: "down", status: 503 };
    expect(await cache.get("a", text, async () => down)).toEqual(down);
    expect(await cache.get("a", text, async () => ok("second"))).toEqual(ok("second"));
  });

  it("a value that fails the call's schema is loaded again rather than served", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const numbers = z.number();
    await cache.get("k", numbers, async () => ({ success: true, data: 1 }));
    // The same key read with another schema (a new release reading an old entry): fetched again.
    expect(await cache.get("k", text, async () => ok("fresh"))).toEqual(ok("fresh"));
    expect(logs.take()).toEqual([
      "warn: [shared-state] upstream cache: dropped an unusable entry for vr:upstream:k ((root): Invalid input: expected string, received number); fetched again",
    ]);
  });
});

describe("answers this process loaded are served as kept, not parsed on every hit", () => {
  const home = z.object({ id: z.number(), pictures: z.array(z.string()) });
  type Home = z.infer<typeof home>;
  const loaded = (id: number): ApiResult<Home> => ({ success: true, data: { id, pictures: [`${id}-a.jpg`] } });

  /** The schema the call read its answer with, counting how often the cache parses with it. */
  function countingSchema() {
    const counter = { parses: 0 };
    const schema = home.refine(() => {
      counter.parses += 1;
      return true;
    });
    return { schema, counter };
  }

  it("a hit read with the call's own schema is handed back without parsing it again", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const { schema, counter } = countingSchema();
    const first = await cache.get("property:1", schema, async () => loaded(1));
    const parsesWhenLoaded = counter.parses;
    const second = await cache.get("property:1", schema, async () => loaded(99));
    expect(second).toEqual(loaded(1));
    expect(second.success && first.success && second.data).toBe(first.success && first.data);
    expect(counter.parses).toBe(parsesWhenLoaded);
  });

  it("the kept answer is frozen: a request cannot change what the next one gets", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const answer = await cache.get("property:2", home, async () => loaded(2));
    if (!answer.success) throw new Error("the answer was loaded");
    expect(() => answer.data.pictures.push("added.jpg")).toThrow(TypeError);
    expect(() => {
      answer.data.id = 3;
    }).toThrow(TypeError);
    expect(await cache.get("property:2", home, async () => loaded(99))).toEqual(loaded(2));
  });

  it("the same key read with another schema is parsed with it, and fetched again when it fails", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    await cache.get("property:3", home, async () => loaded(3));
    const withRating = z.object({ id: z.number(), rating: z.number() });
    const fresh = { success: true as const, data: { id: 3, rating: 5 } };
    expect(await cache.get("property:3", withRating, async () => fresh)).toEqual(fresh);
    expect(logs.take()).toEqual([
      "warn: [shared-state] upstream cache: dropped an unusable entry for vr:upstream:property:3 (rating: Invalid input: expected number, received undefined); fetched again",
    ]);
  });

  it("a kept answer still expires with the TTL: the next one is loaded and served", async () => {
    const cache = createSharedCache({ ttlMs: 30_000 });
    const { schema } = countingSchema();
    await cache.get("property:4", schema, async () => loaded(4));
    advance(30_001);
    expect(await cache.get("property:4", schema, async () => loaded(5))).toEqual(loaded(5));
    expect(await cache.get("property:4", schema, async () => loaded(6))).toEqual(loaded(5));
  });
});

// The process cache with UPSTREAM_CACHE_MS set (the test env turns it off): each public call
// is cached under its own query, so two different queries are never answered from one entry.
describe("public answers with UPSTREAM_CACHE_MS set", () => {
  const requests: string[] = [];
  const { server } = demoApiServer();
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  });
  afterEach(() => {
    requests.length = 0;
    vi.unstubAllEnvs();
  });

  async function freshModules() {
    vi.stubEnv("UPSTREAM_CACHE_MS", "60000");
    vi.resetModules();
    const { createApiClient } = await import("~/api/client.server");
    return {
      api: createApiClient({ baseUrl: API, timeoutMs: 2000 }),
      posts: await import("~/api/posts.server"),
      destinations: await import("~/api/destinations.server"),
      properties: await import("~/api/properties.server"),
    };
  }

  it("post lists and post categories: one call per query", async () => {
    const { api, posts } = await freshModules();
    const first = await posts.listPosts(api, { destination: false });
    const second = await posts.listPosts(api, { destination: false, page: 2 });
    expect(first.success && second.success && first.data.pagination.current_page).toBe(1);
    expect(second.success && second.data.pagination.current_page).toBe(2);
    await posts.listPosts(api, { destination: false });
    const blog = await posts.listPostCategories(api, false);
    const guides = await posts.listPostCategories(api, true);
    await posts.listPostCategories(api, true);
    expect(blog).not.toEqual(guides);
    expect(requests).toEqual([
      "/site-posts?published=1&destination=0&per_page=12&page=1&ncategories%5B%5D=18&ncategories%5B%5D=33",
      "/site-posts?published=1&destination=0&per_page=12&page=2&ncategories%5B%5D=18&ncategories%5B%5D=33",
      "/site-posts/categories?destination=0",
      "/site-posts/categories?destination=1",
    ]);
  });

  it("a post by its slug: one call per slug", async () => {
    const { api, posts } = await freshModules();
    const list = await posts.listPosts(api, { destination: false });
    const [first, second] = list.success ? list.data.entities : [];
    requests.length = 0;
    const one = await posts.getPostBySlug(api, first!.slug);
    const two = await posts.getPostBySlug(api, second!.slug);
    await posts.getPostBySlug(api, first!.slug);
    expect(one.success && one.data.slug).toBe(first!.slug);
    expect(two.success && two.data.slug).toBe(second!.slug);
    expect(requests).toEqual([`/site-posts/by-slug/1/${first!.slug}`, `/site-posts/by-slug/1/${second!.slug}`]);
  });

  it("destinations: one call per page", async () => {
    const { api, destinations } = await freshModules();
    await destinations.listDestinations(api);
    const page2 = await destinations.listDestinations(api, { page: 2, perPage: 5 });
    await destinations.listDestinations(api);
    expect(page2.success && page2.data.pagination).toMatchObject({ current_page: 2, per_page: 5 });
    expect(requests).toEqual(["/destinations?page=1&per_page=24", "/destinations?page=2&per_page=5"]);
  });

  it("properties and their calendars: one call per property", async () => {
    const { api, properties } = await freshModules();
    const one = await properties.getProperty(api, 1);
    const two = await properties.getProperty(api, 2);
    await properties.getProperty(api, 1);
    await properties.getAvailability(api, 1);
    const calendar = await properties.getAvailability(api, 2);
    await properties.getAvailability(api, 2);
    expect(one.success && one.data.id).toBe(1);
    expect(two.success && two.data.id).toBe(2);
    expect(calendar.success && calendar.data.property_id).toBe(2);
    await properties.listCategories(api);
    await properties.listCategories(api);
    expect(requests).toEqual([
      "/properties/1",
      "/properties/2",
      "/properties/1/availability",
      "/properties/2/availability",
      "/categories?per_page=50",
    ]);
  });
});

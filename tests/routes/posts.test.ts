import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loader as listLoader } from "~/routes/blog/posts";
import { loader as categoryLoader } from "~/routes/blog/posts-category";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, loaderArgs, thrown } from "./route-helpers";

const { server, requests } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

function sitePostsQuery() {
  const url = requests.find((candidate) => candidate.pathname === "/site-posts");
  if (!url) throw new Error("GET /site-posts was not called");
  return url.searchParams;
}

type Loaded = {
  data: {
    posts: { entities: { category: { id: number } | null }[]; pagination: { current_page: number } } | null;
    failure: unknown;
  };
  init: { status?: number } | null;
};

describe("GET /site-posts query (SPEC 7)", () => {
  it("/blog: published=1, destination=0, per_page=12, page=1, ncategories[] 18 and 33", async () => {
    const result = (await listLoader(loaderArgs("/blog"))) as unknown as Loaded;
    const query = sitePostsQuery();
    expect(query.get("published")).toBe("1");
    expect(query.get("destination")).toBe("0");
    expect(query.get("per_page")).toBe("12");
    expect(query.get("page")).toBe("1");
    expect(query.has("category_slug")).toBe(false);
    expect(query.getAll("ncategories[]")).toEqual(["18", "33"]);
    const ids = result.data.posts?.entities.map((post) => post.category?.id);
    expect(ids).not.toContain(18);
    expect(ids).not.toContain(33);
  });

  it("/blog?page=3 asks for page 3", async () => {
    const result = (await listLoader(loaderArgs("/blog?page=3"))) as unknown as Loaded;
    expect(sitePostsQuery().get("page")).toBe("3");
    expect(result.data.posts?.pagination.current_page).toBe(3);
  });

  it("/destinations: destination=1 and no default exclusions", async () => {
    await listLoader(loaderArgs("/destinations"));
    const query = sitePostsQuery();
    expect(query.get("destination")).toBe("1");
    expect(query.getAll("ncategories[]")).toEqual([]);
  });

  it("/amp/destinations reads the first segment after /amp", async () => {
    await listLoader(loaderArgs("/amp/destinations"));
    expect(sitePostsQuery().get("destination")).toBe("1");
  });

  it("/blog/{slug}: category_slug and no default exclusions", async () => {
    await categoryLoader(loaderArgs("/blog/food-and-drink", { slug: "food-and-drink" }));
    const query = sitePostsQuery();
    expect(query.get("category_slug")).toBe("food-and-drink");
    expect(query.get("destination")).toBe("0");
    expect(query.getAll("ncategories[]")).toEqual([]);
  });

  it("/destinations/{slug}: destination=1 with category_slug", async () => {
    await categoryLoader(loaderArgs("/destinations/city-guides?page=1", { slug: "city-guides" }));
    const query = sitePostsQuery();
    expect(query.get("destination")).toBe("1");
    expect(query.get("category_slug")).toBe("city-guides");
  });
});

describe("post list failures (SPEC 8)", () => {
  it("a failed list keeps the page and returns the failure with the upstream status", async () => {
    server.use(http.get(`${API}/site-posts`, () => HttpResponse.json({ message: "Maintenance" }, { status: 503 })));
    const result = (await listLoader(loaderArgs("/blog"))) as unknown as Loaded;
    expect(result.init?.status).toBe(503);
    expect(result.data.posts).toBeNull();
    expect(result.data.failure).toEqual({ error: "Maintenance", status: 503 });
    expect(logs.take()).toEqual(["error: [api] GET /site-posts failed (503): Maintenance"]);
  });

  it("a thrown call defaults to status 500", async () => {
    server.use(http.get(`${API}/site-posts`, () => HttpResponse.error()));
    const result = (await listLoader(loaderArgs("/blog"))) as unknown as Loaded;
    expect(result.init?.status).toBe(500);
    expect(result.data.failure).toMatchObject({ status: 500 });
    expect(logs.take()).toEqual(["error: [api] GET /site-posts failed (500): Failed to fetch"]);
  });

  it("an unknown category is a 404 page; a page past the end is a 404", async () => {
    expect(
      (await thrown(() => categoryLoader(loaderArgs("/blog/no-such-category", { slug: "no-such-category" })))).status,
    ).toBe(404);
    expect((await thrown(() => listLoader(loaderArgs("/blog?page=500")))).status).toBe(404);
    expect(logs.take()).toEqual(["error: [api] GET /site-posts failed (404): Category not found."]);
  });

  it("an unusable page number is page 1: the list asks the API for page 1 and never sends it on", async () => {
    const result = (await listLoader(loaderArgs("/blog?page=-2"))) as unknown as Loaded;
    expect(result.init).toBeNull();
    expect(result.data.posts?.pagination.current_page).toBe(1);
    expect(sitePostsQuery().get("page")).toBe("1");
    expect(requests.filter((url) => url.searchParams.get("page") === "-2")).toEqual([]);
  });
});

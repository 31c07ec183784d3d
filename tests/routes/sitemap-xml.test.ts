import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { createStore } from "../../mocks/store";
import { captureConsole } from "../support/console-capture";
import { API, contextWithApi, demoApiServer, loaderArgs, thrown } from "./route-helpers";
import { loader as childLoader } from "~/routes/seo/sitemap-child";
import { loader as indexLoader } from "~/routes/seo/sitemap-xml";
import { sitemapChild, sitemapIndex } from "~/routes/seo/sitemap-files.server";

/**
 * /sitemap.xml (an index) and its children /sitemaps/{kind}-{n}.xml, against the demo API. The
 * expected URLs and dates are read from the demo's seed data here, not from the site's code.
 */

const store = createStore();
const { server, requests } = demoApiServer({ store });
const logs = captureConsole();
afterEach(() => expect(logs.take(), "nothing else is logged").toEqual([]));

const SITE = "http://localhost:3000";
const SITEMAP_CACHE = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";

const STATIC_PATHS = [
  "/",
  "/properties",
  "/destinations",
  "/blog",
  "/categories",
  "/about-us",
  "/contact-us",
  "/support",
  "/owner-support",
  "/privacy-policy",
  "/terms-and-conditions",
  "/publish-my-property",
  "/sitemap",
];

const newestFirst = (destination: boolean) =>
  store.posts
    .filter((post) => post.published && post.destination === destination)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** Every public URL the single-urlset sitemap listed, from the seed: path -> lastmod (posts only). */
function expectedUrls(): Map<string, string | null> {
  return new Map<string, string | null>([
    ...STATIC_PATHS.map((path) => [`${SITE}${path}`, null] as const),
    ...store.destinations.map((destination) => [`${SITE}/rentals/${destination.slug}`, null] as const),
    ...store.categories.map((category) => [`${SITE}/categories/${category.id}/${category.slug}`, null] as const),
    // A paused home (issue 21) is hidden from guests, so from the sitemaps too.
    ...store.properties
      .filter((property) => !property.paused)
      .map((property) => [`${SITE}/properties/${property.id}/${property.slug}`, null] as const),
    ...newestFirst(false).map((post) => [`${SITE}/blog/post/${post.slug}`, post.publishedAt] as const),
    ...newestFirst(true).map((post) => [`${SITE}/destinations/post/${post.slug}`, post.publishedAt] as const),
  ]);
}

interface Entry {
  loc: string;
  lastmod: string | null;
}

/** The `<url>` or `<sitemap>` entries of a document, in order. */
function entriesOf(xml: string, element: "url" | "sitemap"): Entry[] {
  return [...xml.matchAll(new RegExp(`<${element}>(.*?)</${element}>`, "g"))].map(([, inner]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(inner!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner!)?.[1] ?? null,
  }));
}

const childName = (loc: string) => loc.replace(`${SITE}/sitemaps/`, "");

async function childText(name: string, limit?: number): Promise<string> {
  return new Response(await sitemapChild(contextWithApi(), name, { limit })).text();
}

const upstreamPages = (path: string) =>
  requests.filter((url) => url.pathname === path).map((url) => url.searchParams.get("page"));

describe("GET /sitemap.xml: the index of child sitemaps", () => {
  it("lists one child per kind for the demo data, blog and guides dated by their newest post", async () => {
    const response = await indexLoader(loaderArgs("/sitemap.xml"));
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(xml.endsWith("</sitemapindex>\n")).toBe(true);
    expect(entriesOf(xml, "sitemap")).toEqual([
      { loc: "http://localhost:3000/sitemaps/pages-1.xml", lastmod: null },
      { loc: "http://localhost:3000/sitemaps/destinations-1.xml", lastmod: null },
      { loc: "http://localhost:3000/sitemaps/categories-1.xml", lastmod: null },
      { loc: "http://localhost:3000/sitemaps/properties-1.xml", lastmod: null },
      { loc: "http://localhost:3000/sitemaps/blog-1.xml", lastmod: newestFirst(false)[0]!.publishedAt },
      { loc: "http://localhost:3000/sitemaps/guides-1.xml", lastmod: newestFirst(true)[0]!.publishedAt },
    ]);
  });

  it("is public XML, kept by shared caches for an hour", async () => {
    const response = await indexLoader(loaderArgs("/sitemap.xml"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(SITEMAP_CACHE);
  });

  it("a failed upstream is a 502, never a shorter index that caches keep", async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ message: "Down" }, { status: 503 })));
    expect((await thrown(() => indexLoader(loaderArgs("/sitemap.xml")))).status).toBe(502);
    expect(logs.take()).toEqual(["error: [api] GET /categories failed (503): Down"]);
  });
});

describe("GET /sitemaps/{kind}-{n}.xml: the child sitemaps", () => {
  it("together list exactly the public URLs of the data, each once, with the posts' dates as lastmod", async () => {
    const index = entriesOf(await (await indexLoader(loaderArgs("/sitemap.xml"))).text(), "sitemap");
    const urls: Entry[] = [];
    for (const { loc } of index) {
      const name = childName(loc);
      const response = await childLoader(loaderArgs(`/sitemaps/${name}`, { name }));
      urls.push(...entriesOf(await response.text(), "url"));
    }
    const expected = expectedUrls();
    expect(urls).toHaveLength(expected.size);
    expect(new Map(urls.map(({ loc, lastmod }) => [loc, lastmod]))).toEqual(expected);
  });

  it("a child is public XML, kept by shared caches for an hour, its body a stream", async () => {
    const response = await childLoader(loaderArgs("/sitemaps/pages-1.xml", { name: "pages-1.xml" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe(SITEMAP_CACHE);
    expect(response.body).toBeInstanceOf(ReadableStream);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(xml.endsWith("</urlset>\n")).toBe(true);
  });

  it("is streamed page by page: it answers after the first page of homes, each page's URLs one piece", async () => {
    const response = await childLoader(loaderArgs("/sitemaps/properties-1.xml", { name: "properties-1.xml" }));
    expect(upstreamPages("/properties")).toEqual(["1"]);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const chunks: string[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(decoder.decode(next.value));
    expect(upstreamPages("/properties")).toEqual(["1", "2", "3", "4"]);
    expect(requests.every((url) => url.searchParams.get("per_page") === "100")).toBe(true);
    // The opening, one piece per page of 100 homes (320 in the demo), the closing.
    expect(chunks.map((chunk) => chunk.match(/<url>/g)?.length ?? 0)).toEqual([0, 100, 100, 100, 20, 0]);
  });

  it("answers 404 for a child past the last one, an unknown kind or a name not of the scheme", async () => {
    for (const name of ["properties-2.xml", "guides-2.xml", "pages-2.xml"]) {
      expect((await thrown(() => childLoader(loaderArgs(`/sitemaps/${name}`, { name })))).status, name).toBe(404);
    }
    requests.length = 0;
    for (const name of ["homes-1.xml", "properties-0.xml", "properties-01.xml", "properties-1.txt", "properties-1"]) {
      expect((await thrown(() => childLoader(loaderArgs(`/sitemaps/${name}`, { name })))).status, name).toBe(404);
    }
    expect(requests).toEqual([]);
  });

  it("a failed first page is a 502; a page failing later ends the body in an error, not in a short urlset", async () => {
    server.use(
      http.get(`${API}/properties`, ({ request }) =>
        new URL(request.url).searchParams.get("page") === "3"
          ? HttpResponse.json({ message: "Down" }, { status: 503 })
          : undefined,
      ),
    );
    const response = await childLoader(loaderArgs("/sitemaps/properties-1.xml", { name: "properties-1.xml" }));
    await expect(response.text()).rejects.toThrow("properties-1.xml: page 3 of its upstream failed");
    server.use(http.get(`${API}/site-posts`, () => HttpResponse.json({ message: "Down" }, { status: 503 })));
    expect((await thrown(() => childLoader(loaderArgs("/sitemaps/blog-1.xml", { name: "blog-1.xml" })))).status).toBe(
      502,
    );
    expect(logs.take()).toEqual([
      "error: [api] GET /properties failed (503): Down",
      "error: [api] GET /site-posts failed (503): Down",
    ]);
  });

  it("follows every upstream page: categories beyond the first page of 50", async () => {
    const all = Array.from({ length: 60 }, (_, n) => ({ id: n + 1, slug: `kind-${n + 1}`, name: `Kind ${n + 1}` }));
    server.use(
      http.get(`${API}/categories`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
        return HttpResponse.json({
          data: {
            entities: all.slice((page - 1) * 50, page * 50),
            pagination: { current_page: page, per_page: 50, total: 60, last_page: 2 },
          },
        });
      }),
    );
    const locs = entriesOf(await childText("categories-1.xml"), "url").map(({ loc }) => loc);
    expect(locs).toEqual(all.map(({ id, slug }) => `http://localhost:3000/categories/${id}/${slug}`));
    expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      "/categories?per_page=50",
      "/categories?per_page=50&page=2",
    ]);
  });

  it("escapes what it writes", async () => {
    server.use(
      http.get(`${API}/destinations`, () =>
        HttpResponse.json({
          data: {
            entities: [{ slug: "a&b<c>'d\"", name: "A", country: "B", image_url: "" }],
            pagination: { current_page: 1, per_page: 100, total: 1, last_page: 1 },
          },
        }),
      ),
    );
    expect(await childText("destinations-1.xml")).toContain(
      "<url><loc>http://localhost:3000/rentals/a&amp;b&lt;c&gt;&apos;d&quot;</loc></url>",
    );
  });
});

describe("the bound of URLs per child (50,000; smaller here)", () => {
  const LIMIT = 30;

  it("splits a kind into as many children as the bound needs, each dated by its newest post", async () => {
    const index = entriesOf(await sitemapIndex(contextWithApi(), { limit: LIMIT }), "sitemap");
    const children = (kind: string, count: number) =>
      Array.from({ length: count }, (_, n) => `http://localhost:3000/sitemaps/${kind}-${n + 1}.xml`);
    expect(index.map(({ loc }) => loc)).toEqual([
      ...children("pages", 1),
      ...children("destinations", 1),
      ...children("categories", 1),
      // 320 homes, 51 blog posts (30 a child).
      ...children("properties", 11),
      ...children("blog", 2),
      ...children("guides", 1),
    ]);
    const blog = newestFirst(false);
    expect(index.filter(({ loc }) => loc.includes("/blog-")).map(({ lastmod }) => lastmod)).toEqual([
      blog[0]!.publishedAt,
      blog[LIMIT]!.publishedAt,
    ]);
  });

  it("each child holds at most the bound, and together they hold every URL once", async () => {
    const index = entriesOf(await sitemapIndex(contextWithApi(), { limit: LIMIT }), "sitemap");
    const urls: Entry[] = [];
    const sizes: number[] = [];
    for (const { loc } of index) {
      const entries = entriesOf(await childText(childName(loc), LIMIT), "url");
      sizes.push(entries.length);
      urls.push(...entries);
    }
    expect(sizes).toEqual([13, 15, 8, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 20, 30, 21, 21]);
    const expected = expectedUrls();
    expect(urls).toHaveLength(expected.size);
    expect(new Map(urls.map(({ loc, lastmod }) => [loc, lastmod]))).toEqual(expected);
  });

  it("a child starting inside an upstream page asks only for the pages it covers", async () => {
    // Blog posts come 12 a page: the second child of 30 is posts 31 to 51, on pages 3 to 5.
    const entries = entriesOf(await childText("blog-2.xml", LIMIT), "url");
    expect(upstreamPages("/site-posts")).toEqual(["1", "3", "4", "5"]);
    expect(entries.map(({ loc }) => loc)).toEqual(
      newestFirst(false)
        .slice(LIMIT)
        .map((post) => `http://localhost:3000/blog/post/${post.slug}`),
    );
  });

  it("the child after the last is a 404", async () => {
    await expect(childText("properties-11.xml", LIMIT)).resolves.toContain("<urlset");
    expect((await thrown(() => childText("properties-12.xml", LIMIT))).status).toBe(404);
    expect((await thrown(() => childText("blog-3.xml", LIMIT))).status).toBe(404);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SITE, siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

/**
 * Paginated lists through the production build in process, against the demo API (issue 18): a
 * page number the site cannot use is page 1, with a canonical link that leaves it out, on every
 * list that reads one (lib/pagination.ts).
 */

const { server: api } = demoApiServer();
const logs = captureConsole();
const upstream: URL[] = [];
api.events.on("request:start", ({ request }) => void upstream.push(new URL(request.url)));
let request: Awaited<ReturnType<typeof siteHandler>>;

beforeAll(async () => {
  request = await siteHandler();
});
beforeEach(() => {
  upstream.length = 0;
});

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The page number the list asked the API for. */
function pageAsked(path: string): string | null {
  const call = upstream.find((url) => url.pathname === path);
  if (!call) throw new Error(`GET ${path} was not called: ${upstream.map((url) => url.pathname).join(", ")}`);
  return call.searchParams.get("page");
}

async function firstCategoryPath(): Promise<string> {
  const answer = await fetch(`${API}/categories`);
  const body = (await answer.json()) as { data: { entities: { id: number; slug: string }[] } };
  const category = body.data.entities[0]!;
  return `/categories/${category.id}/${category.slug}`;
}

describe("an unusable page number is page 1 with a canonical without it (issue 18)", () => {
  it.each([
    ["/blog?page=abc", "/site-posts", `${SITE}/blog`],
    ["/blog?page=0", "/site-posts", `${SITE}/blog`],
    ["/destinations?page=-1", "/site-posts", `${SITE}/destinations`],
    ["/destinations?page=99999999999", "/site-posts", `${SITE}/destinations`],
    ["/properties?page=abc&guests=2", "/properties", `${SITE}/properties?guests=2`],
    ["/properties?page=1.5", "/properties", `${SITE}/properties`],
  ])("%s answers 200 with page 1", async (path, call, canonical) => {
    const answer = await request(path);
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(pageAsked(call)).toBe("1");
    expect(canonicalOf(html)).toBe(canonical);
    expect(logs.take()).toEqual([]);
  });

  it("a category page shares the rule", async () => {
    const category = await firstCategoryPath();
    const answer = await request(`${category}?page=x2`);
    expect(answer.status).toBe(200);
    expect(pageAsked("/properties")).toBe("1");
    expect(canonicalOf(await answer.text())).toBe(`${SITE}${category}`);
    expect(logs.take()).toEqual([]);
  });

  it("a usable page keeps its number in the canonical, written plainly; one past the end is still a 404", async () => {
    const second = await request("/blog?page=02");
    expect(second.status).toBe(200);
    expect(pageAsked("/site-posts")).toBe("2");
    expect(canonicalOf(await second.text())).toBe(`${SITE}/blog?page=2`);
    expect((await request("/blog?page=9999")).status).toBe(404);
    expect(logs.take()).toEqual(["error: [error-page] Page not found (status 404, route blog, path /blog?page=9999)"]);
  });
});

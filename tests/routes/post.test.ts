import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/blog/post";
import { TEST_NOW } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, loaderArgs, thrown } from "./route-helpers";

const { server } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

type Loaded = {
  data: { post: { body: string; slug: string } | null; related: Promise<{ slug: string }[]>; failure: unknown };
  init: { status?: number } | null;
};

const hostile = {
  id: 9,
  slug: "hostile",
  title: "Hostile",
  excerpt: "",
  image_url: "",
  author: { name: "X" },
  published_at: new Date(TEST_NOW.getTime() - 30 * 86_400_000).toISOString(),
  destination: 0,
  category: { id: 11, slug: "travel-tips", name: "Travel tips" },
  body: `<h2>Fine</h2><p>Text</p><script>alert(1)</script><img src="https://cdn.example/x.jpg" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example/embed"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe><p style="position:fixed" onclick="alert(4)">ok</p>`,
};

describe("post page loader", () => {
  it("renders a hostile body harmless: no script, no event handlers, no javascript: links, only allowed iframes", async () => {
    server.use(http.get(`${API}/site-posts/by-slug/1/:slug`, () => HttpResponse.json({ data: hostile })));
    const result = (await loader(loaderArgs("/blog/post/hostile", { slug: "hostile" }))) as unknown as Loaded;
    const body = result.data.post?.body ?? "";
    expect(body).toContain("<h2>Fine</h2>");
    expect(body).not.toMatch(/<script|onerror|onclick|javascript:|style=|evil\.example/i);
    expect(body).toContain('src="https://player.vimeo.com/video/1"');
    expect(body).toContain('<img src="https://cdn.example/x.jpg" loading="lazy" />');
  });

  it("the seeded post with a script tag comes out clean", async () => {
    const result = (await loader(
      loaderArgs("/blog/post/packing-list-for-a-summer-rental", { slug: "packing-list-for-a-summer-rental" }),
    )) as unknown as Loaded;
    expect(result.data.post?.body).not.toMatch(/<script|onclick|javascript:/);
    expect(result.data.post?.body).toContain("reusable water bottle");
  });

  it("streams related posts from the same category, without the post itself", async () => {
    const result = (await loader(
      loaderArgs("/destinations/post/lisbon-travel-guide", { slug: "lisbon-travel-guide" }),
    )) as unknown as Loaded;
    const related = await result.data.related;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((post) => post.slug)).not.toContain("lisbon-travel-guide");
  });

  it("a guide asked for under /blog redirects 301 to /destinations/post/{slug}", async () => {
    const error = await thrown(() =>
      loader(loaderArgs("/blog/post/lisbon-travel-guide", { slug: "lisbon-travel-guide" })),
    );
    expect(error).toMatchObject({ status: 301, location: "/destinations/post/lisbon-travel-guide" });
  });

  it("an unknown post is a 404 'Post not found'", async () => {
    const error = await thrown(() => loader(loaderArgs("/blog/post/nothing-here", { slug: "nothing-here" })));
    expect(error).toMatchObject({ status: 404, data: { message: "Post not found" } });
    expect(logs.take()).toEqual(["error: [api] GET /site-posts/by-slug/1/{slug} failed (404): Post not found."]);
  });

  it("an upstream failure keeps the page with the failure status (SPEC 8)", async () => {
    server.use(
      http.get(`${API}/site-posts/by-slug/1/:slug`, () => HttpResponse.json({ message: "boom" }, { status: 502 })),
    );
    const result = (await loader(loaderArgs("/blog/post/any", { slug: "any" }))) as unknown as Loaded;
    expect(result.init?.status).toBe(502);
    expect(result.data.post).toBeNull();
    expect(result.data.failure).toEqual({ error: "boom", status: 502 });
    expect(logs.take()).toEqual(["error: [api] GET /site-posts/by-slug/1/{slug} failed (502): boom"]);
  });
});

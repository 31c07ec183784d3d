import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/blog/post-redirect";
import { captureConsole } from "../support/console-capture";
import { API, loaderArgs, thrown } from "./route-helpers";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
const logs = captureConsole();
afterEach(() => {
  server.resetHandlers();
  expect(logs.take()).toEqual([]);
});
afterAll(() => server.close());

const post = (slug: string, destination: boolean | number) => ({
  id: 1,
  slug,
  title: "T",
  excerpt: "",
  body: "",
  image_url: "",
  author: { name: "A" },
  published_at: null,
  destination,
  category: null,
});

describe("post redirect route (SPEC 2)", () => {
  it("fails with 404 'No post specified' without a post parameter", async () => {
    const error = await thrown(() => loader(loaderArgs("/blog/travel/", { slug: "travel", post: "" })));
    expect(error).toMatchObject({ status: 404, data: { message: "No post specified" } });
  });

  it("fetches the post by slug and redirects 301 to /blog/post/{slug}", async () => {
    let path = "";
    server.use(
      http.get(`${API}/site-posts/by-slug/1/:slug`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ data: post("sun-and-sea", 0) });
      }),
    );
    const response = await loader(loaderArgs("/blog/travel/sun-and-sea", { slug: "travel", post: "sun-and-sea" }));
    expect(path).toBe("/site-posts/by-slug/1/sun-and-sea");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/blog/post/sun-and-sea");
  });

  it("redirects a destination post to /destinations/post/{slug}, reading an answer without a data wrapper", async () => {
    server.use(http.get(`${API}/site-posts/by-slug/1/:slug`, () => HttpResponse.json(post("lisbon-guide", true))));
    const response = await loader(loaderArgs("/blog/x/lisbon-guide", { slug: "x", post: "lisbon-guide" }));
    expect(response.headers.get("Location")).toBe("/destinations/post/lisbon-guide");
  });

  it("'Post not found' is 404 when the server said 404", async () => {
    server.use(
      http.get(`${API}/site-posts/by-slug/1/:slug`, () =>
        HttpResponse.json({ message: "Post not found." }, { status: 404 }),
      ),
    );
    const error = await thrown(() => loader(loaderArgs("/blog/x/gone", { slug: "x", post: "gone" })));
    expect(error).toMatchObject({ status: 404, data: { message: "Post not found" } });
    expect(logs.take()).toEqual(["error: [api] GET /site-posts/by-slug/1/{slug} failed (404): Post not found."]);
  });

  it("'Post not found' is 410 for any other failure", async () => {
    server.use(
      http.get(`${API}/site-posts/by-slug/1/:slug`, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
    );
    const error = await thrown(() => loader(loaderArgs("/destinations/x/gone", { slug: "x", post: "gone" })));
    expect(error).toMatchObject({ status: 410, data: { message: "Post not found" } });
    expect(logs.take()).toEqual(["error: [api] GET /site-posts/by-slug/1/{slug} failed (500): boom"]);
  });
});

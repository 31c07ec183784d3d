import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/site/home";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, loaderArgs } from "./route-helpers";

const { server, requests } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

describe("home loader", () => {
  it("loads featured destinations and the latest blog posts with the SPEC 7 query", async () => {
    const data = await loader(loaderArgs("/"));
    expect(data.destinations?.length).toBe(8);
    expect(data.posts?.length).toBe(3);
    const posts = requests.find((url) => url.pathname === "/site-posts");
    expect(posts?.searchParams.get("published")).toBe("1");
    expect(posts?.searchParams.get("destination")).toBe("0");
    expect(posts?.searchParams.get("per_page")).toBe("12");
    expect(posts?.searchParams.get("page")).toBe("1");
    expect(posts?.searchParams.getAll("ncategories[]")).toEqual(["18", "33"]);
    expect(data.posts?.every((post) => post.category?.id !== 18 && post.category?.id !== 33)).toBe(true);
  });

  it("starts both upstream calls before either answers (no waterfall)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    server.use(
      http.get(`${API}/destinations`, async () => {
        started.push("destinations");
        if (started.length === 2) release();
        await gate;
        return HttpResponse.json({
          data: { entities: [], pagination: { current_page: 1, per_page: 24, total: 0, last_page: 1 } },
        });
      }),
      http.get(`${API}/site-posts`, async () => {
        started.push("posts");
        if (started.length === 2) release();
        await gate;
        return HttpResponse.json({
          data: { entities: [], pagination: { current_page: 1, per_page: 12, total: 0, last_page: 1 } },
        });
      }),
    );
    await loader(loaderArgs("/"));
    expect(started.sort()).toEqual(["destinations", "posts"]);
  });

  it("degrades one section when its call fails, keeping the other", async () => {
    server.use(http.get(`${API}/destinations`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const data = await loader(loaderArgs("/"));
    expect(data.destinations).toBeNull();
    expect(data.posts?.length).toBe(3);
    expect(logs.take()).toEqual(["error: [api] GET /destinations failed (503): down"]);
  });

  it("treats a malformed answer as unavailable, not a crash", async () => {
    server.use(http.get(`${API}/site-posts`, () => HttpResponse.json({ data: { entities: "nope" } })));
    const data = await loader(loaderArgs("/"));
    expect(data.posts).toBeNull();
    expect(data.destinations?.length).toBe(8);
    expect(logs.take()).toEqual([
      "error: [api] GET /site-posts answered outside the contract: data.entities: Invalid input: expected array, received string; data.pagination: Invalid input: expected object, received undefined",
    ]);
  });
});

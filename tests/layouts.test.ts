import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CHECKOUT_LAYOUTS,
  CONTENT_LAYOUTS,
  EMPTY_LAYOUTS,
  ERROR_LAYOUTS,
  HOME_LAYOUTS,
  LAYOUTS,
  type PageHandle,
  pickLayout,
} from "~/layouts/layouts";
import routes from "~/routes";

const entries = routes as unknown as { path?: string; index?: boolean; file: string }[];

/** The `handle` of the module app/routes.ts serves at `path` ("" is the index route). */
async function handleOf(path: string): Promise<PageHandle | undefined> {
  const entry = entries.find((candidate) => (path === "" ? candidate.index : candidate.path === path));
  if (!entry) throw new Error(`no route at "${path}"`);
  const module = (await import(/* @vite-ignore */ pathToFileURL(resolve("app", entry.file)).href)) as {
    handle?: PageHandle;
  };
  return module.handle;
}

const CONTENT = { mobile: "mobile-details", desktop: "search-top" };
const EMPTY = { mobile: "empty", desktop: "empty" };

/** SPEC 2, page by page: the layout on phones and on larger screens, written out. */
const PAGE_LAYOUTS: [path: string, layouts: { mobile: string; desktop: string }][] = [
  // Support, blog, categories and post pages: mobile-details on mobile, search-top on desktop.
  ["support", CONTENT],
  ["owner-support", CONTENT],
  ["blog", CONTENT],
  ["destinations", CONTENT],
  ["blog/:slug", CONTENT],
  ["destinations/:slug", CONTENT],
  ["blog/post/:slug", CONTENT],
  ["destinations/post/:slug", CONTENT],
  ["categories", CONTENT],
  ["categories/:id/:slug", CONTENT],
  // Home and /test: default or empty.
  ["", { mobile: "default", desktop: "default" }],
  ["test", EMPTY],
  // Checkout pages: checkout.
  ["properties/:id/:slug/checkout", { mobile: "checkout", desktop: "checkout" }],
  // The partner pages and the sitemap category page: no layout or empty.
  ["interhome/success", EMPTY],
  ["interhome/failure", EMPTY],
  ["sitemap/:categorySlug", EMPTY],
];

describe("layouts (SPEC 2)", () => {
  it("has the nine layouts of SPEC 2", () => {
    expect(Object.keys(LAYOUTS).sort()).toEqual(
      [
        "bot",
        "checkout",
        "default",
        "details",
        "empty",
        "error",
        "mobile-default",
        "mobile-details",
        "search-top",
      ].sort(),
    );
  });

  it("support, blog, categories and post pages: mobile-details on mobile, search-top on desktop", () => {
    expect(pickLayout(CONTENT_LAYOUTS, "mobile", false)).toBe("mobile-details");
    expect(pickLayout(CONTENT_LAYOUTS, "desktop", false)).toBe("search-top");
  });

  it("the error page: mobile-details on mobile, error otherwise", () => {
    expect(pickLayout(ERROR_LAYOUTS, "mobile", false)).toBe("mobile-details");
    expect(pickLayout(ERROR_LAYOUTS, "desktop", false)).toBe("error");
  });

  it("home uses default; checkout uses checkout; partner and sitemap category pages use empty", () => {
    expect(pickLayout(HOME_LAYOUTS, "desktop", false)).toBe("default");
    expect(pickLayout(HOME_LAYOUTS, "mobile", false)).toBe("default");
    expect(pickLayout(CHECKOUT_LAYOUTS, "mobile", false)).toBe("checkout");
    expect(pickLayout(EMPTY_LAYOUTS, "desktop", false)).toBe("empty");
  });

  it("a page without a choice gets mobile-default or default", () => {
    expect(pickLayout(undefined, "mobile", false)).toBe("mobile-default");
    expect(pickLayout(undefined, "desktop", false)).toBe("default");
  });

  it("bots always get the bot layout", () => {
    expect(pickLayout(CONTENT_LAYOUTS, "mobile", true)).toBe("bot");
    expect(pickLayout(ERROR_LAYOUTS, "desktop", true)).toBe("bot");
  });

  for (const [path, layouts] of PAGE_LAYOUTS) {
    it(`/${path} (and /amp/${path}) declares mobile ${layouts.mobile}, desktop ${layouts.desktop}`, async () => {
      const handle = await handleOf(path);
      expect(handle?.layout).toEqual(layouts);
      expect(await handleOf(path ? `amp/${path}` : "amp")).toBe(handle);
    });
  }
});

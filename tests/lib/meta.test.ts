import { describe, expect, it } from "vitest";
import { pageMeta, rootMeta, siteFromMatches } from "~/lib/meta";
import { SITE_DESCRIPTION, SITE_SEPARATOR, createSiteConfig, pageTitle } from "~/lib/site-config";
import { TEST_NOW } from "../support/clock";

const site = { url: "https://hideaways.example", name: "Hideaways", description: "Homes to rent.", separator: "|" };
const matches = [{ id: "root", loaderData: { site } }, undefined, { id: "routes/blog", loaderData: {} }];

describe("site config (SPEC 3)", () => {
  it("url without trailing slashes, the name, the description and the '|' separator", () => {
    expect(SITE_SEPARATOR).toBe("|");
    expect(SITE_DESCRIPTION).toBe(
      "Handpicked holiday homes, villas and cabins with clear prices, real photos and local guides. Search, compare and book your next stay.",
    );
    expect(createSiteConfig("https://hideaways.example//", "Hideaways")).toEqual({
      url: "https://hideaways.example",
      name: "Hideaways",
      description: SITE_DESCRIPTION,
      separator: "|",
    });
  });

  it("titles read '{page} | {product}'; a page without a title is the product", () => {
    expect(pageTitle(site, "Travel blog")).toBe("Travel blog | Hideaways");
    expect(pageTitle(site)).toBe("Hideaways");
    expect(pageTitle(site, "")).toBe("Hideaways");
  });
});

describe("page meta", () => {
  it("finds the site config in the root match, or an empty one", () => {
    expect(siteFromMatches(matches)).toBe(site);
    expect(siteFromMatches([{ id: "routes/home", loaderData: { site: { ...site, name: "Other" } } }])).toEqual({
      url: "",
      name: "",
      description: "",
      separator: "|",
    });
    expect(siteFromMatches([{ id: "root" }])).toEqual({ url: "", name: "", description: "", separator: "|" });
  });

  it("title, description and the social cards of a page", () => {
    expect(pageMeta(matches, { title: "Travel blog", description: "Stories." })).toEqual([
      { title: "Travel blog | Hideaways" },
      { name: "description", content: "Stories." },
      { property: "og:site_name", content: "Hideaways" },
      { property: "og:title", content: "Travel blog | Hideaways" },
      { property: "og:description", content: "Stories." },
      { property: "og:type", content: "website" },
      { name: "twitter:card", content: "summary" },
    ]);
  });

  it("an article with a picture gets the large card and og:image; noindex pages say so", () => {
    const tags = pageMeta(matches, {
      title: "A post",
      image: "https://hideaways.example/p.svg",
      type: "article",
      noindex: true,
    });
    expect(tags).toContainEqual({ name: "description", content: "Homes to rent." });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.slice(-2)).toEqual([
      { property: "og:image", content: "https://hideaways.example/p.svg" },
      { name: "robots", content: "noindex" },
    ]);
    expect(pageMeta(matches, {}).filter((tag) => "name" in tag && tag.name === "robots")).toEqual([]);
  });
});

describe("page meta: articles and structured data", () => {
  it("an article's publication time and its JSON-LD come last, after robots", () => {
    const posting = { "@context": "https://schema.org", "@type": "BlogPosting", headline: "A post" };
    const crumbs = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [] };
    const published = TEST_NOW.toISOString();
    const tags = pageMeta(matches, {
      title: "A post",
      type: "article",
      noindex: true,
      publishedTime: published,
      structuredData: [posting, crumbs],
    });
    expect(tags.slice(-4)).toEqual([
      { name: "robots", content: "noindex" },
      { property: "article:published_time", content: published },
      { "script:ld+json": posting },
      { "script:ld+json": crumbs },
    ]);
  });

  it("no publication time and no structured data: no such tags", () => {
    const tags = pageMeta(matches, { title: "Travel blog" });
    expect(
      tags.filter((tag) => "script:ld+json" in tag || ("property" in tag && tag.property === "article:published_time")),
    ).toEqual([]);
  });
});

describe("root meta (SPEC 2)", () => {
  it("a page without its own meta shows the product's name and description", () => {
    expect(rootMeta(site, false)).toEqual([{ title: "Hideaways" }, { name: "description", content: "Homes to rent." }]);
  });

  it("the error page: 'Page not Found | {product}' and 'Error 404 - Page not found'", () => {
    expect(rootMeta(site, true)).toEqual([
      { title: "Page not Found | Hideaways" },
      { name: "description", content: "Error 404 - Page not found" },
    ]);
  });

  it("when the root loader failed there is no site config: an empty name and description", () => {
    expect(rootMeta(undefined, false)).toEqual([{ title: "" }, { name: "description", content: "" }]);
    expect(rootMeta(undefined, true)).toEqual([
      { title: "Page not Found | " },
      { name: "description", content: "Error 404 - Page not found" },
    ]);
  });
});

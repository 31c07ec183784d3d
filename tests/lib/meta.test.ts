import { describe, expect, it } from "vitest";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { SITE_DESCRIPTION, SITE_SEPARATOR, createSiteConfig, pageTitle } from "~/lib/site-config";

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

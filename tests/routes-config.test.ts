import { describe, expect, it } from "vitest";
import routes from "~/routes";

type Entry = { id?: string; path?: string; index?: boolean; file: string };

const entries = routes as unknown as Entry[];
const SPEC_PATHS = [
  "test",
  "support",
  "owner-support",
  "about-us",
  "contact-us",
  "login",
  "login/facebook",
  "privacy-policy",
  "terms-and-conditions",
  "blog",
  "destinations",
  "blog/:slug",
  "destinations/:slug",
  "blog/post/:slug",
  "destinations/post/:slug",
  "blog/:slug/:post",
  "destinations/:slug/:post",
  "categories",
  "categories/:id/:slug",
  "properties",
  "properties/:id",
  "properties/:id/:slug",
  "properties/:id/:slug/checkout",
  "checkout",
  "rentals/:slug",
  "publish-my-property",
  "upload-my-pricing",
  "check-in-information",
  "channel-manager-connection",
  "interhome/success",
  "interhome/failure",
  "sitemap",
  "sitemap/:categorySlug",
  "sitemap/:categorySlug/:siteMapSlug",
  "profile",
  "roles",
  "property",
];

describe("app/routes.ts", () => {
  it("declares every SPEC 2 route bare and under /amp, with the same module", () => {
    const byPath = new Map(entries.filter((entry) => entry.path).map((entry) => [entry.path, entry]));
    for (const path of SPEC_PATHS) {
      const bare = byPath.get(path);
      const amp = byPath.get(`amp/${path}`);
      expect(bare, path).toBeDefined();
      expect(amp?.file, `amp/${path}`).toBe(bare?.file);
    }
    // Home: the index route, and /amp with the same module.
    const home = entries.filter((entry) => entry.index);
    expect(home).toHaveLength(1);
    expect(home[0]!.file).toBeTruthy();
    expect(byPath.get("amp")?.file).toBe(home[0]!.file);
  });

  it("declares nothing but the SPEC 2 pages (bare and /amp), the pages and resources beyond SPEC 2 named here, and the catch-all", () => {
    const beyondSpec = [
      "wishlists",
      "wishlists/:id",
      "bookings/:id",
      "bookings/:id/cancel",
      "bookings/:id/receipt",
      "trips",
      "set-password",
      "owner/calendar/:id",
      "owner/reservations",
      // Issue 21: the owner's listings and a listing's edit page.
      "owner/listings",
      "owner/listings/:id",
    ];
    const resources = [
      "consent",
      "logout",
      "sitemap.xml",
      "sitemaps/:name",
      "robots.txt",
      "build.json",
      "properties/:id/:slug/quote",
      "bookings/:id/calendar.ics",
      "owner/calendar/:id/calendar.ics",
      "owner/reservations.csv",
      "owner/geocode",
    ];
    const pages = [...SPEC_PATHS, ...beyondSpec];
    const expected = [...pages, "amp", ...pages.map((path) => `amp/${path}`), ...resources, "*"];
    expect(
      entries
        .filter((entry) => entry.path !== undefined)
        .map((entry) => entry.path)
        .sort(),
    ).toEqual(expected.sort());
  });

  it("gives every route a unique id, the /amp copy prefixed with amp/", () => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of entries.filter((candidate) => candidate.path?.startsWith("amp/"))) {
      expect(entry.id?.startsWith("amp/"), entry.path).toBe(true);
    }
  });

  it("ends with a catch-all for unmatched paths", () => {
    expect(entries.at(-1)?.path).toBe("*");
  });
});

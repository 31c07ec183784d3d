import { describe, expect, it } from "vitest";
import { escapeXml, lastmodOf, sitemapIndexXml, urlElement } from "~/lib/sitemap-xml";

describe("sitemap XML (app/lib/sitemap-xml.ts)", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a&b<c>"d'e`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;e");
  });

  it("takes a W3C date or datetime with its zone as lastmod, and nothing else", () => {
    for (const value of ["2026-11-14", "2026-11-14T20:00Z", "2026-11-14T20:00:00.000Z", "2026-11-14T20:00:00+01:00"]) {
      expect(lastmodOf(value), value).toBe(value);
    }
    for (const value of [
      "",
      "yesterday",
      "14/11/2026",
      "2026-11-14T20:00:00",
      "2026-11-14 20:00:00Z",
      null,
      undefined,
    ]) {
      expect(lastmodOf(value), String(value)).toBeNull();
    }
  });

  it("writes lastmod only when there is a valid one", () => {
    expect(urlElement("https://x.test/a?b&c", "2026-11-14")).toBe(
      "  <url><loc>https://x.test/a?b&amp;c</loc><lastmod>2026-11-14</lastmod></url>\n",
    );
    expect(urlElement("https://x.test/a", "soon")).toBe("  <url><loc>https://x.test/a</loc></url>\n");
    expect(
      sitemapIndexXml([
        { loc: "https://x.test/sitemaps/blog-1.xml", lastmod: "2026-11-14T20:00:00.000Z" },
        { loc: "https://x.test/sitemaps/pages-1.xml", lastmod: null },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <sitemap><loc>https://x.test/sitemaps/blog-1.xml</loc><lastmod>2026-11-14T20:00:00.000Z</lastmod></sitemap>\n" +
        "  <sitemap><loc>https://x.test/sitemaps/pages-1.xml</loc></sitemap>\n" +
        "</sitemapindex>\n",
    );
  });
});

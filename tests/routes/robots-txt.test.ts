import { describe, expect, it } from "vitest";
import { loader } from "~/routes/seo/robots-txt";

/**
 * robots.txt (SPEC 10): plain text that names the site's sitemap at the site's own address. Off
 * production (the tests run as APP_ENV=local) it keeps crawlers out of everything. Its caching:
 * tests/cache/route-caching.test.ts; the sitemap it names: tests/routes/sitemap-xml.test.ts.
 */

describe("robots.txt", () => {
  it("is plain text: every agent, everything disallowed off production, and the sitemap at SITE_URL", async () => {
    const answer = loader();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await answer.text()).toBe("User-agent: *\nDisallow: /\n\nSitemap: http://localhost:3000/sitemap.xml\n");
  });
});

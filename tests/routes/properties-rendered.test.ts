import { describe, expect, it } from "vitest";
import { stayDates } from "../support/clock";
import { attribute, elements, links, region, words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * The search page as the server writes it, through the production build in process against the
 * demo API: what a visitor without JavaScript follows from it is a plain link of this HTML.
 */

const { request } = renderedSite();

async function page(path: string): Promise<string> {
  const answer = await request(path);
  expect(answer.status).toBe(200);
  return answer.text();
}

const cards = (html: string) => elements(region(html, "Search results"), /<article[\s>]/);

describe("an empty search", () => {
  it("says nothing matches and offers to widen it, each way a link to the search without that part", async () => {
    const html = await page("/properties?destination=Lisbon&min_price=5000");
    const results = region(html, "Search results");
    expect(cards(html)).toEqual([]);
    expect(words(results)).toContain("No stays match all of that Try widening the search:");
    expect(links(results)).toEqual([
      { name: "Remove the price limits", href: "/properties?destination=Lisbon" },
      { name: "Search every destination", href: "/properties?min_price=5000" },
      { name: "Read the destination guides", href: "/destinations" },
    ]);
    // The first way finds stays.
    expect(cards(await page(links(results)[0]!.href!)).length).toBeGreaterThan(0);
  });
});

describe("the results' pages", () => {
  it("the next page keeps the search: destination, stay and guests", async () => {
    const { check_in, check_out } = stayDates(140, 4);
    const query = `destination=Portugal&check_in=${check_in}&check_out=${check_out}&guests=2`;
    const html = await page(`/properties?${query}`);
    expect(cards(html)).toHaveLength(24);
    const next = elements(region(html, "Search result pages"), /<a [^>]*rel="next"/);
    expect(next.map((link) => attribute(link, "href"))).toEqual([`/properties?${query}&page=2`]);
  });
});

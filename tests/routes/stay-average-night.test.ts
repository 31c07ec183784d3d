import { describe, expect, it } from "vitest";
import { day } from "../support/clock";
import { API } from "../support/demo-api";
import { words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * Issue 18 (stale quote): with dates, a search result's card and the booking box of the page it
 * leads to show the same average night for the stay, the stay's quote's nightly price, even where
 * the stay's nights cost more than the home's listed price (July). Through the production build in
 * process, against the demo API.
 */

const { request, logs } = renderedSite();

/** Four nights from the first 1 July a month or more away: July nights cost more than the listed price. */
const JULY_FIRST = Array.from({ length: 366 }, (_, index) => 30 + index).find((offset) =>
  day(offset).endsWith("-07-01"),
)!;
const STAY = { check_in: day(JULY_FIRST), check_out: day(JULY_FIRST + 4), guests: "2" };

async function page(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("the average night of a stay", () => {
  it("is the stay's quote's, on the result card and in the booking box of the page it leads to", async () => {
    const query = new URLSearchParams({ destination: "crete", ...STAY }).toString();
    const results = await page(`/properties?${query}`);
    const card = /<article[^>]*>(.*?)<\/article>/s.exec(results)![1]!;
    const href = /<a [^>]*href="([^"]*)"/.exec(card)![1]!.replaceAll("&amp;", "&");
    const stayQuery = new URLSearchParams(STAY).toString();
    expect(href).toMatch(new RegExp(`^/properties/(\\d+)/[a-z0-9-]+\\?${stayQuery}$`));
    const id = /^\/properties\/(\d+)\//.exec(href)![1]!;

    const quote = (
      (await (await fetch(`${API}/properties/${id}/quote?${stayQuery}`)).json()) as {
        data: { nightly_price: number; currency: string };
      }
    ).data;
    const listed = ((await (await fetch(`${API}/properties/${id}`)).json()) as { data: { nightly_price: number } }).data
      .nightly_price;
    expect(quote.nightly_price).toBeGreaterThan(listed);
    const night = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: quote.currency,
      maximumFractionDigits: 0,
    }).format(quote.nightly_price);

    expect(words(card).split(" night on average")[0]!.split(" ").at(-1)).toBe(night);
    const box = /<aside [^>]*aria-label="Price and booking"[^>]*>(.*?)<\/aside>/s.exec(await page(href))![1]!;
    expect(words(/<p [^>]*>(.*?)<\/p>/s.exec(box)![1]!)).toBe(`${night} / night on average`);
    expect(logs.take()).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { API } from "../support/demo-api";
import { demoAnswer, demoQuote, freeStay, wellReviewedHome } from "../support/demo-homes";
import { attribute, elements, links, only, region, words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * The property page as the server writes it (issue 20, item 4), through the production build in
 * process against the demo API: without JavaScript the photos, sharing, the reviews' pages, the
 * booking form and the phone's reserve bar are plain links and forms of this HTML.
 */

const { request } = renderedSite();

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await request(path, { headers });
  expect(answer.status).toBe(200);
  return answer.text();
}

const reviewItems = (html: string) => elements(region(html, "Reviews"), /<li [^>]*id="review-/);

describe("the property page without JavaScript", () => {
  it("each photo is a link to the picture itself", async () => {
    const home = await wellReviewedHome(API);
    const photos = region(await page(home.path), `Photos of ${home.title}`);
    const first = elements(photos, /<a[\s>]/).find((link) => link.includes(`alt="${home.images[0]!.alt}"`));
    expect(attribute(first!, "href")).toBe(home.images[0]!.url);
    expect([...new Set(links(photos).map((link) => link.href))]).toEqual(home.images.map((image) => image.url));
  });

  it("Share writes an email: the home's title as its subject, the title and the page's address as its body", async () => {
    const home = await wellReviewedHome(API);
    const share = links(await page(home.path)).filter((link) => link.name === "Share");
    expect(share).toHaveLength(1);
    const mail = new URL(share[0]!.href!);
    expect([mail.protocol, mail.searchParams.get("subject"), mail.searchParams.get("body")]).toEqual([
      "mailto:",
      home.title,
      `${home.title}\nhttp://localhost:3000${home.path}`,
    ]);
  });

  it("reviews: the six newest, the ratings by kind, and a link to the next six that lands on the seventh", async () => {
    const home = await wellReviewedHome(API);
    const { entities } = await demoAnswer<{ entities: { author: string; date: string }[] }>(
      API,
      `/properties/${home.id}/reviews?per_page=100`,
    );
    const newest = [...entities].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6);
    const html = await page(home.path);
    const reviews = region(html, "Reviews");
    expect(words(reviews)).toContain(`${home.review_count} reviews`);
    expect(elements(reviews, /<dt[\s>]/).map(words)).toEqual([
      "Cleanliness",
      "Accuracy",
      "Communication",
      "Location",
      "Check-in",
      "Value",
    ]);
    const items = reviewItems(html);
    expect(items.map((item) => attribute(item, "id"))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `review-${n}`));
    const britishDate = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(items.map((item) => words(only(item, /<time[\s>]/)))).toEqual(
      newest.map((review) => britishDate.format(new Date(review.date))),
    );
    expect(links(reviews).filter((link) => link.name === "Show more reviews")).toEqual([
      { name: "Show more reviews", href: `${home.path}?reviews=2#review-7` },
    ]);

    const more = reviewItems(await page(`${home.path}?reviews=2`));
    expect(more.map((item) => attribute(item, "id"))).toEqual(
      Array.from({ length: 12 }, (_, index) => `review-${index + 1}`),
    );
  });

  it("the booking box is a form that asks for the price of the dates and guests it is given", async () => {
    const home = await wellReviewedHome(API);
    const box = region(await page(home.path), "Price and booking");
    const form = only(box, /<form [^>]*method="get"/);
    expect([attribute(form, "action"), attribute(form, "method")]).toEqual([home.path, "get"]);
    expect(elements(form, /<input [^>]*name="/).map((field) => attribute(field, "name"))).toEqual([
      "check_in",
      "check_out",
      "guests",
    ]);
    expect(elements(form, /<button [^>]*type="submit"/).map(words)).toEqual(["Check price"]);
  });
});

describe("the reserve bar (phones: the booking box is further down)", () => {
  it("without dates: the price a night, and a link down to the booking box", async () => {
    const home = await wellReviewedHome(API);
    const html = await page(home.path);
    const bar = only(html, /<div [^>]*data-reserve-bar=/);
    expect(words(bar)).toBe(`€${home.nightly_price} / night Add your dates Check availability`);
    expect(links(bar)).toEqual([{ name: "Check availability", href: "#book" }]);
    expect(attribute(only(html, /<aside [^>]*aria-label="Price and booking"/), "id")).toBe("book");
  });

  it("with a stay in the URL: the stay's total, its dates and nights, and Reserve", async () => {
    const home = await wellReviewedHome(API);
    const { checkIn, checkOut } = await freeStay(API, home.id, 5);
    const quote = await demoQuote(API, home.id, { checkIn, checkOut });
    expect([quote.currency, quote.nights, quote.available]).toEqual(["EUR", 5, true]);
    const bar = only(
      await page(`${home.path}?check_in=${checkIn}&check_out=${checkOut}&guests=2`),
      /<div [^>]*data-reserve-bar=/,
    );
    const total = `€${Math.round(quote.total).toLocaleString("en-GB")}`;
    const month = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(new Date(checkIn));
    const dates = `${Number(checkIn.slice(8))}–${Number(checkOut.slice(8))} ${month}`;
    expect(words(bar)).toBe(`${total} total ${dates} · 5 nights Reserve`);
    expect(links(bar)).toEqual([{ name: "Reserve", href: "#book" }]);
  });
});

import { describe, expect, it } from "vitest";
import { main as mainOf, words as textOf } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * The page a visitor gets for an address no page claims (SPEC 2, SPEC 8; issue 20, item 7), as the
 * production build renders it in process against the demo API: its status, head, words and links,
 * the search box and popular destinations it offers, and its layout on a phone and for a crawler.
 */

const { request, logs } = renderedSite();

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const layoutOf = (html: string) => [...html.matchAll(/data-layout="([\w-]+)"/g)].map((match) => match[1]);

/** Each link of some markup as [href, the words it shows, its aria-label when it has one]. */
const linksIn = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].map(([, attributes, inner]) => [
    /\bhref="([^"]*)"/.exec(attributes!)?.[1],
    textOf(inner!),
    /\baria-label="([^"]*)"/.exec(attributes!)?.[1] ?? null,
  ]);

/** The search box the page offers: its form's opening tag and the fields it sends. */
function searchBoxOf(html: string) {
  const form = /<form\b[^>]*role="search"[^>]*>.*?<\/form>/s.exec(mainOf(html))?.[0] ?? "";
  return {
    form: /<form\b[^>]*>/.exec(form)?.[0],
    fields: [...form.matchAll(/<input\b[^>]*\bname="([^"]*)"/g)].map((match) => match[1]),
    label: textOf(/<label\b[^>]*>.*?<\/label>/s.exec(form)?.[0] ?? ""),
  };
}

const popularDestinationsOf = (html: string) =>
  linksIn(/<nav aria-labelledby="popular-destinations".*?<\/nav>/s.exec(html)?.[0] ?? "");

const notFoundLine = (route: string, path: string) =>
  `error: [error-page] Page not found (status 404, route ${route}, path ${path})`;

describe("an address no page claims (SPEC 2, SPEC 8)", () => {
  it("answers 404 with the error page: its title, description, 'Oops!', the suitcase and two ways home", async () => {
    const answer = await request("/this-page-does-not-exist");
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe("Page not Found | Hideaways");
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe("Error 404 - Page not found");
    expect(layoutOf(html)).toEqual(["error"]);
    const main = mainOf(html);
    expect(/<h1\b[^>]*>(.*?)<\/h1>/.exec(main)?.[1]).toBe("Oops!");
    expect(/<img src="([^"]*)" alt="([^"]*)"/.exec(main)?.slice(1)).toEqual(["/images/suitcase.svg", ""]);
    expect(textOf(main)).toContain("Oops! Looks like this page is on vacation.");
    expect(linksIn(main).filter(([href]) => href === "/")).toEqual([
      ["/", "", "Back to the home page"],
      ["/", "No stress, click here to get back to where you need to be!", null],
    ]);
    expect(logs.take()).toEqual([notFoundLine("not-found", "/this-page-does-not-exist")]);
  });

  it("offers a search for a stay, sent to /properties as a plain GET form, and eight popular destinations", async () => {
    const answer = await request("/no-such-place-to-stay");
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(searchBoxOf(html)).toEqual({
      form: '<form role="search" aria-label="Search stays" action="/properties" method="get">',
      fields: ["destination"],
      label: "Or search for a stay",
    });
    expect(popularDestinationsOf(html)).toEqual([
      ["/rentals/algarve", "Algarve, Portugal", null],
      ["/rentals/lisbon", "Lisbon, Portugal", null],
      ["/rentals/provence", "Provence, France", null],
      ["/rentals/french-alps", "French Alps, France", null],
      ["/rentals/tuscany", "Tuscany, Italy", null],
      ["/rentals/amalfi-coast", "Amalfi Coast, Italy", null],
      ["/rentals/crete", "Crete, Greece", null],
      ["/rentals/mallorca", "Mallorca, Spain", null],
    ]);
    expect(logs.take()).toEqual([notFoundLine("not-found", "/no-such-place-to-stay")]);
  });

  it("a 404 of another kind (a post that does not exist) keeps the search box, without the destinations", async () => {
    const answer = await request("/blog/post/no-such-post-at-all");
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(/<h1\b[^>]*>(.*?)<\/h1>/.exec(mainOf(html))?.[1]).toBe("Oops!");
    expect(searchBoxOf(html).form).toBe(
      '<form role="search" aria-label="Search stays" action="/properties" method="get">',
    );
    expect(popularDestinationsOf(html)).toEqual([]);
    expect(logs.take()).toEqual([
      "error: [api] GET /site-posts/by-slug/1/{slug} failed (404): Post not found.",
      "error: [error-page] Post not found (status 404, route blog-post, path /blog/post/no-such-post-at-all)",
    ]);
  });

  it("on a phone the error page is in the mobile-details layout", async () => {
    const answer = await request("/missing-on-mobile", { headers: { "User-Agent": PHONE } });
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(layoutOf(html)).toEqual(["mobile-details"]);
    expect(/<h1\b[^>]*>(.*?)<\/h1>/.exec(mainOf(html))?.[1]).toBe("Oops!");
    expect(logs.take()).toEqual([notFoundLine("not-found", "/missing-on-mobile")]);
  });
});

describe("crawlers (SPEC 2)", () => {
  it("get the same 404 with no error page: the bot layout, empty", async () => {
    const answer = await request("/no-page-for-bots", { headers: { "User-Agent": CRAWLER } });
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(layoutOf(html)).toEqual(["bot"]);
    expect(mainOf(html)).toBe('<main id="main" data-layout="bot"></main>');
    expect(html).not.toContain("Oops!");
    expect(logs.take()).toEqual([notFoundLine("not-found", "/no-page-for-bots")]);
  });

  it("get pages in the bot layout without the cookie banner or the loading overlay a person's page has", async () => {
    const [crawler, person] = await Promise.all(
      [CRAWLER, PHONE].map(async (agent) => {
        const answer = await request("/about-us", { headers: { "User-Agent": agent } });
        expect(answer.status).toBe(200);
        return answer.text();
      }),
    );
    expect(layoutOf(crawler!)).toEqual(["bot"]);
    expect(textOf(mainOf(crawler!))).toContain("About us");
    for (const [html, shown] of [
      [crawler!, false],
      [person!, true],
    ] as const) {
      expect(html.includes('aria-label="Cookie consent"'), "the cookie banner").toBe(shown);
      expect(html.includes('data-testid="loading-overlay"'), "the loading overlay").toBe(shown);
    }
  });
});

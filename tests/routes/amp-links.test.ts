import { describe, expect, it } from "vitest";
import { renderedSite } from "../support/rendered-site";

/**
 * SPEC 2: every page also exists under /amp, and a visitor on an /amp page stays under /amp. The
 * production build renders in process against the demo API: the header, the footer and the page's
 * own links and forms of an /amp page lead to /amp twins, a bare page's to bare pages. (The posts
 * and their redirects under /amp: tests/routes/amp-redirects.test.ts.)
 */

const { request } = renderedSite();

async function page(path: string): Promise<string> {
  const answer = await request(path);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

const wordsOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
const part = (html: string, element: string) =>
  new RegExp(`<${element}\\b[^>]*>.*?</${element}>`, "s").exec(html)?.[0] ?? "";
/** Each link of some markup as [href, its aria-label or else its words]. */
const linksIn = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].map(([, attributes, inner]) => [
    /\bhref="([^"]*)"/.exec(attributes!)?.[1],
    /\baria-label="([^"]*)"/.exec(attributes!)?.[1] ?? wordsOf(inner!),
  ]);
/** The address of every link and form of a page that points into the site. */
const siteTargets = (html: string) =>
  [...html.matchAll(/<(?:a|form)\b[^>]*\b(?:href|action)="(\/[^"]*)"/g)].map((match) => match[1]!);

/** The footer's links on a bare page; under /amp each is its /amp twin. */
const FOOTER: [string, string][] = [
  ["/properties", "All stays"],
  ["/destinations", "Destination guides"],
  ["/categories", "Categories"],
  ["/blog", "Travel blog"],
  ["/support", "Guest support"],
  ["/owner-support", "Owner support"],
  ["/contact-us", "Contact us"],
  ["/publish-my-property", "Publish my property"],
  ["/upload-my-pricing", "Upload my pricing"],
  ["/check-in-information", "Check-in information"],
  ["/channel-manager-connection", "Channel manager"],
  ["/about-us", "About us"],
  ["/privacy-policy", "Privacy policy"],
  ["/terms-and-conditions", "Terms and conditions"],
  ["/sitemap", "Site map"],
  ["/privacy-policy#cookies", "Cookie settings"],
];

describe("an /amp page leads to /amp pages (SPEC 2)", () => {
  it("/amp: the header, the footer and the search form", async () => {
    const html = await page("/amp");
    expect(linksIn(part(html, "header"))).toEqual([
      ["/amp", "Hideaways home"],
      ["/amp/destinations", "Destinations"],
      ["/amp/categories", "Stays"],
      ["/amp/blog", "Blog"],
      ["/amp/support", "Help"],
      ["/amp/login?redirectTo=%2Famp", "Sign in"],
    ]);
    expect(linksIn(part(html, "footer"))).toEqual(FOOTER.map(([href, words]) => [`/amp${href}`, words]));
    expect(/<form role="search"[^>]*action="([^"]*)" method="get"/.exec(html)?.[1]).toBe("/amp/properties");
  });

  it.each(["/amp", "/amp/owner-support", "/amp/contact-us", "/amp/blog"])(
    "%s: every link and form into the site stays under /amp, but the cookie choice's resource route",
    async (path) => {
      const targets = siteTargets(await page(path));
      expect(targets.length).toBeGreaterThan(20);
      expect(targets.filter((target) => target !== "/consent" && !/^\/amp(\/|\?|#|$)/.test(target))).toEqual([]);
    },
  );

  it("/amp/owner-support: the page's own links, its contact link included", async () => {
    expect(linksIn(part(await page("/amp/owner-support"), "main")).map(([href]) => href)).toEqual([
      "/amp/publish-my-property",
      "/amp/upload-my-pricing",
      "/amp/check-in-information",
      "/amp/channel-manager-connection",
      "/amp/publish-my-property",
      "/amp/upload-my-pricing",
      "/amp/check-in-information",
      "/amp/channel-manager-connection",
      "/amp/contact-us",
      "/amp/contact-us",
    ]);
  });

  it("/amp/contact-us?sent=1, where a message sent from /amp lands: the thank-you status", async () => {
    const status = /<div role="status"[^>]*>(.*?)<\/div>/s.exec(part(await page("/amp/contact-us?sent=1"), "main"));
    expect(wordsOf(/<h2\b[^>]*>(.*?)<\/h2>/s.exec(status?.[1] ?? "")?.[1] ?? "")).toBe(
      "Thank you, your message is on its way",
    );
  });
});

describe("a bare page keeps its bare links (SPEC 2)", () => {
  it("/: the header, the footer and the search form", async () => {
    const html = await page("/");
    expect(linksIn(part(html, "header"))).toEqual([
      ["/", "Hideaways home"],
      ["/destinations", "Destinations"],
      ["/categories", "Stays"],
      ["/blog", "Blog"],
      ["/support", "Help"],
      ["/login?redirectTo=%2F", "Sign in"],
    ]);
    expect(linksIn(part(html, "footer"))).toEqual(FOOTER);
    expect(/<form role="search"[^>]*action="([^"]*)" method="get"/.exec(html)?.[1]).toBe("/properties");
    expect(siteTargets(html).filter((target) => /^\/amp(\/|\?|#|$)/.test(target))).toEqual([]);
  });
});

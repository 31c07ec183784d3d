import { describe, expect, it } from "vitest";
import { SITE } from "../resilience/site-handler";
import { renderedSite } from "../support/rendered-site";

/**
 * The links in a page's head (SPEC 2), as the production build renders them in process against
 * the demo API: the canonical address (whitelisted parameters only, sorted), the language
 * alternates, and the /amp twin, which an /amp page does not name since it is one.
 */

const { request } = renderedSite();

/** The page's title and its canonical, alternate and amphtml links, as [rel, hreflang, href]. */
async function headOf(path: string) {
  const answer = await request(path);
  expect(answer.status, path).toBe(200);
  const head = /<head>(.*?)<\/head>/s.exec(await answer.text())?.[1] ?? "";
  return {
    title: /<title>(.*?)<\/title>/.exec(head)?.[1],
    links: [...head.matchAll(/<link rel="(canonical|alternate|amphtml)"([^>]*)>/g)].map(([, rel, rest]) => [
      rel,
      /\bhrefLang="([^"]*)"/.exec(rest!)?.[1] ?? null,
      /\bhref="([^"]*)"/.exec(rest!)?.[1]?.replaceAll("&amp;", "&"),
    ]),
  };
}

describe("head links (SPEC 2)", () => {
  it("a bare page: canonical with the whitelisted parameters sorted, alternates en and x-default, its /amp twin", async () => {
    const head = await headOf("/about-us?utm_source=mail&sort=price_asc&guests=2&page=1&destination=lisbon");
    const canonical = `${SITE}/about-us?destination=lisbon&guests=2&sort=price_asc`;
    expect(head).toEqual({
      title: "About us | Hideaways",
      links: [
        ["canonical", null, canonical],
        ["alternate", "en", canonical],
        ["alternate", "x-default", canonical],
        ["amphtml", null, `${SITE}/amp/about-us?destination=lisbon&guests=2&sort=price_asc`],
      ],
    });
  });

  it("an /amp page: its canonical and alternates are the bare address, and it names no amphtml", async () => {
    const head = await headOf("/amp/support");
    expect(head).toEqual({
      title: "Guest support | Hideaways",
      links: [
        ["canonical", null, `${SITE}/support`],
        ["alternate", "en", `${SITE}/support`],
        ["alternate", "x-default", `${SITE}/support`],
      ],
    });
  });
});

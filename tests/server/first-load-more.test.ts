import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { stayDates } from "../support/clock";
import { main } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * The search page's first load in the production build (issue 20, issue 22), rendered in process
 * against the demo API: the map waits until its box is on screen, so its code is in none of the
 * files the page fetches first, and the first result's picture is fetched first, not lazily.
 * The other pages' first loads: tests/server/first-load.test.ts.
 */

const { request } = renderedSite();

const CLIENT = resolve(import.meta.dirname, "../../build/client");
/** What the map's own code and data are called in the build (hashed names keep these prefixes). */
const MAP_FILES = /maplibre|countries-50m|results-map|pmtiles/;
/**
 * Words only the map's code carries, minified or not: the results map's own checkbox
 * (app/components/properties/results-map.tsx) and MapLibre's class prefix.
 */
const MAP_MARKERS = ["Search as I move the map", "maplibregl-"];

async function page(path: string): Promise<string> {
  const answer = await request(path);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The files the page's after-paint loader preloads (app/lib/scripts-after-paint.server.ts). */
function preloads(html: string): string[] {
  const list = /(\[[^\]]*\])\.forEach\(function\(href\)\{var l=d\.createElement\("link"\);l\.rel="modulepreload"/.exec(
    html,
  );
  return list?.[1] ? (JSON.parse(list[1]) as string[]) : [];
}

const { check_in, check_out } = stayDates(30, 4);

describe("the search page's first load", () => {
  it.each(["/properties", `/properties?destination=Crete&check_in=${check_in}&check_out=${check_out}&guests=2`])(
    "%s preloads the page's code, none of the map's",
    async (path) => {
      const files = preloads(await page(path));
      expect(files.length).toBeGreaterThan(2);
      expect(files.filter((href) => MAP_FILES.test(href))).toEqual([]);
      const shipped = files.map((href) => readFileSync(resolve(CLIENT, `.${href}`), "utf8")).join("\n");
      expect(MAP_MARKERS.filter((marker) => shipped.includes(marker))).toEqual([]);
    },
  );

  it("the first result's picture is in the HTML, fetched first and not lazily, with widths to choose from", async () => {
    const first = /<img [^>]*>/.exec(main(await page("/properties")))?.[0] ?? "";
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/ srcSet="[^"]+\?w=320 320w, /);
  });
});

import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { captureConsole } from "../support/console-capture";
import { siteHandler } from "./site-handler";
import { API, demoApiServer } from "../support/demo-api";

// Issue 18: an API without GET /exchange-rates (or while it fails) still gets a whole results
// page, which says that prices are compared within each currency; with rates it offers the
// currency picker instead. Through the production build, as a visitor gets it.

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;
beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  logs.discardSiteLogs();
});

const DESKTOP = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0", "Accept-Language": "en-GB" };

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ ([.,:])/g, "$1");
}

describe("the results page without exchange rates", () => {
  it.each([
    [
      "a price sort",
      "/properties?sort=price_asc",
      "Exchange rates are not available right now, so prices are compared within each currency: homes are sorted by price among those priced in the same currency.",
    ],
    [
      "price limits",
      "/properties?max_price=100",
      "Exchange rates are not available right now, so prices are compared within each currency: the price limits apply to each home's own currency.",
    ],
    [
      "both",
      "/properties?sort=price_desc&min_price=90",
      "Exchange rates are not available right now, so prices are compared within each currency: homes are sorted by price among those priced in the same currency, and the price limits apply to each home's own currency.",
    ],
  ])(
    "%s: the page says prices are compared within each currency, and offers no picker",
    async (_case, path, notice) => {
      api.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "Not found." }, { status: 404 })));
      const response = await request(path, { headers: DESKTOP });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(visibleText(html)).toContain(notice);
      expect(html).not.toContain('id="display-currency"');
      expect(logs.take()).toEqual(["error: [api] GET /exchange-rates failed (404): Not found."]);
    },
  );

  it("a search that compares no prices says nothing about them", async () => {
    api.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "Not found." }, { status: 404 })));
    const html = await (await request("/properties?sort=rating", { headers: DESKTOP })).text();
    expect(visibleText(html)).not.toContain("Exchange rates are not available");
  });

  it("with rates there is no notice, and the picker offers every currency they list", async () => {
    const html = await (await request("/properties?sort=price_asc", { headers: DESKTOP })).text();
    expect(visibleText(html)).not.toContain("Exchange rates are not available");
    const picker = /<select[^>]*id="display-currency"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    const options = [...picker.matchAll(/<option value="([A-Z]*)"[^>]*>([\s\S]*?)<\/option>/g)].map(
      ([, value, label]) => `${value}: ${visibleText((label ?? "").replace(/<!-- -->/g, "")).trim()}`,
    );
    expect(options).toEqual([
      ": Each home's currency",
      "EUR: Euro (EUR)",
      "CHF: Swiss Franc (CHF)",
      "GBP: British Pound (GBP)",
      "NOK: Norwegian Krone (NOK)",
      "USD: US Dollar (USD)",
    ]);
  });
});

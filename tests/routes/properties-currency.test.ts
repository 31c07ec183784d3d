import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { action as searchAction, loader as searchLoader } from "~/routes/properties/properties";
import { loader as categoryLoader } from "~/routes/properties/category";
import { action as propertyAction, loader as propertyLoader } from "~/routes/properties/property";
import { loader as rentalLoader } from "~/routes/properties/rental";
import { stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, loaderArgs, routeArgs } from "./route-helpers";

// Issue 18: the search compares prices in one currency, converted at the rates the API gives, and
// says so when it cannot; prices are formatted for the visitor and a chosen currency is remembered.

const { server, requests } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));
const searchQuery = () => requests.find((url) => url.pathname === "/properties")?.searchParams;

interface Home {
  id: number;
  nightly_price: number;
  currency: string;
}
interface SearchAnswer {
  data: {
    results: { entities: Home[] } | null;
    prices: { locale: string; displayCurrency: string | null; rates: { base: string } | null };
    withinCurrency: boolean;
  };
  init: { status?: number; headers?: Record<string, string> };
}

/** The demo's rates, read the way any client would: the test converts with them itself. */
async function demoRates(): Promise<Record<string, number>> {
  const answer = (await (await fetch(`${API}/exchange-rates`)).json()) as { data: { rates: Record<string, number> } };
  return answer.data.rates;
}

function inCurrency(home: Home, currency: string, rates: Record<string, number>): number {
  return (home.nightly_price / rates[home.currency]!) * rates[currency]!;
}

async function search(path: string, headers: Record<string, string> = {}): Promise<SearchAnswer> {
  const args = loaderArgs(path) as { request: Request };
  for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, value);
  return (await searchLoader(args as never)) as unknown as SearchAnswer;
}

function expectAscending(values: number[]) {
  for (let index = 1; index < values.length; index += 1)
    expect(values[index]).toBeGreaterThanOrEqual(values[index - 1]!);
}

describe("the price sort compares converted prices", () => {
  it("sort=price_asc lists homes of every currency in order of their price in euros, the rates' base", async () => {
    const rates = await demoRates();
    const answer = await search("/properties?sort=price_asc");
    const homes = answer.data.results!.entities;
    expect(searchQuery()?.get("currency")).toBe("EUR");
    // The cheapest page mixes currencies (kroner and euros in the demo).
    expect(new Set(homes.map((home) => home.currency)).size).toBeGreaterThan(1);
    expectAscending(homes.map((home) => inCurrency(home, "EUR", rates)));
  });

  it("sort=price_desc, in order of converted price from the top", async () => {
    const rates = await demoRates();
    const homes = (await search("/properties?sort=price_desc")).data.results!.entities;
    expectAscending(homes.map((home) => inCurrency(home, "EUR", rates)).reverse());
  });

  it("with a display currency chosen, prices are compared in it", async () => {
    const rates = await demoRates();
    const answer = await search("/properties?sort=price_asc", { Cookie: "display_currency=GBP" });
    expect(answer.data.prices.displayCurrency).toBe("GBP");
    expect(searchQuery()?.get("currency")).toBe("GBP");
    expectAscending(answer.data.results!.entities.map((home) => inCurrency(home, "GBP", rates)));
  });

  it("a display-currency cookie the rates do not know is ignored", async () => {
    const answer = await search("/properties?sort=price_asc", { Cookie: "display_currency=XYZ" });
    expect(answer.data.prices.displayCurrency).toBeNull();
    expect(searchQuery()?.get("currency")).toBe("EUR");
  });
});

describe("price limits compare converted prices", () => {
  it("min_price and max_price are euros: a £81 home (about €95) is in 90 to 100, whatever its bare number", async () => {
    const rates = await demoRates();
    const homes = (await search("/properties?min_price=90&max_price=100&sort=price_asc")).data.results!.entities;
    expect(searchQuery()?.get("currency")).toBe("EUR");
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.some((home) => home.currency !== "EUR")).toBe(true);
    for (const home of homes) {
      expect(inCurrency(home, "EUR", rates)).toBeGreaterThanOrEqual(90);
      expect(inCurrency(home, "EUR", rates)).toBeLessThanOrEqual(100);
    }
  });

  it("in the display currency when one is chosen", async () => {
    const rates = await demoRates();
    const homes = (await search("/properties?max_price=900&sort=price_desc", { Cookie: "display_currency=NOK" })).data
      .results!.entities;
    expect(searchQuery()?.get("currency")).toBe("NOK");
    expect(new Set(homes.map((home) => home.currency)).size).toBeGreaterThan(1);
    for (const home of homes) expect(inCurrency(home, "NOK", rates)).toBeLessThanOrEqual(900);
  });
});

describe("without rates the search compares within each currency and says so", () => {
  it.each([
    ["the API has no rates call", 404],
    ["the rates call fails", 503],
  ])(
    "%s: no currency is sent, and each currency's homes are listed together, cheapest first",
    async (_case, status) => {
      server.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "No" }, { status })));
      const answer = await search("/properties?sort=price_asc");
      expect(answer.init.status ?? 200).toBe(200);
      expect(searchQuery()?.has("currency")).toBe(false);
      expect(answer.data.withinCurrency).toBe(true);
      expect(answer.data.prices.rates).toBeNull();
      const homes = answer.data.results!.entities;
      const currencies = homes.map((home) => home.currency);
      // Grouped: once a currency's run ends it does not come back.
      const runs = currencies.filter((currency, index) => currency !== currencies[index - 1]);
      expect(runs.length).toBe(new Set(currencies).size);
      expect(runs.length).toBeGreaterThan(1);
      for (const currency of new Set(currencies))
        expectAscending(homes.filter((home) => home.currency === currency).map((home) => home.nightly_price));
      expect(logs.take()).toEqual([`error: [api] GET /exchange-rates failed (${status}): No`]);
    },
  );
});

describe("the visitor's locale", () => {
  it("comes from Accept-Language, by weight, and the answer names that header in Vary", async () => {
    const answer = await search("/properties", { "Accept-Language": "xx-YY, de-DE;q=0.9, en;q=0.8" });
    expect(answer.data.prices.locale).toBe("de-DE");
    expect(answer.init.headers).toMatchObject({ Vary: "Accept-Language" });
  });

  it("a signed-in visitor's answer is personal and names no cache key", async () => {
    const answer = await search("/properties", { Cookie: "auth_token=a-token", "Accept-Language": "fr" });
    expect(answer.data.prices.locale).toBe("fr");
    expect(answer.init.headers).toEqual({});
  });

  it("falls back to British English without a usable language", async () => {
    expect((await search("/properties")).data.prices.locale).toBe("en-GB");
    expect((await search("/properties", { "Accept-Language": "*" })).data.prices.locale).toBe("en-GB");
  });
});

describe("the display-currency picker (POST to the page)", () => {
  async function choose(fields: Record<string, string>) {
    const { value } = routeArgs("/properties?sort=price_asc", undefined, fields);
    return (await searchAction(value)) as unknown;
  }

  it("remembers a currency the rates know for a year, and goes back to the page (303)", async () => {
    const answer = (await choose({ currency: "GBP", redirectTo: "/properties?sort=price_asc" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/properties?sort=price_asc");
    expect(answer.headers.get("Set-Cookie")).toBe(
      "display_currency=GBP; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("'each home's own currency' forgets the choice", async () => {
    const answer = (await choose({ currency: "", redirectTo: "/properties" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Set-Cookie")).toBe("display_currency=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it.each(["XYZ", "gbp", "EURO", "<b>"])(
    "refuses %s, a currency the rates call does not list, with a reason",
    async (code) => {
      const answer = (await choose({ currency: code, redirectTo: "/properties" })) as {
        data: { currencyError: string };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data.currencyError).toBe("Choose a currency from the list.");
    },
  );

  it("without rates nothing can be chosen: a 503 that says to try again", async () => {
    server.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const answer = (await choose({ currency: "GBP" })) as { data: { currencyError: string }; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data.currencyError).toBe(
      "Prices cannot be shown in another currency right now. Please try again in a moment.",
    );
    expect(logs.take()).toEqual(["error: [api] GET /exchange-rates failed (503): down"]);
  });

  it("an off-site redirectTo goes to the home page instead", async () => {
    const answer = (await choose({ currency: "EUR", redirectTo: "//evil.example/x" })) as Response;
    expect(answer.headers.get("Location")).toBe("/");
  });
});

describe("the property page", () => {
  async function homePath(id: number) {
    const slug = ((await (await fetch(`${API}/properties/${id}`)).json()) as { data: { slug: string } }).data.slug;
    return { path: `/properties/${id}/${slug}`, params: { id: String(id), slug } };
  }

  it("loads the visitor's price settings with the property, and names Accept-Language in Vary", async () => {
    const { path, params } = await homePath(12);
    const args = loaderArgs(`${path}?${new URLSearchParams({ ...stayDates(120, 3), guests: "2" })}`, params) as {
      request: Request;
    };
    args.request.headers.set("Accept-Language", "nb-NO,nb;q=0.9");
    args.request.headers.set("Cookie", "display_currency=NOK");
    const answer = (await propertyLoader(args as never)) as unknown as {
      data: { prices: SearchAnswer["data"]["prices"]; quote: { currency: string } | null };
      init: { headers?: Record<string, string> };
    };
    expect(answer.data.prices).toMatchObject({ locale: "nb-NO", displayCurrency: "NOK", rates: { base: "EUR" } });
    expect(answer.data.quote?.currency).toBe("EUR");
    expect(answer.init.headers).toEqual({ Vary: "Accept-Language" });
  });

  it("without rates the page still answers, with nothing to convert", async () => {
    server.use(http.get(`${API}/exchange-rates`, () => HttpResponse.json({ message: "down" }, { status: 500 })));
    const { path, params } = await homePath(12);
    const answer = (await propertyLoader(loaderArgs(path, params))) as unknown as {
      data: { prices: SearchAnswer["data"]["prices"]; property: { id: number } };
    };
    expect(answer.data.property.id).toBe(12);
    expect(answer.data.prices).toEqual({ locale: "en-GB", rates: null, displayCurrency: null });
    expect(logs.take()).toEqual(["error: [api] GET /exchange-rates failed (500): down"]);
  });

  it("the picker in the booking box posts to the page, which remembers the choice and goes back", async () => {
    const { path, params } = await homePath(12);
    const { value } = routeArgs(path, undefined, { currency: "USD", redirectTo: `${path}?guests=3` }, params);
    const answer = (await propertyAction(value)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`${path}?guests=3`);
    expect(answer.headers.get("Set-Cookie")).toBe(
      "display_currency=USD; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    );
  });
});

describe("the other pages with result cards: a category and a destination's rentals", () => {
  it.each([
    ["a category", "/categories/1/villas", { id: "1", slug: "villas" }, categoryLoader],
    ["a destination's rentals", "/rentals/norwegian-fjords", { slug: "norwegian-fjords" }, rentalLoader],
  ] as const)(
    "%s: the cards get the visitor's settings, and the answer names Accept-Language",
    async (_page, path, params, loader) => {
      const args = loaderArgs(path, params) as { request: Request };
      args.request.headers.set("Accept-Language", "sv-SE");
      args.request.headers.set("Cookie", "display_currency=GBP");
      const answer = (await loader(args as never)) as unknown as {
        data: { prices: SearchAnswer["data"]["prices"]; properties: { entities: Home[] } | null };
        init: { headers?: Record<string, string> };
      };
      expect(answer.data.prices).toMatchObject({ locale: "sv-SE", displayCurrency: "GBP", rates: { base: "EUR" } });
      expect(answer.data.properties?.entities.length).toBeGreaterThan(0);
      expect(answer.init.headers).toEqual({ Vary: "Accept-Language" });
    },
  );
});

import { describe, expect, it } from "vitest";
import { createStore } from "../../mocks/store";
import { TEST_NOW, day } from "../support/clock";
import { API, demoApiServer } from "../support/demo-api";

/** The demo API's exchange rates and its currency-aware search, as docs/api.md describes them (issue 18). */

demoApiServer({ store: createStore({ today: TEST_NOW }) });

interface Home {
  nightly_price: number;
  currency: string;
}

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

const homesOf = async (query: string) =>
  (await get<{ data: { entities: Home[] } }>(`/properties?${query}&per_page=100`)).body.data.entities;

describe("GET /exchange-rates", () => {
  it("answers the base, the demo's today and a rate for every currency a home is priced in", async () => {
    const { status, body } = await get<{ data: { base: string; date: string; rates: Record<string, number> } }>(
      "/exchange-rates",
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      base: "EUR",
      date: day(0),
      rates: { EUR: 1, GBP: 0.85, NOK: 11.5, USD: 1.08, CHF: 0.94 },
    });
    const currencies = new Set((await homesOf("sort=recommended")).map((home) => home.currency));
    for (const currency of currencies) expect(body.data.rates[currency], currency).toBeGreaterThan(0);
  });
});

describe("GET /properties with a currency", () => {
  /** The test's own conversion with the rates written out above. */
  const RATES: Record<string, number> = { EUR: 1, GBP: 0.85, NOK: 11.5, USD: 1.08, CHF: 0.94 };
  const inCurrency = (home: Home, currency: string) => (home.nightly_price / RATES[home.currency]!) * RATES[currency]!;

  it("price_asc orders by the price converted into it", async () => {
    const homes = await homesOf("sort=price_asc&currency=GBP");
    const converted = homes.map((home) => inCurrency(home, "GBP"));
    expect(converted).toEqual([...converted].sort((a, b) => a - b));
    expect(new Set(homes.map((home) => home.currency)).size).toBeGreaterThan(1);
  });

  it("min_price and max_price are amounts in it", async () => {
    const homes = await homesOf("min_price=80&max_price=90&currency=GBP");
    expect(homes.length).toBeGreaterThan(0);
    for (const home of homes) expect(inCurrency(home, "GBP")).toBeGreaterThanOrEqual(80);
    for (const home of homes) expect(inCurrency(home, "GBP")).toBeLessThanOrEqual(90);
  });

  it("without one the bare numbers are compared, whatever their currency", async () => {
    const prices = (await homesOf("sort=price_asc")).map((home) => home.nightly_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("a currency the rates do not list is a 422 on currency", async () => {
    const { status, body } = await get<{ errors: Record<string, string[]> }>("/properties?currency=XYZ");
    expect(status).toBe(422);
    expect(body.errors).toEqual({ currency: ["Use one of EUR, GBP, NOK, USD, CHF."] });
  });
});

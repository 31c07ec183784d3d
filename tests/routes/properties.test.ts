import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loader as propertyLoader } from "~/routes/properties/property";
import { loader as searchLoader } from "~/routes/properties/properties";
import { propertyQuery } from "~/lib/property-search";
import { parseSearch } from "~/lib/property-search-parse";
import { day, stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { holdUntilAllInFlight } from "../support/in-flight-together";
import { API, demoApiServer, loaderArgs, thrown } from "./route-helpers";

const { server, requests } = demoApiServer();
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));
const upstream = (pathname: string) => requests.find((url) => url.pathname === pathname)?.searchParams;

type SearchData = {
  data: {
    results: { entities: { stay_total?: number }[]; pagination: { total: number } } | null;
    search: { errors: Record<string, string>; values: Record<string, unknown> };
  };
};

describe("GET /properties query built from the filters", () => {
  it("sends every filter as a query parameter, amenities repeated", async () => {
    // An answer with a second page, whatever the demo data holds for these filters.
    server.use(
      http.get(`${API}/properties`, () =>
        HttpResponse.json({
          data: { entities: [], pagination: { current_page: 2, per_page: 24, total: 30, last_page: 2 } },
        }),
      ),
    );
    const stay = stayDates(160, 5);
    await searchLoader(
      loaderArgs(
        `/properties?destination=Lisbon&check_in=${stay.check_in}&check_out=${stay.check_out}&guests=3&min_price=50&max_price=300&bedrooms=2&category_id=3&amenities=Wi-Fi&amenities=Kitchen&sort=price_asc&page=2`,
      ),
    );
    const query = upstream("/properties");
    expect(Object.fromEntries([...query!.entries()].filter(([name]) => name !== "amenities[]"))).toEqual({
      destination: "Lisbon",
      check_in: stay.check_in,
      check_out: stay.check_out,
      guests: "3",
      min_price: "50",
      max_price: "300",
      bedrooms: "2",
      category_id: "3",
      sort: "price_asc",
      // Prices compared in one currency, the rates' base when the visitor chose none (issue 18).
      currency: "EUR",
      page: "2",
      per_page: "24",
    });
    expect(query!.getAll("amenities[]")).toEqual(["Wi-Fi", "Kitchen"]);
  });

  it("an empty search asks for recommended, page 1", async () => {
    await searchLoader(loaderArgs("/properties"));
    expect(Object.fromEntries(upstream("/properties")!)).toEqual({
      sort: "recommended",
      currency: "EUR",
      page: "1",
      per_page: "24",
    });
  });

  it("with dates, each result carries the stay total", async () => {
    const stay = stayDates(138, 4);
    const result = (await searchLoader(
      loaderArgs(`/properties?destination=crete&check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2`),
    )) as unknown as SearchData;
    expect(result.data.results?.entities.length).toBeGreaterThan(0);
    expect(result.data.results?.entities.every((property) => typeof property.stay_total === "number")).toBe(true);
  });

  it("invalid filters are left out of the search, kept in the form and explained", async () => {
    const result = (await searchLoader(
      loaderArgs(
        `/properties?guests=99&check_in=${day(165)}&check_out=${day(160)}&min_price=500&max_price=100&sort=cheapest`,
      ),
    )) as unknown as SearchData;
    expect(Object.keys(result.data.search.errors).sort()).toEqual(["check_out", "guests", "max_price", "sort"]);
    expect(result.data.search.values).toMatchObject({ guests: "99", check_in: day(165), sort: "cheapest" });
    const query = upstream("/properties")!;
    expect(query.has("guests")).toBe(false);
    expect(query.has("check_in")).toBe(false);
    expect(query.get("min_price")).toBe("500");
    expect(query.get("sort")).toBe("recommended");
  });

  it("past check-in dates and half-chosen stays are refused, today by the one clock", () => {
    expect(parseSearch(new URLSearchParams(`check_in=${day(-1)}&check_out=${day(3)}`)).errors.check_in).toBe(
      "Check-in cannot be in the past.",
    );
    expect(parseSearch(new URLSearchParams(`check_in=${day(0)}&check_out=${day(1)}`)).filters).toMatchObject({
      check_in: day(0),
      check_out: day(1),
    });
    expect(parseSearch(new URLSearchParams(`check_in=${day(40)}`)).errors.check_out).toBe(
      "Choose both dates, or neither.",
    );
    expect(propertyQuery(parseSearch(new URLSearchParams(`check_in=${day(40)}`)).filters, 1).has("check_in")).toBe(
      false,
    );
  });

  it("guests upstream are adults and children; pets ask for homes that allow them", async () => {
    const result = (await searchLoader(
      loaderArgs("/properties?destination=crete&guests=3&children=1&infants=1&pets=1"),
    )) as unknown as SearchData;
    const query = upstream("/properties")!;
    expect(query.get("guests")).toBe("3");
    expect(query.getAll("amenities[]")).toEqual(["Pets allowed"]);
    expect(["children", "infants", "pets"].filter((name) => query.has(name))).toEqual([]);
    expect(result.data.results?.entities.length).toBeGreaterThan(0);
  });

  it("the counts a form sends without JavaScript are written as the SPEC's guests, on the same page", async () => {
    const sent = await thrown(() =>
      searchLoader(loaderArgs("/amp/properties?destination=Crete&adults=2&children=1&infants=0&pets=1&sort=rating")),
    );
    expect(sent).toMatchObject({
      status: 302,
      location: "/amp/properties?destination=Crete&guests=3&children=1&pets=1&sort=rating",
    });
    expect(requests.some((url) => url.pathname === "/properties")).toBe(false);
  });

  it("a failed search keeps the page with the failure status", async () => {
    server.use(http.get(`${API}/properties`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    const result = (await searchLoader(loaderArgs("/properties?destination=x"))) as unknown as {
      data: { results: null; failure: unknown };
      init: { status: number };
    };
    expect(result.init.status).toBe(503);
    expect(result.data.failure).toMatchObject({ status: 503 });
    expect(logs.take()).toEqual(["error: [api] GET /properties failed (503): down"]);
  });
});

describe("property page loader", () => {
  async function slugOf(id: number) {
    return ((await (await fetch(`${API}/properties/${id}`)).json()) as { data: { slug: string } }).data.slug;
  }

  it("a wrong slug redirects 301 to the right one, keeping the stay", async () => {
    const slug = await slugOf(7);
    const error = await thrown(() =>
      propertyLoader(loaderArgs("/properties/7/old-name?guests=2", { id: "7", slug: "old-name" })),
    );
    expect(error).toMatchObject({ status: 301, location: `/properties/7/${slug}?guests=2` });
  });

  it("a missing property is a 404 'Property not found'", async () => {
    expect(
      await thrown(() => propertyLoader(loaderArgs("/properties/99999/x", { id: "99999", slug: "x" }))),
    ).toMatchObject({ status: 404, data: { message: "Property not found" } });
    // The page's calls run together: the order of their lines is not the test's.
    expect(logs.take().sort()).toEqual(
      ["GET /properties/{id}", "GET /properties/{id}/availability", "GET /properties/{id}/reviews"].map(
        (call) => `error: [api] ${call} failed (404): Property not found.`,
      ),
    );
  });

  it("asks for the property, its availability, its reviews, the quote and the exchange rates at once, with the stay in the quote query", async () => {
    const slug = await slugOf(9);
    requests.length = 0;
    const stay = stayDates(98, 3);
    // Each call is held unanswered until the others have been sent too.
    const gate = holdUntilAllInFlight(server, API, [
      "GET /properties/9",
      "GET /properties/9/availability",
      "GET /properties/9/reviews",
      "GET /properties/9/quote",
      "GET /exchange-rates",
    ]);
    const result = (await propertyLoader(
      loaderArgs(`/properties/9/${slug}?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2`, {
        id: "9",
        slug,
      }),
    )) as unknown as { data: { quote: { nights: number; total: number } | null } };
    gate.expectAllInFlightTogether();
    expect(requests.map((url) => url.pathname).sort()).toEqual([
      "/exchange-rates",
      "/properties/9",
      "/properties/9/availability",
      "/properties/9/quote",
      "/properties/9/reviews",
    ]);
    expect(Object.fromEntries(upstream("/properties/9/quote")!)).toEqual({ ...stay, guests: "2" });
    expect(result.data.quote?.nights).toBe(3);
  });

  type ReviewData = {
    data: {
      property: Record<string, unknown>;
      reviews: { shown: { date: string }[]; total: number; pages: number } | null;
    };
  };

  it("shows six reviews a page: ?reviews=2 asks the API for the first twelve in one call, newest first; the property's own few are not sent to the browser", async () => {
    const slug = await slugOf(16);
    requests.length = 0;
    const first = (await propertyLoader(
      loaderArgs(`/properties/16/${slug}`, { id: "16", slug }),
    )) as unknown as ReviewData;
    expect(Object.fromEntries(upstream("/properties/16/reviews")!)).toEqual({ page: "1", per_page: "6" });
    expect(first.data.reviews?.shown).toHaveLength(6);
    expect(first.data.reviews?.pages).toBe(1);
    expect(first.data.property).not.toHaveProperty("reviews");

    requests.length = 0;
    const second = (await propertyLoader(
      loaderArgs(`/properties/16/${slug}?reviews=2`, { id: "16", slug }),
    )) as unknown as ReviewData;
    expect(Object.fromEntries(upstream("/properties/16/reviews")!)).toEqual({ page: "1", per_page: "12" });
    expect(second.data.reviews?.shown).toHaveLength(12);
    const dates = second.data.reviews!.shown.map((review) => review.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("a page of reviews that is not a whole number from 1 shows the first page; more than 16 pages shows 16", async () => {
    const slug = await slugOf(16);
    for (const [asked, perPage] of [
      ["abc", "6"],
      ["0", "6"],
      ["-2", "6"],
      ["17", "96"],
    ]) {
      requests.length = 0;
      await propertyLoader(loaderArgs(`/properties/16/${slug}?reviews=${asked}`, { id: "16", slug }));
      expect(upstream("/properties/16/reviews")?.get("per_page"), asked).toBe(perPage);
    }
  });

  it("reviews that cannot be loaded leave the rest of the page as it is", async () => {
    const slug = await slugOf(16);
    server.use(http.get(`${API}/properties/16/reviews`, () => HttpResponse.json({ message: "Down" }, { status: 500 })));
    const result = (await propertyLoader(
      loaderArgs(`/properties/16/${slug}`, { id: "16", slug }),
    )) as unknown as ReviewData;
    expect(result.data.reviews).toBeNull();
    expect(result.data.property).toMatchObject({ id: 16 });
    expect(logs.take()).toEqual(["error: [api] GET /properties/{id}/reviews failed (500): Down"]);
  });

  it("without dates there is no quote call", async () => {
    const slug = await slugOf(9);
    requests.length = 0;
    await propertyLoader(loaderArgs(`/properties/9/${slug}`, { id: "9", slug }));
    expect(requests.map((url) => url.pathname)).not.toContain("/properties/9/quote");
  });

  it("too many guests is a quote error in our words for the field the API named, not a crash", async () => {
    const slug = await slugOf(9);
    const stay = stayDates(98, 3);
    const result = (await propertyLoader(
      loaderArgs(`/properties/9/${slug}?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=30`, {
        id: "9",
        slug,
      }),
    )) as unknown as { data: { quote: null; quoteError: string } };
    expect(result.data.quote).toBeNull();
    expect(result.data.quoteError).toBe("Please check the number of guests.");
    expect(logs.take()).toEqual([
      "error: [api] GET /properties/{id}/quote failed (422): Please check the dates and guests.",
    ]);
  });
});

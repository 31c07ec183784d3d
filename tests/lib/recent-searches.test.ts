import { afterEach, describe, expect, it, vi } from "vitest";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "~/client/recent-searches";
import {
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  parseRecentSearches,
  recentSearchDetails,
  recentSearchOf,
  recentSearchPath,
  withRecentSearch,
} from "~/lib/recent-searches";
import { day } from "../support/clock";

const search = (destination: string, query = `destination=${destination}`) => ({ destination, query });

describe("what a search remembers", () => {
  it("where, when and who; not its filters, order or page", () => {
    const params = new URLSearchParams(
      `destination=+Lisbon+&check_in=${day(9)}&check_out=${day(12)}&guests=3&children=1&pets=1&max_price=90&amenities=Pool&sort=rating&page=2`,
    );
    expect(recentSearchOf(params)).toEqual({
      destination: "Lisbon",
      query: `destination=Lisbon&check_in=${day(9)}&check_out=${day(12)}&guests=3&children=1&pets=1`,
    });
  });

  it("nothing without a destination", () => {
    expect(recentSearchOf(new URLSearchParams("guests=2&destination=+"))).toBeNull();
  });
});

describe("the list of recent searches", () => {
  it("newest first, at most five", () => {
    let list = [search("Lisbon")];
    for (const destination of ["Crete", "Porto", "Nice", "Bergen", "Rome"])
      list = withRecentSearch(list, search(destination));
    expect(list.map((entry) => entry.destination)).toEqual(["Rome", "Bergen", "Nice", "Porto", "Crete"]);
    expect(MAX_RECENT_SEARCHES).toBe(5);
  });

  it("a destination searched again moves to the top with its latest dates, once", () => {
    const list = [search("Crete"), search("Lisbon", "destination=Lisbon&guests=2")];
    expect(withRecentSearch(list, search("lisbon", "destination=lisbon&guests=4"))).toEqual([
      search("lisbon", "destination=lisbon&guests=4"),
      search("Crete"),
    ]);
  });

  it("a stored list that cannot be read is an empty one; foreign entries are dropped", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("{not json")).toEqual([]);
    expect(parseRecentSearches('{"destination":"Lisbon"}')).toEqual([]);
    expect(
      parseRecentSearches(JSON.stringify([search("Crete"), { destination: 3 }, null, { destination: "" }])),
    ).toEqual([search("Crete")]);
    const seven = ["a", "b", "c", "d", "e", "f", "g"].map((name) => search(name));
    expect(parseRecentSearches(JSON.stringify(seven))).toHaveLength(MAX_RECENT_SEARCHES);
  });
});

describe("a recent search's link and words", () => {
  it("keeps its dates while they are ahead", () => {
    const entry = search("Crete", `destination=Crete&check_in=${day(0)}&check_out=${day(4)}&guests=2`);
    expect(recentSearchPath(entry, day(0))).toBe(`/properties?${entry.query}`);
  });

  it("drops dates that have passed, keeps the rest", () => {
    const entry = search("Crete", `destination=Crete&check_in=${day(-3)}&check_out=${day(2)}&guests=2&infants=1`);
    expect(recentSearchPath(entry, day(0))).toBe("/properties?destination=Crete&guests=2&infants=1");
  });

  it("says its dates and guests", () => {
    expect(
      recentSearchDetails(
        search("Crete", "destination=Crete&check_in=2099-07-30&check_out=2099-08-04&guests=2&infants=1"),
      ),
    ).toBe("30 Jul – 4 Aug · 2 guests, 1 infant");
    expect(recentSearchDetails(search("Crete"))).toBe("");
  });
});

describe("in the browser's storage", () => {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
  });

  it("each search with a destination is remembered under one key, and cleared", () => {
    vi.stubGlobal("window", { localStorage: storage });
    rememberSearch(new URLSearchParams("destination=Crete&guests=2"));
    rememberSearch(new URLSearchParams("guests=2"));
    rememberSearch(new URLSearchParams("destination=Porto"));
    expect(JSON.parse(stored.get(RECENT_SEARCHES_KEY) ?? "null")).toEqual([
      search("Porto"),
      search("Crete", "destination=Crete&guests=2"),
    ]);
    expect(readRecentSearches()).toHaveLength(2);
    clearRecentSearches();
    expect(stored.has(RECENT_SEARCHES_KEY)).toBe(false);
    expect(readRecentSearches()).toEqual([]);
  });

  it("a browser that refuses storage loses nothing but the list", () => {
    const refusing = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    vi.stubGlobal("window", { localStorage: { getItem: refusing, setItem: refusing, removeItem: refusing } });
    expect(() => rememberSearch(new URLSearchParams("destination=Crete"))).not.toThrow();
    expect(readRecentSearches()).toEqual([]);
    expect(() => clearRecentSearches()).not.toThrow();
  });
});

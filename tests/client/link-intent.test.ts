import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IntentTimers, type LinkFacts, createIntentTimer, prefetchablePage } from "~/client/link-intent";
import { DRAFT_PARAM } from "~/session/form-resume.server";

const here = { origin: "https://www.example.test", pathname: "/about-us", search: "" };
const link = (href: string, facts: Partial<LinkFacts> = {}): LinkFacts => ({
  href: new URL(href, here.origin).href,
  target: "",
  download: false,
  noPreload: false,
  ...facts,
});

describe("which links prefetch their page", () => {
  it("a link to another page of the site gives its path and query", () => {
    expect(prefetchablePage(link("/support"), here)).toBe("/support");
    expect(prefetchablePage(link("/properties?destination=Lisbon&page=2#list"), here)).toBe(
      "/properties?destination=Lisbon&page=2",
    );
    expect(prefetchablePage(link("/amp/contact-us"), here)).toBe("/amp/contact-us");
    expect(prefetchablePage(link("/about-us?tab=team"), here)).toBe("/about-us?tab=team");
    expect(prefetchablePage(link("/support", { target: "_self" }), here)).toBe("/support");
  });

  it("nothing for another site, a download, a new window or data-no-preload", () => {
    expect(prefetchablePage(link("https://www.openstreetmap.org/?mlat=1"), here)).toBeNull();
    expect(prefetchablePage(link("tel:+351210000000"), here)).toBeNull();
    expect(prefetchablePage(link("/support", { download: true }), here)).toBeNull();
    expect(prefetchablePage(link("/support", { target: "_blank" }), here)).toBeNull();
    expect(prefetchablePage(link("/support", { noPreload: true }), here)).toBeNull();
  });

  it("nothing for the page the visitor is on, whatever its #fragment", () => {
    expect(prefetchablePage(link("/about-us"), here)).toBeNull();
    expect(prefetchablePage(link("/about-us#team"), here)).toBeNull();
  });

  it("nothing for a page whose loader must not run on a hover: the checkout, a draft to resume", () => {
    expect(prefetchablePage(link("/properties/12/sea-view/checkout?check_in=x"), here)).toBeNull();
    expect(prefetchablePage(link("/amp/properties/12/sea-view/checkout"), here)).toBeNull();
    expect(prefetchablePage(link("/checkout?id=12&slug=sea-view"), here)).toBeNull();
    expect(prefetchablePage(link(`/profile?${DRAFT_PARAM}=abc`), here)).toBeNull();
  });
});

describe("intent: 100 ms over a link, as React Router's links", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timers: IntentTimers = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };

  it("becomes an intent after 100 ms, once however often shown meanwhile", () => {
    const intents: string[] = [];
    const timer = createIntentTimer<string>(timers, (link) => intents.push(link));
    timer.show("/support");
    vi.advanceTimersByTime(60);
    timer.show("/support");
    vi.advanceTimersByTime(39);
    expect(intents).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(intents).toEqual(["/support"]);
    vi.advanceTimersByTime(500);
    expect(intents).toEqual(["/support"]);
  });

  it("is no intent when withdrawn before 100 ms, nor after stop", () => {
    const intents: string[] = [];
    const timer = createIntentTimer<string>(timers, (link) => intents.push(link));
    timer.show("/support");
    timer.show("/blog");
    vi.advanceTimersByTime(99);
    timer.withdraw("/support");
    vi.advanceTimersByTime(1);
    expect(intents).toEqual(["/blog"]);
    timer.show("/contact-us");
    timer.stop();
    vi.advanceTimersByTime(200);
    expect(intents).toEqual(["/blog"]);
  });
});

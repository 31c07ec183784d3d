import { beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { day, stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import routes from "~/routes";
import { API, demoApiServer, signIn } from "../support/demo-api";

/**
 * The cache policy as a visitor and a CDN see it: every route of app/routes.ts, bare and /amp,
 * requested through the production build in process, anonymous and signed in, with the exact
 * Cache-Control and Vary it answers. The expected values are written out, not read from the code.
 */

demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const PERSONAL = "private, no-store";
const NEVER = "no-store";
const PAGE = "public, max-age=0, s-maxage=600, stale-while-revalidate=86400";
const HOME = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const SEARCH = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const LIST = "public, max-age=0, s-maxage=120, stale-while-revalidate=600";
const ARTICLE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
const SITEMAP = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";
const FILE = "public, max-age=3600";
/** A visitor's checkout secret (the cookie the checkout page sets; 32 bytes, base64url). */
const RETURNING = "cmV0dXJuaW5nLXZpc2l0b3JzLWNoZWNrb3V0LXNlY3I";
/** A public page depends on the device class (read from the User-Agent here) and the consent cookie. */
const PAGE_VARY = "User-Agent, Cookie";
/** A page with prices also depends on the visitor's language (their locale, issue 18). */
const PRICE_PAGE_VARY = "Accept-Language, User-Agent, Cookie";

interface Sample {
  property: { id: number; slug: string };
  blogPost: string;
  guide: string;
  blogCategory: string;
  guideCategory: string;
  wishlist: number;
  booking: number;
  guestToken: string;
}
let sample: Sample;

/** What an anonymous visitor gets: status, Cache-Control, Vary. Signed in, every answer is personal. */
type Expected = [path: (s: Sample) => string, anonymous: [number, string, string | null], signedInStatus: number];

/** Every route of app/routes.ts by name (the /amp twins are checked with the same expectations). */
const PAGES: Record<string, Expected> = {
  home: [() => "/", [200, HOME, PAGE_VARY], 200],
  test: [() => "/test", [200, PAGE, PAGE_VARY], 200],
  support: [() => "/support", [200, PAGE, PAGE_VARY], 200],
  "owner-support": [() => "/owner-support", [200, PAGE, PAGE_VARY], 200],
  "about-us": [() => "/about-us", [200, PAGE, PAGE_VARY], 200],
  "contact-us": [() => "/contact-us", [200, PAGE, PAGE_VARY], 200],
  login: [() => "/login?mode=two-factor", [200, PERSONAL, null], 302],
  "login-facebook": [() => "/login/facebook", [200, PERSONAL, null], 200],
  "privacy-policy": [() => "/privacy-policy", [200, PAGE, PAGE_VARY], 200],
  "terms-and-conditions": [() => "/terms-and-conditions", [200, PAGE, PAGE_VARY], 200],
  blog: [() => "/blog", [200, LIST, PAGE_VARY], 200],
  destinations: [() => "/destinations", [200, LIST, PAGE_VARY], 200],
  "blog-category": [(s) => `/blog/${s.blogCategory}`, [200, LIST, PAGE_VARY], 200],
  "destinations-category": [(s) => `/destinations/${s.guideCategory}`, [200, LIST, PAGE_VARY], 200],
  "blog-post": [(s) => `/blog/post/${s.blogPost}`, [200, ARTICLE, PAGE_VARY], 200],
  "destinations-post": [(s) => `/destinations/post/${s.guide}`, [200, ARTICLE, PAGE_VARY], 200],
  // Redirects are never stored: nothing classed them.
  "blog-post-redirect": [(s) => `/blog/${s.blogCategory}/${s.blogPost}`, [301, NEVER, null], 301],
  "destinations-post-redirect": [(s) => `/destinations/${s.guideCategory}/${s.guide}`, [301, NEVER, null], 301],
  categories: [() => "/categories", [200, ARTICLE, PAGE_VARY], 200],
  category: [() => "/categories/1/villas", [200, LIST, PRICE_PAGE_VARY], 200],
  properties: [() => "/properties", [200, SEARCH, PRICE_PAGE_VARY], 200],
  "property-redirect": [(s) => `/properties/${s.property.id}`, [301, NEVER, null], 301],
  property: [(s) => `/properties/${s.property.id}/${s.property.slug}`, [200, SEARCH, PRICE_PAGE_VARY], 200],
  checkout: [
    (s) =>
      `/properties/${s.property.id}/${s.property.slug}/checkout?${new URLSearchParams({ ...stayDates(300, 2), guests: "2" })}`,
    [200, PERSONAL, null],
    200,
  ],
  "legacy-checkout": [(s) => `/checkout?id=${s.property.id}&slug=${s.property.slug}`, [301, NEVER, null], 301],
  rental: [() => "/rentals/algarve", [200, ARTICLE, PRICE_PAGE_VARY], 200],
  // Owner pages: personal for everyone; a visitor sees the sign-in gate.
  "owner-listings": [() => "/owner/listings", [200, PERSONAL, null], 200],
  "owner-listing": [(s) => `/owner/listings/${s.property.id}`, [200, PERSONAL, null], 200],
  "publish-my-property": [() => "/publish-my-property", [200, PERSONAL, null], 200],
  "upload-my-pricing": [() => "/upload-my-pricing", [200, PERSONAL, null], 200],
  "check-in-information": [() => "/check-in-information", [200, PERSONAL, null], 200],
  "channel-manager-connection": [() => "/channel-manager-connection", [200, PERSONAL, null], 200],
  "owner-reservations": [() => "/owner/reservations", [200, PERSONAL, null], 200],
  // A traveller signed in sees the owner gate too.
  "owner-calendar": [(s) => `/owner/calendar/${s.property.id}`, [200, PERSONAL, null], 200],
  "interhome-success": [() => "/interhome/success?reference=IH-42&status=confirmed", [200, PERSONAL, null], 200],
  "interhome-failure": [() => "/interhome/failure?reference=IH-42&status=payment_failed", [200, PERSONAL, null], 200],
  sitemap: [() => "/sitemap", [200, PAGE, PAGE_VARY], 200],
  "sitemap-category": [() => "/sitemap/destinations", [200, SITEMAP, PAGE_VARY], 200],
  "sitemap-page": [() => "/sitemap/destinations/algarve", [200, SITEMAP, PAGE_VARY], 200],
  // Pages for signed-in visitors send a visitor to sign in: that redirect is personal too.
  profile: [() => "/profile", [302, PERSONAL, null], 200],
  roles: [() => "/roles", [302, PERSONAL, null], 200],
  "property-placeholder": [() => "/property", [200, PAGE, PAGE_VARY], 200],
  wishlists: [() => "/wishlists", [302, PERSONAL, null], 200],
  wishlist: [(s) => `/wishlists/${s.wishlist}`, [302, PERSONAL, null], 200],
  booking: [(s) => `/bookings/${s.booking}`, [302, PERSONAL, null], 200],
  "booking-cancel": [(s) => `/bookings/${s.booking}/cancel`, [302, PERSONAL, null], 200],
  "booking-receipt": [(s) => `/bookings/${s.booking}/receipt`, [302, PERSONAL, null], 200],
  trips: [() => "/trips", [302, PERSONAL, null], 200],
  // The link's token is in the address: never stored, signed in or not.
  "set-password": [() => "/set-password?token=abc", [200, PERSONAL, null], 200],
};

const RESOURCES: Record<string, Expected> = {
  consent: [() => "/consent", [302, NEVER, null], 302],
  logout: [() => "/logout", [302, NEVER, null], 302],
  "sitemap-xml": [() => "/sitemap.xml", [200, SITEMAP, "Cookie"], 200],
  "sitemap-child": [() => "/sitemaps/properties-1.xml", [200, SITEMAP, "Cookie"], 200],
  "robots-txt": [() => "/robots.txt", [200, FILE, "Cookie"], 200],
  "build-json": [() => "/build.json", [200, NEVER, null], 200],
  // The booking box's quote of a stay: as public and as fresh as the property page it belongs to.
  "property-quote": [
    (s) =>
      `/properties/${s.property.id}/${s.property.slug}/quote?${new URLSearchParams({ ...stayDates(300, 2), guests: "2" })}`,
    [200, SEARCH, "Cookie"],
    200,
  ],
  // A booking's calendar file: as personal as the booking page.
  "booking-calendar": [(s) => `/bookings/${s.booking}/calendar.ics`, [302, PERSONAL, null], 200],
  // The owner's reservations as a file: a visitor signs in first; a traveller's account is refused.
  "owner-reservations-csv": [() => "/owner/reservations.csv", [302, PERSONAL, null], 403],
  // A property's calendar file: its owner's only (a visitor signs in; a traveller finds nothing).
  "owner-calendar-ics": [(s) => `/owner/calendar/${s.property.id}/calendar.ics`, [302, PERSONAL, null], 404],
  // Address suggestions for the publish wizard: owners only (a traveller's token is refused upstream).
  "owner-geocode": [() => "/owner/geocode?q=12+Harbour+Lane%2C+Algarve", [401, PERSONAL, null], 403],
  "not-found": [() => "/no-such-page", [404, NEVER, null], 404],
};

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await (await fetch(`${API}${path}`, init)).json()) as T;
}

type Entities<T> = { data: { entities: T[] } };

beforeAll(async () => {
  request = await siteHandler();
  const guestToken = await signIn("guest");
  const auth = { headers: { Authorization: `Bearer ${guestToken}` } };
  const [properties, posts, guides, categories, guideCategories, wishlists] = await Promise.all([
    json<Entities<{ id: number; slug: string }>>("/properties?per_page=1"),
    json<Entities<{ slug: string; category: { slug: string } }>>("/site-posts?destination=0&page=1"),
    json<Entities<{ slug: string; category: { slug: string } }>>("/site-posts?destination=1&page=1"),
    json<Entities<{ slug: string }>>("/site-posts/categories?destination=0"),
    json<Entities<{ slug: string }>>("/site-posts/categories?destination=1"),
    json<Entities<{ id: number }>>("/guest/wishlists", auth),
  ]);
  const property = properties.data.entities[0]!;
  const booked = await json<{ data: { id: number } }>("/guest/bookings", {
    method: "POST",
    headers: { ...auth.headers, "Idempotency-Key": "route-caching-booking" },
    body: new URLSearchParams({
      property_id: String(property.id),
      check_in: day(520),
      check_out: day(523),
      guests: "1",
      first_name: "Grace",
      last_name: "Guest",
      email: "guest@example.com",
      payment_method_id: "1",
    }),
  });
  sample = {
    property: { id: property.id, slug: property.slug },
    blogPost: posts.data.entities[0]!.slug,
    guide: guides.data.entities[0]!.slug,
    blogCategory: categories.data.entities[0]!.slug,
    guideCategory: guideCategories.data.entities[0]!.slug,
    wishlist: wishlists.data.entities[0]!.id,
    booking: booked.data.id,
    guestToken,
  };
});

function routeIds(): string[] {
  return (routes as unknown as { id: string }[]).map((route) => route.id);
}

const cases = [
  ...Object.entries(PAGES).flatMap(([name, expected]) => [
    [name, expected, ""] as const,
    [`amp/${name}`, expected, "/amp"] as const,
  ]),
  ...Object.entries(RESOURCES).map(([name, expected]) => [name, expected, ""] as const),
];

describe("the cache policy of every route (app/lib/cache-policy.ts)", () => {
  it("the table covers every route of app/routes.ts, bare and /amp", () => {
    expect(cases.map(([id]) => id).sort()).toEqual(routeIds().sort());
  });

  it.each(cases)("%s: anonymous and signed-in answers", async (_id, [path, anonymous, signedInStatus], prefix) => {
    const url = `${prefix}${path(sample)}`.replace(/^\/amp\/$/, "/amp");
    // A visitor who opened a checkout before: no cookie is set now, so each page's own class shows.
    const visitor = await request(url, { headers: { "User-Agent": DESKTOP, Cookie: `checkout_secret=${RETURNING}` } });
    const body = await visitor.text();
    expect([visitor.status, visitor.headers.get("Cache-Control"), visitor.headers.get("Vary")], url).toEqual(anonymous);
    // Nothing personal in what a shared cache may keep: no form key, no cookie set.
    if (visitor.headers.get("Cache-Control")?.startsWith("public")) {
      expect(body).not.toContain("idempotency_key");
      expect(visitor.headers.get("Set-Cookie")).toBeNull();
    }

    const member = await request(url, {
      headers: { "User-Agent": DESKTOP, Cookie: `auth_token=${sample.guestToken}; cookie_consent=granted` },
    });
    await member.arrayBuffer();
    expect([member.status, member.headers.get("Cache-Control"), member.headers.get("Vary")], url).toEqual([
      signedInStatus,
      PERSONAL,
      null,
    ]);
    logs.discardSiteLogs();
  });
});

import { devices } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cacheStatus, demoHome, layoutOf } from "./helpers";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** The cookie banner's name (app/components/cookie-banner.tsx). */
const BANNER = 'aria-label="Cookie consent"';
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

/**
 * Two different User-Agent strings of each device class and the layout a property page has
 * for that class (SPEC 2): the first string fills the cache, the second must get the same copy.
 */
const CLASSES = [
  { name: "phone", agents: [devices["Pixel 7"].userAgent, devices["iPhone 15"].userAgent], layout: "mobile-details" },
  {
    name: "desktop",
    agents: [devices["Desktop Chrome"].userAgent, devices["Desktop Firefox"].userAgent],
    layout: "details",
  },
  { name: "crawler", agents: [GOOGLEBOT, BINGBOT], layout: "bot" },
] as const;

test("a phone, a desktop and a crawler each get their own layout through the cache, and their class's copy next time", async ({
  request,
  stack,
}) => {
  // A page no other test opens, so this stack's Varnish has never seen it.
  const home = await demoHome(stack.apiUrl, { page: 9 });
  const url = `/properties/${home.id}/${home.slug}`;
  const fetchAs = async (userAgent: string, extra: Record<string, string> = {}) => {
    const response = await request.get(url, { headers: { "User-Agent": userAgent, ...extra } });
    expect(response.status()).toBe(200);
    return { headers: response.headers(), layout: layoutOf(await response.text()) };
  };

  for (const { name, agents, layout } of CLASSES) {
    const first = await fetchAs(agents[0]);
    expect(first.layout, `${name}: first request`).toBe(layout);
    expect(cacheStatus(first.headers), `${name}: first request`).toBe("MISS");
    expect(first.headers["cache-control"]).toMatch(/public.*s-maxage=\d+/);
  }
  for (const { name, agents, layout } of CLASSES) {
    for (const agent of agents) {
      const again = await fetchAs(agent);
      expect(again.layout, `${name}: ${agent}`).toBe(layout);
      expect(cacheStatus(again.headers), `${name}: ${agent}`).toBe("HIT");
      expect(Number(again.headers.age)).toBeGreaterThanOrEqual(0);
    }
  }

  // The class is Varnish's to compute: a person who claims to be a bot still gets their own layout.
  const claiming = await fetchAs(devices["Desktop Chrome"].userAgent, { "X-Device-Class": "bot" });
  expect(claiming.layout).toBe("details");
});

test("signed-out visitors share a copy whatever analytics cookies they carry; the consent choice has its own", async ({
  request,
  stack,
}) => {
  const home = await demoHome(stack.apiUrl, { page: 10 });
  const url = `/properties/${home.id}/${home.slug}`;
  const fetchWith = async (cookie?: string) => {
    const response = await request.get(url, { headers: cookie ? { Cookie: cookie } : {} });
    expect(response.status()).toBe(200);
    return { status: cacheStatus(response.headers()), html: await response.text() };
  };

  expect((await fetchWith()).status).toBe("MISS");
  const tracked = await fetchWith("_ga=GA1.1.123.456; _gid=GA1.1.789");
  expect(tracked.status).toBe("HIT");
  // The cookie banner is in the page until the visitor chooses; the choice is a copy of its own.
  const chosen = await fetchWith("_ga=GA1.1.123.456; cookie_consent=granted");
  expect(chosen.status).toBe("MISS");
  expect((await fetchWith("cookie_consent=granted")).status).toBe("HIT");
  expect(tracked.html).toContain(BANNER);
  expect(chosen.html).not.toContain(BANNER);
});

test("a page with prices has a copy per display currency and per language, and a chosen currency reaches the app", async ({
  request,
}) => {
  // A search no other test makes, so this stack's Varnish has never seen it: Norwegian homes, in kroner.
  const url = "/properties?destination=Norwegian&sort=price_desc";
  const fetchWith = async (headers: Record<string, string>) => {
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    return { status: cacheStatus(response.headers()), vary: response.headers().vary, html: await response.text() };
  };
  const english = { "Accept-Language": "en-GB" };

  const own = await fetchWith(english);
  expect(own.status).toBe("MISS");
  expect(own.vary).toBe("Accept-Language, X-Device-Class, Cookie, Accept-Encoding");
  expect(own.html).toContain("NOK\u00a0");
  expect(own.html).not.toContain("converted from");
  // The chosen currency is a copy of its own, whatever other cookies come with it.
  const pounds = await fetchWith({ ...english, Cookie: "_ga=GA1.1.123.456; display_currency=GBP" });
  expect(pounds.status).toBe("MISS");
  expect(pounds.html).toContain("converted from NOK\u00a0");
  expect((await fetchWith({ ...english, Cookie: "display_currency=GBP; _gid=GA1.1.789" })).status).toBe("HIT");
  // A cookie that names no currency is dropped before the cache: the copy without a choice.
  expect((await fetchWith({ ...english, Cookie: "display_currency=gbp" })).status).toBe("HIT");
  // Another language is another copy, written its way.
  const german = await fetchWith({ "Accept-Language": "de-DE" });
  expect(german.status).toBe("MISS");
  expect(german.html).toMatch(/\d\u00a0NOK/);
});

test("a property's pictures come from the site's own origin, through the cache, for signed-in visitors too", async ({
  request,
  stack,
}) => {
  const home = await demoHome(stack.apiUrl, { page: 11 });
  const html = await (await request.get(`/properties/${home.id}/${home.slug}`)).text();
  const src = /<img [^>]*fetchPriority="high"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(src).toMatch(new RegExp(`^/pictures/images/properties/${home.id}-1\\.svg\\?w=\\d+$`));

  const first = await request.get(src);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/webp");
  expect(first.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(first.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(cacheStatus(first.headers())).toBe("MISS");

  // A signed-in visitor's page is never cached, but the picture on it is the same for everyone.
  const signedIn = await request.get(src, { headers: { Cookie: "auth_token=any-token; cookie_consent=granted" } });
  expect(signedIn.status()).toBe(200);
  expect(cacheStatus(signedIn.headers())).toBe("HIT");
  expect((await signedIn.body()).equals(await first.body())).toBe(true);
});

import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { stayDates, yearFromNow } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

/**
 * What a shared cache must never mix up, through the production build in process: the
 * booking's idempotency key (one per visitor and form), a 429's Retry-After, and the device
 * class a page was rendered for.
 */

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

/** Every Idempotency-Key a booking call (POST /guest/bookings or, not signed in, POST /bookings) received, in order. */
const bookingKeys: string[] = [];
api.events.on("request:start", ({ request: upstream }) => {
  if (upstream.method === "POST" && ["/guest/bookings", "/bookings"].includes(new URL(upstream.url).pathname))
    bookingKeys.push(upstream.headers.get("Idempotency-Key") ?? "(none)");
});

beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  bookingKeys.length = 0;
  logs.discardSiteLogs();
});

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const EXPIRY = `08/${String(yearFromNow(3) % 100).padStart(2, "0")}`;

/** A home free for the stay, and its checkout URL. */
async function checkoutFor(fromDays: number, nights: number): Promise<string> {
  const stay = new URLSearchParams({ ...stayDates(fromDays, nights), guests: "2" });
  const answer = (await (await fetch(`${API}/properties?${stay}&per_page=1`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  const home = answer.data.entities[0]!;
  return `/properties/${home.id}/${home.slug}/checkout?${stay}`;
}

/** The form key of a rendered checkout form and the cookies that came with it. */
async function openCheckout(url: string, cookie = "") {
  const response = await request(url, { headers: { "User-Agent": DESKTOP, ...(cookie ? { Cookie: cookie } : {}) } });
  const html = await response.text();
  const formKey = /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
  const secret = response.headers
    .getSetCookie()
    .map((cookieLine) => /^checkout_secret=([^;]+)/.exec(cookieLine)?.[1])
    .find(Boolean);
  return { response, html, formKey: formKey!, secret };
}

function book(url: string, formKey: string, cookie: string, email: string) {
  return request(url, {
    method: "POST",
    headers: { "User-Agent": DESKTOP, Cookie: cookie },
    body: new URLSearchParams({
      first_name: "Ada",
      last_name: "Visitor",
      email,
      phone: "+44 20 7946 0958",
      payment: "new",
      card_number: "4242424242424242",
      card_expiry: EXPIRY,
      card_cvc: "123",
      terms: "on",
      idempotency_key: formKey,
    }),
  });
}

describe("the booking's idempotency key is bound to the visitor", () => {
  it("two anonymous visitors opening the same checkout get different keys and a booking attempt each; the key is in no response", async () => {
    const url = await checkoutFor(330, 2);
    const first = await openCheckout(url);
    const second = await openCheckout(url);
    for (const visit of [first, second]) {
      expect(visit.response.status).toBe(200);
      expect(visit.response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(visit.formKey).toMatch(/^[\w-]{16,64}$/);
      expect(visit.secret).toMatch(/^[\w-]{43}$/);
    }
    expect(second.formKey).not.toBe(first.formKey);
    expect(second.secret).not.toBe(first.secret);

    const booked = [
      await book(url, first.formKey, `checkout_secret=${first.secret}`, `first-${crypto.randomUUID()}@example.com`),
      await book(url, second.formKey, `checkout_secret=${second.secret}`, `second-${crypto.randomUUID()}@example.com`),
    ];
    // Two booking attempts of their own: the first visitor books, the second is told the nights
    // are taken (409, the checkout's re-check: docs/decisions/016), instead of being handed the
    // first visitor's booking.
    expect(booked.map((answer) => answer.status)).toEqual([200, 409]);
    expect(await booked[1]!.text()).toContain(
      "is no longer available: some of its nights were booked or closed by the host.",
    );
    expect(bookingKeys).toHaveLength(2);
    expect(bookingKeys[1]).not.toBe(bookingKeys[0]);
    // The key the API saw is in no page at all; the form key alone is not it.
    for (const key of bookingKeys) {
      expect(key).not.toBe(first.formKey);
      expect(first.html + second.html).not.toContain(key);
    }
  });

  it("the same copy of the form in two visitors' hands (a cache that ignored private) gives each a booking attempt of their own", async () => {
    const url = await checkoutFor(345, 2);
    const page = await openCheckout(url);
    const other = await openCheckout(url);
    const answers = [
      await book(url, page.formKey, `checkout_secret=${page.secret}`, `one-${crypto.randomUUID()}@example.com`),
      await book(url, page.formKey, `checkout_secret=${other.secret}`, `two-${crypto.randomUUID()}@example.com`),
    ];
    expect(bookingKeys).toHaveLength(2);
    expect(bookingKeys[1]).not.toBe(bookingKeys[0]);
    // The second booking is refused for the dates, not handed the first visitor's booking.
    expect(answers.map((answer) => answer.status)).toEqual([200, 409]);
  });

  it("a reload and a double submit by the same visitor book once", async () => {
    const url = await checkoutFor(360, 2);
    const email = `twice-${crypto.randomUUID()}@example.com`;
    const opened = await openCheckout(url);
    const cookie = `checkout_secret=${opened.secret}`;
    // The reload keeps the visitor's secret (no new cookie) and renders a new form key.
    const reloaded = await openCheckout(url, cookie);
    expect(reloaded.secret).toBeUndefined();
    expect(reloaded.formKey).not.toBe(opened.formKey);

    const firstSubmit = await book(url, reloaded.formKey, cookie, email);
    expect(firstSubmit.status).toBe(200);
    const reference = /Reference (HB-\d+)/.exec(await firstSubmit.text())?.[1];
    expect(reference).toBeTruthy();
    // The second submit of the same form (a visitor who is not signed in: nobody was signed in).
    expect(firstSubmit.headers.getSetCookie().filter((line) => line.startsWith("auth_token="))).toEqual([]);
    const secondSubmit = await book(url, reloaded.formKey, cookie, email);
    expect(secondSubmit.status).toBe(200);
    expect(/Reference (HB-\d+)/.exec(await secondSubmit.text())?.[1]).toBe(reference);
    expect(bookingKeys).toHaveLength(2);
    expect(bookingKeys[1]).toBe(bookingKeys[0]);
  });

  it("a post without the visitor's secret books nothing and asks for a reload", async () => {
    const url = await checkoutFor(375, 2);
    const opened = await openCheckout(url);
    const answer = await book(url, opened.formKey, "", `nocookie-${crypto.randomUUID()}@example.com`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("This form has expired. Please reload the page and try again.");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(bookingKeys).toHaveLength(0);
  });
});

describe("headers set by an action reach the page", () => {
  it("the sign-in rate limit's 429 keeps its Retry-After in the HTML answer (no JavaScript) and the data answer", async () => {
    const attempt = (path: string) =>
      request(path, {
        method: "POST",
        headers: { "User-Agent": DESKTOP },
        body: new URLSearchParams({
          intent: "login",
          type: "guest",
          email: "retry-after@example.com",
          password: "wrong",
        }),
      });
    const statuses: number[] = [];
    for (let count = 0; count < 5; count += 1) statuses.push((await attempt("/login")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const page = await attempt("/login");
    expect(page.status).toBe(429);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("Too many attempts.");

    const fetcher = await attempt("/login.data");
    expect(fetcher.status).toBe(429);
    expect(Number(fetcher.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(fetcher.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("the device class a page is cached by", () => {
  const layoutOf = async (response: Response) => /data-layout="([\w-]+)"/.exec(await response.text())?.[1];

  it("a phone, a desktop and a crawler get their own layout, and the page says it varies by User-Agent", async () => {
    const answers = await Promise.all(
      [PHONE, DESKTOP, CRAWLER].map((agent) => request("/about-us", { headers: { "User-Agent": agent } })),
    );
    expect(await Promise.all(answers.map(layoutOf))).toEqual(["mobile-details", "search-top", "bot"]);
    for (const answer of answers) expect(answer.headers.get("Vary")).toBe("User-Agent, Cookie");
  });

  it("X-Device-Class from a visitor (no trusted proxy in front) is ignored: no bot copy, no phone copy on request", async () => {
    const asBot = await request("/about-us", { headers: { "User-Agent": DESKTOP, "X-Device-Class": "bot" } });
    expect(await layoutOf(asBot)).toBe("search-top");
    expect(asBot.headers.get("Vary")).toBe("User-Agent, Cookie");
    const asDesktop = await request("/about-us", { headers: { "User-Agent": PHONE, "X-Device-Class": "desktop" } });
    expect(await layoutOf(asDesktop)).toBe("mobile-details");
    expect(asDesktop.headers.get("Vary")).toBe("User-Agent, Cookie");
  });
});

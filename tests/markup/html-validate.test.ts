import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { beforeAll, describe, expect, it } from "vitest";
import { siteHandler } from "../resilience/site-handler";
import { stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, signIn } from "../support/demo-api";

// Issue 20: every kind of page, as the production build renders it against the demo API, is
// valid HTML by html-validate's recommended rules, set only to accept how React writes HTML
// (.htmlvalidate.mjs says which and why).

demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;
// The project's own configuration, found from the root as for any file in it.
const validator = new HtmlValidate(new FileSystemConfigLoader());
beforeAll(async () => {
  request = await siteHandler();
});

const DESKTOP = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0", "Accept-Language": "en-GB" };
const PHONE = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Chrome/126.0",
  "Accept-Language": "en-GB",
};
const STAY = new URLSearchParams({ ...stayDates(60, 3), guests: "2" }).toString();

async function page(path: string, headers: Record<string, string> = DESKTOP) {
  const response = await request(path, { headers });
  return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
}

/** Each problem as one readable line, so a failure names the rule, the place and what is wrong. */
async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, `${process.cwd()}/page.html`);
  return report.results
    .flatMap((result) => result.messages)
    .map(
      (message: Message) =>
        `${message.ruleId} at ${message.selector ?? `${message.line}:${message.column}`}: ${message.message}`,
    );
}

/** The stored address of property 1, as its short address redirects to it. */
async function propertyPath(): Promise<string> {
  const { status, location } = await page("/properties/1");
  expect(status).toBe(301);
  return new URL(location!, "http://localhost:3000").pathname;
}

/** The first post the blog lists. */
async function postPath(): Promise<string> {
  const path = /href="(\/blog\/post\/[^"]+)"/.exec((await page("/blog")).html)?.[1];
  expect(path).toMatch(/^\/blog\/post\//);
  return path!;
}

describe("every kind of page is valid HTML", () => {
  it.each([
    ["home", "/"],
    ["search", "/properties"],
    ["search with dates and filters", `/properties?${STAY}&destination=algarve&amenities=Pool&sort=price_asc`],
    ["categories", "/categories"],
    ["a category", "/categories/1/villas"],
    ["the blog", "/blog"],
    ["a blog category", "/blog/travel-tips"],
    ["destination guides", "/destinations"],
    ["sign-in", "/login"],
    ["an information page", "/about-us"],
    ["the contact form", "/contact-us"],
    ["the AMP search", "/amp/properties"],
    ["the AMP home", "/amp"],
  ])("%s (%s)", async (_kind, path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(await problems(html)).toEqual([]);
  });

  it.each([
    ["a property", ""],
    ["a property with a stay chosen", `?${STAY}`],
    ["the AMP property", "amp"],
  ])("%s", async (_kind, variant) => {
    const path = await propertyPath();
    const { status, html } = await page(variant === "amp" ? `/amp${path}` : `${path}${variant}`);
    expect(status).toBe(200);
    expect(await problems(html)).toEqual([]);
  });

  it("the signed-in guest's trips: My trips, a booking, its cancellation and receipt; and set your password", async () => {
    const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${API}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
    const token = await signIn("guest");
    const booked = await post(
      "/guest/bookings",
      {
        property_id: "5",
        ...stayDates(640, 2),
        guests: "2",
        first_name: "Grace",
        last_name: "Guest",
        email: "guest@example.com",
        payment_method_id: "1",
      },
      { Authorization: `Bearer ${token}`, "Idempotency-Key": "html-validate-trips-0001" },
    );
    const { id } = ((await booked.json()) as { data: { id: number } }).data;
    const signedIn = { ...DESKTOP, Cookie: `auth_token=${token}` };
    const found: Record<string, string[]> = {};
    for (const path of ["/trips", `/bookings/${id}`, `/bookings/${id}/cancel`, `/bookings/${id}/receipt`]) {
      const { status, html } = await page(path, signedIn);
      expect(status, path).toBe(200);
      const wrong = await problems(html);
      if (wrong.length) found[path] = wrong;
    }
    const { status, html } = await page("/set-password?token=abc");
    expect(status).toBe(200);
    const wrong = await problems(html);
    if (wrong.length) found["/set-password"] = wrong;
    expect(found).toEqual({});
  });

  it("the owner's reservations, on a desktop and a phone, whole and filtered", async () => {
    const token = await signIn("owner");
    const found: Record<string, string[]> = {};
    for (const [path, device] of [
      ["/owner/reservations", DESKTOP],
      ["/owner/reservations", PHONE],
      ["/owner/reservations?property=&from=2026-02-30&to=", DESKTOP],
    ] as const) {
      const { status, html } = await page(path, { ...device, Cookie: `auth_token=${token}` });
      expect(status, path).toBe(200);
      expect(html, path).toContain("Marco Moretti");
      const wrong = await problems(html);
      if (wrong.length) found[path] = wrong;
    }
    expect(found).toEqual({});
  });

  it("the owner's calendar of a property, on a desktop and a phone", async () => {
    const token = await signIn("owner");
    const mine = await fetch(`${API}/vendor/properties`, { headers: { Authorization: `Bearer ${token}` } });
    const { id } = ((await mine.json()) as { data: { entities: { id: number }[] } }).data.entities[0]!;
    const found: Record<string, string[]> = {};
    for (const [device, headers] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { status, html } = await page(`/owner/calendar/${id}`, { ...headers, Cookie: `auth_token=${token}` });
      expect(status, device).toBe(200);
      expect(html).toContain("Apply to these nights");
      const wrong = await problems(html);
      if (wrong.length) found[device] = wrong;
    }
    expect(found).toEqual({});
  });

  it("the owner pages of issue 21's items 4 to 6: the location step, pricing, check-in and the channel manager", async () => {
    const token = await signIn("agent");
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const basics = {
      title: "Markup Check Cottage",
      category_id: 1,
      summary: "A cottage whose pages are checked for valid HTML.",
      description:
        "A cottage of two rooms under a slate roof, a garden down to the river and a bench by the door for the evening sun.",
    };
    await fetch(`${API}/vendor/property-draft`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ step: "basics", values: basics }),
    });
    const found: Record<string, string[]> = {};
    for (const [path, headers] of [
      ["/publish-my-property?step=location", DESKTOP],
      ["/publish-my-property?step=location", PHONE],
      ["/upload-my-pricing", PHONE],
      ["/check-in-information", PHONE],
      ["/channel-manager-connection", DESKTOP],
    ] as const) {
      const { status, html } = await page(path, { ...headers, Cookie: `auth_token=${token}` });
      expect(status, path).toBe(200);
      const wrong = await problems(html);
      if (wrong.length) found[path] = wrong;
    }
    expect(found).toEqual({});
  });

  it("the signed-in owner's listings and a listing's edit page, each step of it", async () => {
    const token = await signIn("owner");
    const signedIn = { ...DESKTOP, Cookie: `auth_token=${token}` };
    const steps = ["basics", "location", "capacity", "amenities", "pictures", "rules", "prices"];
    const found: Record<string, string[]> = {};
    for (const path of ["/owner/listings", ...steps.map((step) => `/owner/listings/1?step=${step}`)]) {
      const { status, html } = await page(path, signedIn);
      expect(status, path).toBe(200);
      const wrong = await problems(html);
      if (wrong.length) found[path] = wrong;
    }
    expect(found).toEqual({});
  });

  it("the agent's listings, reservations and an owner's calendar, with the owner's name (phone and desktop)", async () => {
    const token = await signIn("agent");
    const listed = await fetch(`${API}/vendor/listings`, { headers: { Authorization: `Bearer ${token}` } });
    const { entities } = ((await listed.json()) as { data: { entities: { id: number; owner_name: string | null }[] } })
      .data;
    const managed = entities.find((listing) => listing.owner_name !== null)!;
    const found: Record<string, string[]> = {};
    for (const path of ["/owner/listings", "/owner/reservations", `/owner/calendar/${managed.id}`])
      for (const headers of [DESKTOP, PHONE]) {
        const { status, html } = await page(path, { ...headers, Cookie: `auth_token=${token}` });
        expect(status, path).toBe(200);
        expect(html, path).toContain("Owner:");
        const wrong = await problems(html);
        if (wrong.length) found[path] = wrong;
      }
    expect(found).toEqual({});
  });

  it("a post", async () => {
    const { status, html } = await page(await postPath());
    expect(status).toBe(200);
    expect(await problems(html)).toEqual([]);
  });

  it("on a phone: home, search and a property", async () => {
    for (const path of ["/", "/properties", await propertyPath()]) {
      const { status, html } = await page(path, PHONE);
      expect(status).toBe(200);
      expect({ path, problems: await problems(html) }).toEqual({ path, problems: [] });
    }
  });

  it("the page that is not found", async () => {
    const { status, html } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(await problems(html)).toEqual([]);
    expect(logs.take()).toEqual([
      "error: [error-page] Page not found (status 404, route not-found, path /no-such-page)",
    ]);
  });
});

import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createHandlers } from "../../mocks/handlers";
import { siteHandler } from "../resilience/site-handler";
import { stayDates, yearFromNow } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer } from "../support/demo-api";

/**
 * Through the production build in process, as a visitor without JavaScript sees it (issue 17):
 * quick sign-up and checkout answer a taken email exactly as they answer a new one, and every
 * refusal of an abuse limit is a 429 with Retry-After on our page, keeping what was typed except
 * the password, card number and CVC.
 */

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;

beforeAll(async () => {
  request = await siteHandler();
});
afterEach(() => {
  logs.discardSiteLogs();
});

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const EXPIRY = `08/${String(yearFromNow(3) % 100).padStart(2, "0")}`;
const TAKEN = "guest@example.com";

/** The demo API afresh (the seeded accounts, nothing booked): two runs meet the same API. */
const freshDemoApi = () => api.resetHandlers(...createHandlers(API));

/** What a visitor reads: the page without its scripts, styles and tags, with `email` written as (email). */
function visibleText(html: string, email: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, " ")
    .replace(/<style\b[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll(email, "(email)")
    .replace(/\s+/g, " ")
    .trim();
}

/** The names of the cookies an answer sets (their values are random or the visitor's own). */
const cookieNames = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split("=")[0])
    .sort();

function post(path: string, fields: Record<string, string>, clientIp: string, cookie = "") {
  return request(
    path,
    {
      method: "POST",
      headers: { "User-Agent": DESKTOP, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    },
    { clientIp },
  );
}

/** A home free for the stay and its checkout URL. */
async function checkoutFor(fromDays: number, nights: number): Promise<string> {
  const stay = new URLSearchParams({ ...stayDates(fromDays, nights), guests: "2" });
  const answer = (await (await fetch(`${API}/properties?${stay}&per_page=1`)).json()) as {
    data: { entities: { id: number; slug: string }[] };
  };
  const home = answer.data.entities[0]!;
  return `/properties/${home.id}/${home.slug}/checkout?${stay}`;
}

/** Opens the checkout as a new visitor: their checkout secret cookie and the form's key. */
async function openCheckout(url: string, clientIp: string) {
  const page = await request(url, { headers: { "User-Agent": DESKTOP } }, { clientIp });
  const html = await page.text();
  const secret = /^checkout_secret=([^;]+)/.exec(page.headers.getSetCookie().join("\n"))?.[1];
  return { cookie: `checkout_secret=${secret}`, formKey: /name="idempotency_key" value="([^"]+)"/.exec(html)![1]! };
}

const visitorDetails = (email: string, card: string) => ({
  first_name: "Ada",
  last_name: "Visitor",
  email,
  phone: "+44 20 7946 0958",
  payment: "new",
  card_number: card,
  card_expiry: EXPIRY,
  card_cvc: "987",
  terms: "on",
});

describe("the same answer whether or not an email has an account", () => {
  it("quick sign-up: status, page text and cookies are the same for a taken and a new email", async () => {
    const answers = [];
    for (const email of [TAKEN, `new-${crypto.randomUUID()}@example.com`]) {
      freshDemoApi();
      const fields = { intent: "quick-store", type: "guest", first_name: "Ada", last_name: "Visitor", email };
      const page = await post("/login?mode=quick-store", fields, "203.0.113.10");
      const data = await post("/login.data", fields, "203.0.113.11");
      answers.push({
        page: [page.status, visibleText(await page.text(), email), cookieNames(page)],
        data: [data.status, (await data.text()).replaceAll(email, "(email)"), cookieNames(data)],
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.page[0]).toBe(200);
    expect(answers[0]!.page[1]).toContain("We have sent a link to that address");
    expect(answers[0]!.page[2]).toEqual([]);
  });

  it("checkout: a declined card, and a booking, read the same for a taken and a new email", async () => {
    for (const card of ["4000000000000002", "4242424242424242"]) {
      const answers = [];
      for (const email of [TAKEN, `new-${crypto.randomUUID()}@example.com`]) {
        freshDemoApi();
        const url = await checkoutFor(120, 2);
        const visitor = await openCheckout(url, "198.51.100.20");
        const answer = await post(
          url,
          { ...visitorDetails(email, card), idempotency_key: visitor.formKey },
          "198.51.100.20",
          visitor.cookie,
        );
        answers.push([answer.status, visibleText(await answer.text(), email), cookieNames(answer)]);
      }
      expect(answers[1]).toEqual(answers[0]);
      if (card.endsWith("0002")) {
        expect(answers[0]![0]).toBe(402);
        expect(answers[0]![1]).toContain("Your card was declined, and nothing was charged.");
      } else {
        expect(answers[0]![0]).toBe(200);
        expect(answers[0]![1]).toContain("Your stay is booked");
        expect(answers[0]![1]).toMatch(/We have emailed the confirmation to \(email\) ?\./);
      }
      // Nobody is signed in by checking out.
      expect(answers[0]![2]).toEqual([]);
    }
  });
});

describe("a refusal of an abuse limit is our page with a 429, Retry-After and the input kept", () => {
  it("sign-in: the email stays in its field, the password is nowhere", async () => {
    const attempt = () =>
      post(
        "/login",
        { intent: "login", type: "guest", email: "limit-page@example.com", password: "hunter2-secret" },
        "192.0.2.70",
      );
    for (let count = 0; count < 5; count += 1) expect((await attempt()).status).toBe(401);
    const page = await attempt();
    const html = await page.text();
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Too many attempts.");
    expect(html).toMatch(/name="email"[^>]*value="limit-page@example.com"/);
    expect(html).not.toContain("hunter2-secret");
  });

  it("password recovery and quick sign-up: the email (and the names) stay in their fields", async () => {
    for (let count = 0; count < 3; count += 1)
      expect(
        (await post("/login", { intent: "password-recover", email: "again@example.com" }, `192.0.2.${80 + count}`))
          .status,
      ).toBe(200);
    const recovery = await post("/login", { intent: "password-recover", email: "again@example.com" }, "192.0.2.90");
    expect(recovery.status).toBe(429);
    expect(Number(recovery.headers.get("Retry-After"))).toBeGreaterThan(3500);
    const recoveryHtml = await recovery.text();
    expect(recoveryHtml).toContain("Too many attempts. Please wait 60 minutes and try again.");
    expect(recoveryHtml).toMatch(/name="email"[^>]*value="again@example.com"/);

    const signUp = { intent: "quick-store", first_name: "Ida", last_name: "Again", email: "again@example.com" };
    for (let count = 0; count < 3; count += 1)
      expect((await post("/login?mode=quick-store", signUp, `192.0.2.${100 + count}`)).status).toBe(200);
    const refused = await post("/login?mode=quick-store", signUp, "192.0.2.110");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    const html = await refused.text();
    for (const [name, value] of Object.entries({ first_name: "Ida", last_name: "Again", email: "again@example.com" }))
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"`));
  });

  it("checkout: the 11th attempt of a visitor keeps every field but the card number and CVC", async () => {
    const url = await checkoutFor(140, 2);
    const visitor = await openCheckout(url, "198.51.100.30");
    const attempt = () =>
      post(
        url,
        { ...visitorDetails("card-tester@example.com", "4000000000000002"), idempotency_key: visitor.formKey },
        "198.51.100.30",
        visitor.cookie,
      );
    for (let count = 0; count < 10; count += 1) expect((await attempt()).status).toBe(402);
    const page = await attempt();
    const html = await page.text();
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Too many attempts. Please wait 60 minutes and try again.");
    expect(html).toMatch(/name="email"[^>]*value="card-tester@example.com"/);
    expect(html).toMatch(/name="card_expiry"[^>]*value="[^"]+"/);
    expect(html).not.toContain("4000000000000002");
    expect(html).not.toContain('value="987"');

    // A new secret from the same address (the cookie thrown away) is a new visitor, up to 30 an hour from it.
    const again = await openCheckout(url, "198.51.100.30");
    const fresh = await post(
      url,
      { ...visitorDetails("card-tester@example.com", "4000000000000002"), idempotency_key: again.formKey },
      "198.51.100.30",
      again.cookie,
    );
    expect(fresh.status).toBe(402);
  });
});

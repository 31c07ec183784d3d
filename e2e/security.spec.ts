import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";
import { API_URL } from "./fixtures";

/** A GET sent byte for byte, so paths like "//host" are not read as URLs by the client. */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(SITE_URL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

test("HTML responses carry a nonce CSP whose nonce is on every script", async ({ request }) => {
  const response = await request.get("/about-us");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await request.get("/about-us");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
});

test("the page hydrates under the CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  await page.goto("/support");
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
  expect(violations.filter((text) => /Content Security Policy|Hydration|did not match/i.test(text))).toEqual([]);
});

/** Another site's page, as its browser announces it. */
const CROSS_SITE = { Origin: "https://evil.example" };

/** A fresh guest of the demo API (its own wishlists, so parallel tests cannot change them). */
async function freshGuest(request: APIRequestContext) {
  const email = `cross-site-${randomUUID()}@example.com`;
  const answer = await request.post(`${API_URL}/guest/quick_store`, {
    form: { first_name: "Cross", last_name: "Site", email, password: "password123" },
  });
  expect(answer.status()).toBe(200);
  const token = ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  return { email, token };
}

/** The guest's wishlist names, read from the demo API itself. */
async function wishlistNames(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get(`${API_URL}/guest/wishlists?per_page=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { entities: { name: string }[] } }).data.entities.map(
    (wishlist) => wishlist.name,
  );
}

test.describe("a cross-site POST is refused before anything happens", () => {
  // The refusal's status and body are soft: the checks that nothing happened run even when they fail.
  test("a page action: React Router's origin check answers 400 'Bad Request' and no wishlist is created", async ({
    request,
  }) => {
    const { token } = await freshGuest(request);
    const session = { Cookie: `auth_token=${token}` };
    const create = { intent: "create", name: "Planted by another site" };
    expect(await wishlistNames(request, token)).toEqual([]);

    const refused = await request.post("/wishlists", {
      form: create,
      headers: { ...CROSS_SITE, ...session },
      maxRedirects: 0,
    });
    expect.soft(refused.status()).toBe(400);
    expect.soft(await refused.text()).toBe("Bad Request");
    expect(refused.headers()["set-cookie"]).toBeUndefined();
    expect(await wishlistNames(request, token)).toEqual([]);

    // The same form from the site itself does create it: the refusal, not the form, kept the list empty.
    const own = await request.post("/wishlists", {
      form: create,
      headers: { Origin: SITE_URL, ...session },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    expect(await wishlistNames(request, token)).toEqual(["Planted by another site"]);
  });

  test("a sign-in or sign-up from another site: 400 'Bad Request', no cookie, no account", async ({ request }) => {
    const { email } = await freshGuest(request);
    const signIn = await request.post("/login", {
      form: { intent: "login", type: "guest", email, password: "password123" },
      headers: CROSS_SITE,
      maxRedirects: 0,
    });
    expect.soft(signIn.status()).toBe(400);
    expect.soft(await signIn.text()).toBe("Bad Request");
    expect(signIn.headers()["set-cookie"]).toBeUndefined();

    const newEmail = `cross-site-${randomUUID()}@example.com`;
    const signUp = await request.post("/login", {
      form: { intent: "quick-store", first_name: "Eve", last_name: "Elsewhere", email: newEmail },
      headers: CROSS_SITE,
      maxRedirects: 0,
    });
    expect.soft(signUp.status()).toBe(400);
    expect.soft(await signUp.text()).toBe("Bad Request");
    expect(signUp.headers()["set-cookie"]).toBeUndefined();
    // The demo API still has no account with that email: signing it up now works (it answers 422 for a taken email).
    const direct = await request.post(`${API_URL}/guest/quick_store`, {
      form: { first_name: "Eve", last_name: "Elsewhere", email: newEmail },
    });
    expect(direct.status()).toBe(200);

    // The same sign-in from the site itself issues the session cookie.
    const own = await request.post("/login", {
      form: { intent: "login", type: "guest", email, password: "password123" },
      headers: { Origin: SITE_URL },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    expect(own.headers()["set-cookie"]).toMatch(/^auth_token=/m);
  });

  test("a resource route: the security middleware answers 403 'Cross-site request refused' and sets no cookie", async ({
    request,
  }) => {
    const { token } = await freshGuest(request);
    const consent = await request.post("/consent", {
      form: { choice: "granted" },
      headers: CROSS_SITE,
      maxRedirects: 0,
    });
    expect.soft(consent.status()).toBe(403);
    expect.soft(await consent.text()).toBe("Cross-site request refused");
    expect(consent.headers()["set-cookie"]).toBeUndefined();
    // A cross-site logout would clear the session cookie: nothing is set.
    const logout = await request.post("/logout", {
      form: { redirectTo: "/" },
      headers: { ...CROSS_SITE, Cookie: `auth_token=${token}` },
      maxRedirects: 0,
    });
    expect.soft(logout.status()).toBe(403);
    expect.soft(await logout.text()).toBe("Cross-site request refused");
    expect(logout.headers()["set-cookie"]).toBeUndefined();
    // From the site itself, the same logout clears the cookie.
    const own = await request.post("/logout", {
      form: { redirectTo: "/" },
      headers: { Origin: SITE_URL, Cookie: `auth_token=${token}` },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(303);
    expect(own.headers()["set-cookie"]).toMatch(/^auth_token=;/m);
  });

  test("without an Origin, a cross-site Sec-Fetch-Site gets the middleware's 403 on a page action too, and nothing is created", async ({
    request,
  }) => {
    const { token } = await freshGuest(request);
    const refused = await request.post("/wishlists", {
      form: { intent: "create", name: "Planted without an Origin" },
      headers: { "Sec-Fetch-Site": "cross-site", Cookie: `auth_token=${token}` },
      maxRedirects: 0,
    });
    expect.soft(refused.status()).toBe(403);
    expect.soft(await refused.text()).toBe("Cross-site request refused");
    expect(refused.headers()["set-cookie"]).toBeUndefined();
    expect(await wishlistNames(request, token)).toEqual([]);
  });
});

test("HEAD works", async ({ request }) => {
  const response = await request.head("/about-us");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
});

const MALFORMED = [
  "/%E0%A4%A",
  "/%5C",
  "//evil.example",
  "//evil.example/a_b",
  `/${"a".repeat(6000)}`,
  "/properties/not-a-number",
  "/categories/abc/slug",
];

// An unusable page number is no refusal: the list's first page, under its own address (issue 18).
for (const [path, canonical] of [
  ["/blog?page=-1", "/blog"],
  ["/blog?page=99999999999", "/blog"],
  ["/properties?page=abc", "/properties"],
] as const) {
  test(`an unusable page number is page 1 with a canonical without it: ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${canonical}`);
  });
}

for (const path of MALFORMED) {
  test(`malformed input gets a 4xx, never a 5xx: ${path.slice(0, 40)}`, async () => {
    const { status, location } = await rawGet(path);
    if (status === 301) {
      // Only the underscore rule may answer, and never towards another host.
      expect(location).toMatch(/^\/[^/\\]/);
    } else {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
}

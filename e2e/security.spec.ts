import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { SITE_URL } from "../playwright.config";

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

test("a cross-site POST is refused before anything happens", async ({ request }) => {
  const response = await request.post("/consent", {
    form: { choice: "granted" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  const page = await request.post("/contact-us", {
    form: { name: "Eve" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // React Router's own origin check answers page actions first; either way nothing runs.
  expect([400, 403]).toContain(page.status());
});

test("HEAD works", async ({ request }) => {
  const response = await request.head("/about-us");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
});

const MALFORMED = ["/%E0%A4%A", "/%5C", "//evil.example", "//evil.example/a_b", `/${"a".repeat(6000)}`, "/properties/not-a-number", "/categories/abc/slug", "/blog?page=-1", "/blog?page=99999999999", "/properties?page=abc"];

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

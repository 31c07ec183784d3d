import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, demoData } from "./fixtures";
import { stayQuery } from "./support/clock";
import { SITE_URL } from "../playwright.config";

/** WCAG 2.1 A and AA rules, checked by axe-core on every page template. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

test.describe("accessibility (axe-core): zero violations on every page template", () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
  });

  type DemoData = Awaited<ReturnType<typeof demoData>>;
  /** One test per page, so a slow page under load does not take the others' time. */
  const publicPages: [string, (data: DemoData) => string][] = [
    ["home", () => "/"],
    ["search", () => "/properties?destination=Portugal"],
    ["a property", ({ property }) => `/properties/${property.id}/${property.slug}`],
    ["checkout", ({ property }) => `/properties/${property.id}/${property.slug}/checkout?${stayQuery(161, 4)}`],
    ["the blog", () => "/blog"],
    ["a post", ({ post }) => `/blog/post/${post.slug}`],
    ["destinations", () => "/destinations"],
    ["a destination guide", ({ guide }) => `/destinations/post/${guide.slug}`],
    ["categories", () => "/categories"],
    ["a category", ({ category }) => `/categories/${category.id}/${category.slug}`],
    ["about us", () => "/about-us"],
    ["contact us", () => "/contact-us"],
    ["support", () => "/support"],
    ["owner support", () => "/owner-support"],
    ["sign-in", () => "/login"],
    ["privacy policy", () => "/privacy-policy"],
    ["the site map", () => "/sitemap"],
    ["publish my property (signed out)", () => "/publish-my-property"],
    ["not found", () => "/no-such-page"],
  ];
  for (const [name, pathOf] of publicPages) {
    test(`public template: ${name}`, async ({ page, request }) => {
      await page.goto(pathOf(await demoData(request)));
      await expect(page.locator("main, #main").first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("signed-in templates: wishlists and the owner pages", async ({ page, context, request }) => {
    const login = await request.post(`${API_URL}/vendor/login_json`, {
      form: { email: "2fa@example.com", password: "password123" },
    });
    const pending = (
      (await login.json()) as { data: { result: { two_factor_required?: boolean; two_factor_token?: string } } }
    ).data.result;
    expect(pending.two_factor_required).toBe(true);
    const verified = await request.post(`${API_URL}/two_factor_auth`, {
      form: { two_factor_token: pending.two_factor_token ?? "", code: "123456" },
    });
    const token = ((await verified.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
    await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
    const found: Record<string, unknown> = {};
    for (const path of [
      "/wishlists",
      "/profile",
      "/owner/listings",
      "/publish-my-property",
      "/upload-my-pricing",
      "/check-in-information",
      "/channel-manager-connection",
      "/owner/reservations",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const problems = await violations(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });

  test("the owner's calendar of a property, at 360 and 1280 px", async ({ page, context, request }) => {
    const login = await request.post(`${API_URL}/vendor/login_json`, {
      form: { email: "owner@example.com", password: "password123" },
    });
    const token = ((await login.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
    const mine = await request.get(`${API_URL}/vendor/properties`, { headers: { Authorization: `Bearer ${token}` } });
    const { id } = ((await mine.json()) as { data: { entities: { id: number }[] } }).data.entities[0]!;
    await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
    const found: Record<string, unknown> = {};
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/owner/calendar/${id}`);
      await expect(page.getByRole("button", { name: "Apply to these nights" })).toBeVisible();
      const problems = await violations(page);
      if (problems.length) found[width] = problems;
    }
    expect(found).toEqual({});
  });
});

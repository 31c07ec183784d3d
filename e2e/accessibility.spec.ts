import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { demoData } from "./fixtures";
import { stayQuery } from "./support/clock";
import { apiData } from "./support/demo-api";
import { type Role } from "./support/roles";
import { SITE_URL } from "../playwright.config";

/**
 * Zero axe-core violations (WCAG 2.1 A and AA, best practice) on every page template, each page in
 * a test of its own, so that a slow page under load takes no other page's time. Templates checked
 * in a spec of their own are not checked again here: the search page with its map drawn
 * (map.spec.ts, 'desktop: zero axe violations on the search page with the map shown') and a
 * property at 360 and 1280 px (property-page.spec.ts, 'the page passes axe and its largest photo
 * loads first').
 */
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

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
});

type DemoData = Awaited<ReturnType<typeof demoData>>;

test.describe("public templates", () => {
  const publicPages: [string, (data: DemoData) => string][] = [
    ["home", () => "/"],
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
    test(name, async ({ page, request }) => {
      await page.goto(pathOf(await demoData(request)));
      await expect(page.locator("main, #main").first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

/** A signed-in traveller's pages, and an owner's, with the homes and bookings they show. */
const SIGNED_IN_PAGES: [Role, string[]][] = [
  ["guest", ["/wishlists", "/profile"]],
  [
    "owner",
    [
      "/owner/listings",
      "/publish-my-property",
      "/upload-my-pricing",
      "/check-in-information",
      "/channel-manager-connection",
      "/owner/reservations",
    ],
  ],
];

for (const [role, paths] of SIGNED_IN_PAGES) {
  test.describe(`signed in as the ${role}`, () => {
    test.use({ signedInAs: role });

    for (const path of paths) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

for (const width of [360, 1280]) {
  test.describe(`the owner's calendar of a property at ${width} px`, () => {
    test.use({ signedInAs: "owner", viewport: { width, height: 900 } });

    test("/owner/calendar/:id", async ({ page, request }) => {
      const { entities } = await apiData<{ entities: { id: number }[] }>(request, "/vendor/properties", "owner");
      await page.goto(`/owner/calendar/${entities[0]!.id}`);
      await expect(page.getByRole("button", { name: "Apply to these nights" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

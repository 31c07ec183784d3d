import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { noAxeViolations, shoot } from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * Issue 21, item 1 ("and of the agent's owners"): signed in as the demo agent (agent@example.com),
 * who works for Tessa Twofactor (2fa@example.com). Her two homes are in the agent's listings with
 * her name, the calendar of one opens from its row, and the reservations filtered to her older
 * home show Lena Lindqvist's seeded upcoming stay there (mocks/seed/bookings.ts), named hers. On
 * a 360 px phone and a 1280 px desktop. Reads only: nothing here changes the demo's data.
 */

const OWNER_LINE = "Owner: Tessa Twofactor";

interface Listing {
  id: number;
  title: string;
  status: string;
  owner_name: string | null;
  destination: { name: string };
}

/** The agent's API token, from the API: the site's sign-in form allows an account 5 attempts a minute. */
async function agentToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API_URL}/vendor/login_json`, {
    form: { email: "agent@example.com", password: "password123" },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
}

/** The first page of the agent's listings (newest first), as the API lists it. */
async function firstListings(request: APIRequestContext, token: string): Promise<Listing[]> {
  const answer = await request.get(`${API_URL}/vendor/listings`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { entities: Listing[] } }).data.entities;
}

/** A listing's row, by its exact title. */
const rowOf = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `Edit ${title}`, exact: true }) });

/** What the visitor sees: the desktop's table or the phone's cards, never both. */
const shown = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true }).filter({ visible: true });

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

for (const [viewName, view] of [
  ["phone 360", PHONE],
  ["desktop 1280", DESKTOP],
] as const) {
  test.describe(`the agent's owner's homes on a ${viewName}`, () => {
    test.use(view);

    test("listings name the owner, her home's calendar opens from its row, her reservations show her guest", async ({
      page,
      request,
    }, testInfo) => {
      const width = view.viewport.width;
      const token = await agentToken(request);
      // Signed in, and the cookie question answered, so the bar covers nothing in the screenshots.
      await page.context().addCookies([
        { name: "auth_token", value: token, url: SITE_URL },
        { name: "cookie_consent", value: "denied", url: SITE_URL },
      ]);
      const listings = await firstListings(request, token);
      // Tessa's two homes were the agent's newest, so they open the first page, newest first.
      const hers = listings.filter((listing) => listing.owner_name === "Tessa Twofactor");
      expect(hers).toHaveLength(2);
      const [newer, older] = hers as [Listing, Listing];
      const own = listings.find((listing) => listing.owner_name === null && listing.status === "published")!;

      await page.goto("/owner/listings");
      await expect(page.getByRole("heading", { name: "Your listings", level: 1 })).toBeVisible();
      for (const listing of [newer, older])
        await expect(rowOf(page, listing.title).getByText(OWNER_LINE)).toBeVisible();
      await expect(rowOf(page, own.title)).toBeVisible();
      await expect(rowOf(page, own.title).getByText("Owner:")).toHaveCount(0);
      await noSidewaysScroll(page);
      await shoot(page, testInfo, `agent-listings-${width}`);
      await rowOf(page, newer.title).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`agent-listings-${width}-screen.png`) });
      await noAxeViolations(page);

      // Her older home's calendar, from its row.
      await rowOf(page, older.title)
        .getByRole("link", { name: `Calendar of ${older.title}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/owner/calendar/${older.id}$`));
      await expect(page.getByRole("heading", { name: older.title, level: 1 })).toBeVisible();
      await expect(page.getByText(OWNER_LINE)).toBeVisible();
      await expect(page.getByRole("button", { name: "Apply to these nights" })).toBeVisible();
      await noSidewaysScroll(page);
      await shoot(page, testInfo, `agent-calendar-${width}`);

      // Her reservations: the filter offers her homes by name; filtered to the older one, Lena's stay there.
      await page.goto("/owner/reservations");
      const property = page.getByLabel("Property");
      await property.selectOption({ label: `${older.title} (${older.destination.name}), owner Tessa Twofactor` });
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]property=${older.id}(&|$)`));
      const upcoming = page.getByRole("region", { name: /^Upcoming/ });
      await expect(shown(upcoming, "Lena Lindqvist")).toHaveCount(1);
      // The desktop's cell holds the title with the place and owner line; the phone's card a line of its own.
      await expect(upcoming.getByText(older.title).filter({ visible: true })).toHaveCount(1);
      await expect(upcoming.getByText(OWNER_LINE).filter({ visible: true })).toHaveCount(1);
      await noSidewaysScroll(page);
      await shoot(page, testInfo, `agent-reservations-${width}`);
      await upcoming.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`agent-reservations-${width}-screen.png`) });
      await noAxeViolations(page);
    });
  });
}

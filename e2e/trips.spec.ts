import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { cardExpiry, stayQuery } from "./support/clock";
import {
  freeHomeWithPolicy,
  newGuest,
  noAxeViolations,
  payAtCheckout,
  shoot,
  signIn,
  tripAfterBooking,
} from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * Issue 20, item 2: after booking. A signed-in guest books a stay, finds it in My trips, opens
 * its booking page, gets the receipt and the calendar file, cancels it after seeing the refund
 * and sees the cancelled state; on a 360 px phone and a 1280 px desktop, with and without
 * JavaScript. And a visitor's first booking sends a set-your-password link that lets them sign in.
 */

for (const [viewName, view, offset] of [
  ["phone 360", PHONE, 0],
  ["desktop 1280", DESKTOP, 20],
] as const) {
  for (const javaScriptEnabled of [true, false]) {
    const mode = javaScriptEnabled ? "js" : "no-js";
    test.describe(`trips on a ${viewName}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ ...view, javaScriptEnabled });

      test("book, find it in My trips, receipt, calendar file, cancel and see the refund", async ({
        page,
        context,
        request,
      }, testInfo) => {
        test.setTimeout(90_000);
        await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
        const from = 600 + offset + (javaScriptEnabled ? 0 : 10);
        const stay = stayQuery(from, 3);
        const home = await freeHomeWithPolicy(request, stay);
        const guest = await newGuest(request, `trips-${mode}`);

        // Book as the signed-in guest.
        await signIn(page, guest.email, guest.password, `/properties/${home.id}/${home.slug}/checkout?${stay}`);
        await payAtCheckout(page, javaScriptEnabled);
        await tripAfterBooking(page, testInfo, { home, from, nights: 3, javaScriptEnabled });
      });
    });
  }
}

test.describe("a visitor's first booking: the set-your-password link", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the link from the demo's outbox sets a password that signs in, once (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
      request,
    }, testInfo) => {
      const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled });
      await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
      const page = await context.newPage();
      const email = `first-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const from = 660 + (javaScriptEnabled ? 0 : 10);
      const stay = stayQuery(from, 2);
      const home = await freeHomeWithPolicy(request, stay);
      await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
      await page.getByLabel("First name").fill("Fern");
      await page.getByLabel("Last name").fill("First");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Phone").fill("+44 20 0000 0001");
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry (MM/YY)").fill(cardExpiry());
      await page.getByLabel("CVC").fill("123");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: /^Pay .* and book$/ }).click();
      await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible();

      const outbox = (await (await request.get(`${API_URL}/demo/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        data: { entities: { link: string | null }[] };
      };
      const link = new URL(outbox.data.entities[0]!.link!);
      expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/set-password`);
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
      if (javaScriptEnabled) await noAxeViolations(page);
      await page.getByLabel("New password").fill("fern's new password");
      await page.getByLabel("Type it again").fill("fern's other password");
      await page.getByRole("button", { name: "Save my password" }).click();
      await expect(page.getByText("The two passwords differ.")).toBeVisible();
      await page.getByLabel("New password").fill("fern's new password");
      await page.getByLabel("Type it again").fill("fern's new password");
      await shoot(page, testInfo, `set-password-${javaScriptEnabled ? "js" : "no-js"}`);
      await page.getByRole("button", { name: "Save my password" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(
        page.getByText("Your password is set. Sign in with your email and your new password.").first(),
      ).toBeVisible();

      // The link works once.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel("New password").fill("another password");
      await page.getByLabel("Type it again").fill("another password");
      await page.getByRole("button", { name: "Save my password" }).click();
      await expect(page.getByRole("alert")).toContainText("This link has expired or was already used.");

      await signIn(page, email, "fern's new password", "/trips");
      await expect(page.getByRole("heading", { name: "My trips", level: 1 })).toBeVisible();
      await expect(
        page.getByRole("region", { name: /Upcoming/ }).getByRole("link", { name: home.title }),
      ).toBeVisible();
      await context.close();
    });
  }
});

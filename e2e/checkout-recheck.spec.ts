import { expect, test } from "./support/test";
import { stayQuery } from "./support/clock";
import {
  bookedByAnotherVisitor,
  fillCard,
  fillCheckout,
  freeHome,
  longDate,
  moneyText,
  ownerSetsRate,
  ownersFreeHome,
  quoteOf,
} from "./support/stay-changes";

/**
 * Issue 18: checkout checks the stay's nights and price when the page loads and again when the
 * form is posted, and says plainly what changed, the input kept. Each variant has stays of its
 * own (day offsets past every seeded booking), so the variants run side by side.
 */
const VARIANTS = [
  { javaScriptEnabled: true, name: "with JavaScript", offset: 0 },
  { javaScriptEnabled: false, name: "without JavaScript", offset: 20 },
] as const;

for (const { javaScriptEnabled, name, offset } of VARIANTS) {
  test.describe(`checkout re-checks the stay, ${name}`, () => {
    test.use({ javaScriptEnabled });

    test("nights booked before the page opens: the page says so, names the dates and offers no payment", async ({
      page,
      request,
    }) => {
      const stay = stayQuery(400 + offset, 3);
      const home = await freeHome(request, stay);
      await bookedByAnotherVisitor(request, home, stay);
      await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
      const params = new URLSearchParams(stay);
      await expect(page.getByRole("alert")).toHaveText(
        `Your stay from ${longDate(params.get("check_in")!)} to ${longDate(params.get("check_out")!)} is no longer available: some of its nights were booked or closed by the host. Choose other dates`,
      );
      await expect(page.getByRole("link", { name: "Choose other dates" })).toHaveAttribute(
        "href",
        `/properties/${home.id}/${home.slug}?${stay}`,
      );
      await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
      await expect(page.getByLabel("Check in", { exact: true })).toBeVisible();
    });

    test("nights booked while the visitor types: the summary names the dates and links to them, the input is kept", async ({
      page,
      request,
    }) => {
      const stay = stayQuery(405 + offset, 3);
      const home = await freeHome(request, stay);
      await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
      await fillCheckout(page);
      await bookedByAnotherVisitor(request, home, stay);
      await page.getByRole("button", { name: /^Pay .* and book$/ }).click();

      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading")).toHaveText("Your stay is not booked yet");
      await expect(summary).toBeFocused();
      const params = new URLSearchParams(stay);
      const dates = summary.getByRole("link", { name: /^Dates: / });
      await expect(dates).toHaveText(
        `Dates: Your stay from ${longDate(params.get("check_in")!)} to ${longDate(params.get("check_out")!)} is no longer available: some of its nights were booked or closed by the host. Please choose other dates.`,
      );
      await expect(dates).toHaveAttribute("href", "#stay-check_in");
      await expect(page.getByLabel("First name")).toHaveValue("Rosa");
      await expect(page.getByLabel("Phone")).toHaveValue("+34 91 000 0000");
      await expect(page.getByLabel("Card number")).toHaveValue("");
      await expect(page.getByLabel("CVC")).toHaveValue("");
      await expect(page.getByLabel("Check in", { exact: true })).toBeVisible();
      await dates.click();
      await expect(page.getByLabel("Check in", { exact: true })).toBeFocused();
    });

    test("a new price while the visitor types: the summary says both totals, the input is kept, and paying the new total books", async ({
      page,
      request,
    }) => {
      const stay = stayQuery(410 + offset, 3);
      const home = await ownersFreeHome(request, stay, javaScriptEnabled ? 0 : 1);
      const before = await quoteOf(request, home, stay);
      await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
      await expect(page.getByRole("button", { name: /^Pay .* and book$/ })).toHaveText(
        `Pay ${moneyText(before.total, before.currency)} and book`,
      );
      await fillCheckout(page);
      await ownerSetsRate(request, home, stay, Math.round(before.nightly_price) + 40);
      const after = await quoteOf(request, home, stay);
      expect(after.total).not.toBe(before.total);
      await page.getByRole("button", { name: /^Pay .* and book$/ }).click();

      const summary = page.getByRole("alert");
      await expect(summary).toBeFocused();
      const total = summary.getByRole("link", { name: /^Total: / });
      await expect(total).toHaveText(
        `Total: The price of this stay changed from ${moneyText(before.total, before.currency)} to ${moneyText(after.total, after.currency)} after this page was opened. Check the new total, then pay to book.`,
      );
      await expect(total).toHaveAttribute("href", "#checkout-total");
      await expect(page.getByRole("complementary", { name: "Your stay" })).toContainText(
        moneyText(after.total, after.currency),
      );
      await expect(page.getByLabel("First name")).toHaveValue("Rosa");
      await expect(page.getByLabel("Card number")).toHaveValue("");

      const pay = page.getByRole("button", { name: /^Pay .* and book$/ });
      await expect(pay).toHaveText(`Pay ${moneyText(after.total, after.currency)} and book`);
      await fillCard(page);
      await pay.click();
      await expect(page.getByRole("heading", { name: "Your stay is booked" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Your stay is booked" })).toContainText(
        moneyText(after.total, after.currency),
      );
    });
  });
}

import { devices } from "@playwright/test";
import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";
import { cardExpiry, stayQuery } from "./support/clock";
import { fillCheckout, freeHome } from "./support/stay-changes";

/**
 * Issue 18: a declined card on a phone. The answer's summary takes the focus (so the phone
 * scrolls to it and a screen reader reads it), names the card number and links to it; every
 * field but the card number and CVC is kept. With JavaScript the page focuses it; without, the
 * page that answers the post does (autofocus).
 */
const PHONE = {
  userAgent: devices["Pixel 5"].userAgent,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

for (const { javaScriptEnabled, name, offset } of [
  { javaScriptEnabled: true, name: "with JavaScript", offset: 0 },
  { javaScriptEnabled: false, name: "without JavaScript", offset: 10 },
]) {
  test.describe(`a declined card on a 360 px phone, ${name}`, () => {
    test.use({ ...PHONE, javaScriptEnabled });

    test("the summary is focused and in view, names the card number and links to it; the rest of the input is kept", async ({
      page,
      context,
      request,
    }, testInfo) => {
      // The visitor answered the cookie banner on an earlier page; it would cover the pay button.
      await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
      const stay = stayQuery(440 + offset, 2);
      const home = await freeHome(request, stay);
      await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
      await fillCheckout(page, "4000 0000 0000 0002");
      await page.getByRole("button", { name: /^Pay .* and book$/ }).click();

      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading")).toHaveText("Your stay is not booked yet");
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(summary).toContainText(
        "For your safety we never keep the card number and CVC: please type them again.",
      );
      const cardLink = summary.getByRole("link");
      await expect(cardLink).toHaveText(
        "Card number: Your card was declined, and nothing was charged. Please try another card.",
      );
      await expect(cardLink).toHaveAttribute("href", "#checkout-card_number");
      await page.screenshot({ path: testInfo.outputPath(`declined-360-${javaScriptEnabled ? "js" : "no-js"}.png`) });

      // The field itself says it too, for whoever reaches it another way.
      const cardNumber = page.getByLabel("Card number");
      await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
      await expect(cardNumber).toHaveAccessibleDescription(
        "Your card was declined, and nothing was charged. Please try another card.",
      );
      await expect(cardNumber).toHaveValue("");
      await expect(page.getByLabel("CVC")).toHaveValue("");
      await expect(page.getByLabel("First name")).toHaveValue("Rosa");
      await expect(page.getByLabel("Last name")).toHaveValue("Recheck");
      await expect(page.getByLabel("Email")).toHaveValue(/^rosa-.+@example\.com$/);
      await expect(page.getByLabel("Phone")).toHaveValue("+34 91 000 0000");
      await expect(page.getByLabel("Expiry (MM/YY)")).toHaveValue(cardExpiry());
      await expect(page.getByRole("checkbox")).toBeChecked();
      await expect(page.getByRole("radio", { name: "A new card" })).toBeChecked();

      // The link takes the visitor to the field, focused, its label in view.
      await cardLink.click();
      await expect(cardNumber).toBeFocused();
      await expect(cardNumber).toBeInViewport();
      await expect(page.locator('label[for="checkout-card_number"]')).toBeInViewport();
    });
  });
}

import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";
import { stayQuery } from "./support/clock";
import { fillCheckout, freeHome } from "./support/stay-changes";
import { PHONE } from "./support/viewports";

/**
 * Issue 18: a declined card on a phone. The answer's summary takes the focus (so the phone
 * scrolls to it and a screen reader reads it), and its link takes the visitor to the card number,
 * which says what is wrong with it too. With JavaScript the page focuses it; without, the page
 * that answers the post does (autofocus). What the answer says and keeps is Vitest's:
 * tests/routes/checkout.test.ts, tests/lib/checkout-problems.test.ts.
 */
for (const { javaScriptEnabled, name, offset } of [
  { javaScriptEnabled: true, name: "with JavaScript", offset: 0 },
  { javaScriptEnabled: false, name: "without JavaScript", offset: 10 },
]) {
  test.describe(`a declined card on a 360 px phone, ${name}`, () => {
    test.use({ ...PHONE, javaScriptEnabled });

    test("the summary is focused and in view, and its link takes the visitor to the card number", async ({
      page,
      context,
      request,
    }) => {
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

      // The field says it too, for whoever reaches it another way.
      const cardNumber = page.getByLabel("Card number");
      await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
      await expect(cardNumber).toHaveAccessibleDescription(
        "Your card was declined, and nothing was charged. Please try another card.",
      );

      // The link takes the visitor to the field, focused, its label in view.
      await summary.getByRole("link", { name: /^Card number: / }).click();
      await expect(cardNumber).toBeFocused();
      await expect(cardNumber).toBeInViewport();
      await expect(page.locator('label[for="checkout-card_number"]')).toBeInViewport();
    });
  });
}

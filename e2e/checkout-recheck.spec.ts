import { expect, test } from "./support/test";
import { stayQuery } from "./support/clock";
import { bookedByAnotherVisitor, fillCheckout, freeHome } from "./support/stay-changes";

/**
 * Issue 18: checkout checks the stay again when the form is posted and says plainly what changed.
 * What needs a browser is where the answer takes the visitor, with JavaScript: the summary takes
 * the focus, and its link to the dates moves the focus there. What the answers say, the input
 * kept, a new price, and the check made when the page loads are Vitest's:
 * tests/routes/checkout-recheck.test.ts, checkout-load-recheck.test.ts, tests/lib/checkout-problems.test.ts.
 * The focus without JavaScript (autofocus) is e2e/checkout-declined-phone.spec.ts's.
 */
test("nights booked while the visitor types: the summary takes the focus, and its link to the dates moves it there", async ({
  page,
  request,
}) => {
  const stay = stayQuery(405, 3);
  const home = await freeHome(request, stay);
  await page.goto(`/properties/${home.id}/${home.slug}/checkout?${stay}`);
  await fillCheckout(page);
  await bookedByAnotherVisitor(request, home, stay);
  await page.getByRole("button", { name: /^Pay .* and book$/ }).click();

  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading")).toHaveText("Your stay is not booked yet");
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: /^Dates: / }).click();
  await expect(page.getByLabel("Check in", { exact: true })).toBeFocused();
});

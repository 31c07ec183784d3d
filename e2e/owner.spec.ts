import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** A real (tiny) PNG: the site and the demo API check pictures by their bytes. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const picture = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

async function saveStep(page: Page, next: RegExp) {
  await page.getByRole("button", { name: /Save and (continue|review)/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: next })).toBeVisible();
}

test.describe("as the demo owner", () => {
  test.use({ signedInAs: "owner" });

  test("an owner publishes a property with pictures, and finds it in search", async ({ page }) => {
    const title = `Quiet Owl Cottage ${Date.now().toString(36)}`;
    // The wizard opens where the owner left off (the demo owner has a draft); this listing starts at step 1.
    await page.goto("/publish-my-property?step=basics");
    await expect(page.getByRole("heading", { level: 2, name: "Step 1 of 7: The basics" })).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Kind of property").selectOption({ label: "Cottages" });
    await page.getByLabel("Summary").fill("A stone cottage with a wood stove, ten minutes from the beach.");
    await page
      .getByLabel("Description")
      .fill(
        "A bedroom under old oak beams, a kitchen with a range cooker, a walled garden with a barbecue and a path down to the dunes.",
      );
    await saveStep(page, /Step 2 of 7: Location/);

    // The position comes from the address chosen among the suggestions (e2e/owner-location.spec.ts has the rest).
    await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
    // The demo owner's draft has an address of its own (Andalusia): cleared before typing.
    await page.getByRole("combobox", { name: "Street address" }).clear();
    await page.getByRole("combobox", { name: "Street address" }).pressSequentially("12 Harbour Lane");
    await page.getByRole("option", { name: "12 Harbour Lane, Algarve, Portugal" }).click();
    await expect(page.getByLabel("Latitude")).toHaveValue("37.09556");
    await page.getByLabel("Postal code").fill("8600-315");
    await saveStep(page, /Step 3 of 7: Capacity and rooms/);

    // Progress is kept across a reload, and saved steps stay open for editing.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: /Step 3 of 7/ })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Listing steps" })
      .getByRole("link", { name: /The basics/ })
      .click();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page
      .getByRole("navigation", { name: "Listing steps" })
      .getByRole("link", { name: /Capacity and rooms/ })
      .click();

    await page.getByLabel("Guests").fill("2");
    await page.getByLabel("Bedrooms").fill("1");
    await page.getByLabel("Beds").fill("1");
    await page.getByLabel("Bathrooms").fill("1");
    await saveStep(page, /Step 4 of 7: Amenities/);

    await page.getByLabel("Wi-Fi").check();
    await page.getByLabel("Garden").check();
    await saveStep(page, /Step 5 of 7: Pictures/);

    // Real files, uploaded from the picker.
    await page
      .getByLabel("Add pictures")
      .setInputFiles([picture("front.png"), picture("garden.png"), picture("kitchen.png")]);
    await saveStep(page, /Step 6 of 7: House rules/);

    await page.getByLabel("House rules").fill("No smoking inside\nNo parties or events");
    await page.getByLabel("Cancellation policy").selectOption("moderate");
    await saveStep(page, /Step 7 of 7: Prices/);

    // The money input reads digits like a cash register (SPEC 5): 15000 is 150.00.
    await page.getByLabel("Price a night").pressSequentially("15000");
    await expect(page.getByLabel("Price a night")).toHaveValue("150.00");
    await page.getByLabel("Cleaning fee a stay").pressSequentially("4500");
    await saveStep(page, /Check your listing/);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByRole("img", { name: /^\d of 3/ })).toHaveCount(3);
    await page.getByRole("button", { name: "Publish my property" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your property is live" })).toBeVisible();

    // The new property is in search.
    await page.goto(`/properties?destination=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  });
});

test("owner pages explain themselves to visitors and lead to the vendor sign-in", async ({ page }) => {
  await page.goto("/upload-my-pricing");
  await expect(page.getByRole("heading", { level: 2, name: "Set your prices by season or date range" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in as an owner" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in as an owner or agent" })).toBeVisible();
});

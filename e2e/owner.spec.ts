import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL } from "./fixtures";
import { day } from "./support/clock";

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

test("an owner publishes a property with pictures, prices it from a CSV, sets check-in, connects a channel manager, and finds it in search", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Quiet Owl Cottage ${Date.now().toString(36)}`;
  // The wizard opens where the owner left off (the demo owner has a draft); this listing starts at step 1.
  await page.goto("/login?type=vendor&redirectTo=%2Fpublish-my-property%3Fstep%3Dbasics");
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Step 1 of 7: The basics" })).toBeVisible();

  // A bad step keeps what was typed and says what to fix.
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("Too short");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Write a summary of at least 20 characters.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Summary")).toHaveValue("Too short");

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

  await page.getByLabel("Add pictures").setInputFiles([picture("front.png"), picture("garden.png")]);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Add at least 3 pictures.")).toBeVisible();
  // The two uploaded pictures are kept; one more is enough.
  await expect(page.getByRole("list", { name: "Pictures added" }).getByRole("img")).toHaveCount(2);
  await page.getByLabel("Add pictures").setInputFiles([picture("kitchen.png")]);
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
  const listing = await page.getByRole("link", { name: "See your listing" }).getAttribute("href");
  const propertyId = Number(listing?.split("/").pop());
  expect(propertyId).toBeGreaterThan(0);

  // Pricing from a CSV: a bad file is refused line by line, a good one is previewed, then saved.
  await page.goto(`/upload-my-pricing?property=${propertyId}`);
  await page.getByLabel("Pricing file").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`start_date,end_date,nightly_price,minimum_stay\n${day(220)},${day(190)},150,3\n`),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toContainText(
    "Line 2, column 2 (end_date): The last night is on or after the first night.",
  );
  const csv = `start_date,end_date,nightly_price,minimum_stay\n${day(190)},${day(219)},160,3\n${day(220)},${day(281)},210.50,7\n`;
  await page
    .getByLabel("Pricing file")
    .setInputFiles({ name: "summer.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: "Preview of summer.csv: 2 rates" })).toBeVisible();
  await page.getByRole("button", { name: "Save these 2 rates" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 rates from your file saved." })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rates by date range" }).getByRole("row")).toHaveCount(3);

  // Check-in information, which guests see on their booking.
  await page.goto(`/check-in-information?property=${propertyId}`);
  await page.getByLabel("Address", { exact: true }).fill("12 Harbour Lane, 8600-315 Lagos");
  await page.getByLabel("How to get in").fill("The green gate on the left; the door code is sent the day before.");
  await page.getByLabel("Keys", { exact: true }).selectOption("lockbox");
  await page.getByLabel("Key details").fill("Lockbox by the door, code 4821");
  await page.getByLabel("Contact phone on arrival day").fill("+351 912 000 000");
  await page.getByLabel("Wi-Fi name").fill("OwlCottage");
  await page.getByLabel("Wi-Fi password").fill("seaside-2027");
  await page.getByRole("button", { name: "Save check-in information" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check-in information saved." })).toBeVisible();

  // A channel manager: a refused key, then a working one, tested and connected.
  await page.goto("/channel-manager-connection");
  await page.getByLabel("Channel manager").selectOption({ label: "Guesty" });
  await page.getByLabel("Account id").fill("acct-7781");
  await page.getByLabel("API key").fill("invalid-key-000");
  await page.getByRole("button", { name: "Test connection" }).click();
  const status = page.getByRole("region", { name: "Status" });
  await expect(status.getByRole("status")).toContainText("Test failed: the channel manager refused these credentials.");
  await expect(page.getByLabel("Account id")).toHaveValue("acct-7781");
  await page.getByLabel("API key").fill("live-key-123456");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(status.getByRole("status")).toHaveText(
    "Test passed: Guesty answered for account acct-7781. Connect to start syncing.",
  );
  await expect(status.getByText("Not connected", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(status.getByText("Connected to Guesty", { exact: true })).toBeVisible();

  // The new property is in search.
  await page.goto(`/properties?destination=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
});

test("owner pages explain themselves to visitors and lead to the vendor sign-in", async ({ page }) => {
  await page.goto("/upload-my-pricing");
  await expect(page.getByRole("heading", { level: 2, name: "Set your prices by season or date range" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in as an owner" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in as an owner or agent" })).toBeVisible();
});

test("a traveller account trying to list a property gets the list-your-property message in the sign-in modal", async ({
  page,
  request,
}) => {
  const email = `traveller-${Date.now().toString(36)}@example.com`;
  const created = await request.post(`${API_URL}/guest/quick_store`, {
    form: { first_name: "Tia", last_name: "Traveller", email, password: "password123" },
  });
  expect(created.status()).toBe(200);
  await page.goto("/about-us");
  await page.getByRole("button", { name: "List your property" }).click();
  await page
    .getByRole("dialog", { name: "List your property" })
    .getByRole("button", { name: "Sign in as an owner" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Sign in as an owner or agent" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("password123");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/This is a guest account, so it cannot list a property\./);
});

import { isDeepStrictEqual } from "node:util";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL } from "../playwright.config";
import { day } from "./support/clock";
import { apiData, authOf } from "./support/demo-api";
import { noAxeViolations } from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

// Issue 21, items 4 to 6: a listing's location (the address with its suggestions, the pin map, Enter
// in the form), the channel manager without JavaScript, and the owner pages on a 360 px phone. What
// the server does with each form is in tests/routes/owner-listings.test.ts and owner-pages.test.ts.
//
// Each test has data of its own, so they run side by side: a home of the demo owner's that no other
// spec opens, whose location it changes and puts back; the demo agent's channel connection and pages.
// Only the publish wizard's two tests share something, the demo agent's listing draft (the demo API
// keeps one per account and opens no other vendor accounts): they run one after the other.

/**
 * The demo owner's published homes in the Algarve (seed), named by no other spec: one for each test
 * that opens a listing's location step, as it types there and may save.
 */
const HOMES = {
  pinOnPhone: 241,
  pinOnDesktop: 256,
  addressOnPhone: 226,
  addressOnDesktop: 211,
  enterWithJavaScript: 196,
  enterWithoutJavaScript: 271,
} as const;
/** Degrees of longitude a CSS pixel spans at the zoom the map opens at on a saved pin (10: 512 × 2^10 px round the world). */
const DEGREES_A_PIXEL = 360 / (512 * 2 ** 10);
/** Where the demo API puts "12 Harbour Lane" in the Algarve (tests/contract/demo-api-contract.test.ts). */
const HARBOUR_LANE = { label: "12 Harbour Lane, Algarve, Portugal", latitude: "37.09556", longitude: "-8.25808" };
/** The Algarve's centre in the demo's places (mocks/seed/places.ts). */
const ALGARVE = { latitude: 37.09, longitude: -8.25 };

type Location = Record<string, unknown> & { latitude: number; longitude: number };

/** A listing's location step as the API has it. */
const listingLocation = async (request: APIRequestContext, id: number, role: "owner" | "agent" = "owner") =>
  (await apiData<{ steps: { location: Location } }>(request, `/vendor/properties/${id}/listing`, role)).steps.location;

/**
 * The owner's home `id` as the seed has it (in the Algarve), then the journey, then its
 * destination and coordinates put back if it saved any (the address saved stays: the API wants one
 * with every location, and the seed has none).
 */
async function onOwnersHome(request: APIRequestContext, id: number, journey: (original: Location) => Promise<void>) {
  const original = await listingLocation(request, id);
  expect(original).toMatchObject({ destination_slug: "algarve" });
  try {
    await journey(original);
  } finally {
    const saved = await listingLocation(request, id);
    if (!isDeepStrictEqual(saved, original)) {
      const restored = await request.put(`${API_URL}/vendor/properties/${id}/listing`, {
        headers: authOf("owner"),
        data: { step: "location", values: { ...saved, ...original } },
      });
      expect(restored.status()).toBe(200);
    }
  }
}

async function openLocation(page: Page, id: number) {
  await page.goto(`/owner/listings/${id}?step=location`);
  await expect(page.getByRole("heading", { level: 2, name: "Location" })).toBeVisible();
}

async function saveListingLocation(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Guests see the change now." })).toBeVisible();
}

/** The step's position, as its read-only fields show it once they do. */
async function expectCoordinates(page: Page, { latitude, longitude }: { latitude: string; longitude: string }) {
  await expect(page.getByLabel("Latitude")).toHaveValue(latitude);
  await expect(page.getByLabel("Longitude")).toHaveValue(longitude);
}

const coordinates = async (page: Page) => ({
  latitude: await page.getByLabel("Latitude").inputValue(),
  longitude: await page.getByLabel("Longitude").inputValue(),
});

/**
 * The map of the location step, drawn: loaded once on screen, its canvas there and `data-ready`
 * once MapLibre's load event has fired (its style drawn, its pin if any in place). Only the tests
 * about the pin map draw it (`maps: true`); without WebGL it says it could not load.
 */
async function pinMap(page: Page) {
  const map = page.getByRole("region", { name: "Map to place your property's pin" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map).toHaveAttribute("data-ready", "true");
  return map;
}

/** The pin dragged `dx` CSS pixels east with the mouse. */
async function dragPin(page: Page, dx: number) {
  const at = (await page.getByTestId("location-pin").boundingBox())!;
  const [x, y] = [at.x + at.width / 2, at.y + at.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

/** "12 Harbour Lane, Algarve" typed into the street address, and the one suggestion shown. */
async function typeHarbourLane(page: Page) {
  const address = page.getByRole("combobox", { name: "Street address" });
  await address.fill("");
  await address.pressSequentially("12 Harbour Lane, Algarve");
  await expect(page.getByRole("listbox", { name: "Addresses found" }).getByRole("option")).toHaveText([
    HARBOUR_LANE.label,
  ]);
  return address;
}

/** The address chosen: the field, the coordinates and the destination follow, and the list closes. */
async function expectHarbourLaneChosen(page: Page) {
  await expect(page.getByRole("combobox", { name: "Street address" })).toHaveValue(HARBOUR_LANE.label);
  await expect(page.getByRole("listbox", { name: "Addresses found" })).toBeHidden();
  await expectCoordinates(page, HARBOUR_LANE);
  await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue("algarve");
}

test.describe("a listing's location as the demo owner, with JavaScript", () => {
  test.use({ signedInAs: "owner" });

  for (const [viewName, view, id] of [
    ["phone", PHONE, HOMES.pinOnPhone],
    ["desktop", DESKTOP, HOMES.pinOnDesktop],
  ] as const) {
    test.describe(`the pin map on a ${viewName}`, () => {
      test.use({ ...view, maps: true });

      test(`the map opens on the saved pin, a ${viewName === "phone" ? "tap" : "click"} moves it, a drag moves it again, saved`, async ({
        page,
        request,
      }) => {
        await onOwnersHome(request, id, async (original) => {
          await openLocation(page, id);
          // The API wants an address with every location; its suggestions come while the map loads.
          await page.getByLabel("Postal code").fill("8000-100");
          await page.getByRole("combobox", { name: "Street address" }).fill("3 Rua do Castelo");
          await expect(page.getByRole("listbox", { name: "Addresses found" }).getByRole("option")).toHaveText([
            "3 Rua do Castelo, Algarve, Portugal",
          ]);
          const map = await pinMap(page);
          await expect(page.getByTestId("location-pin")).toBeVisible();

          // 80 px west and 40 px north of the middle, where the saved pin is.
          const box = (await map.boundingBox())!;
          const spot = { x: box.width / 2 - 80, y: box.height / 2 - 40 };
          if (viewName === "phone") await map.tap({ position: spot });
          else await map.click({ position: spot });
          await expect(page.getByLabel("Longitude")).not.toHaveValue(String(original.longitude));
          // The suggestions for what was typed close once the pin is placed.
          await expect(page.getByRole("listbox", { name: "Addresses found" })).toBeHidden();
          const placed = await coordinates(page);
          // 80 px west and 40 px north of the saved pin, give or take a few pixels (Mercator: a
          // pixel spans fewer degrees of latitude than of longitude there).
          const latitudeScale = Math.cos((original.latitude * Math.PI) / 180);
          expect(Math.abs(Number(placed.longitude) - (original.longitude - 80 * DEGREES_A_PIXEL))).toBeLessThan(
            5 * DEGREES_A_PIXEL,
          );
          expect(
            Math.abs(Number(placed.latitude) - (original.latitude + 40 * DEGREES_A_PIXEL * latitudeScale)),
          ).toBeLessThan(5 * DEGREES_A_PIXEL);

          // Dragged 60 px east: further east on the same latitude.
          await dragPin(page, 60);
          await expect(page.getByLabel("Longitude")).not.toHaveValue(placed.longitude);
          const dragged = await coordinates(page);
          expect(Math.abs(Number(dragged.longitude) - (Number(placed.longitude) + 60 * DEGREES_A_PIXEL))).toBeLessThan(
            5 * DEGREES_A_PIXEL,
          );
          expect(Math.abs(Number(dragged.latitude) - Number(placed.latitude))).toBeLessThan(5 * DEGREES_A_PIXEL);
          await saveListingLocation(page);

          expect(await listingLocation(request, id)).toEqual({
            destination_slug: "algarve",
            address: "3 Rua do Castelo",
            postal_code: "8000-100",
            latitude: Number(dragged.latitude),
            longitude: Number(dragged.longitude),
          });
        });
      });
    });
  }

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("the address: suggestions as I type, the one tapped fills the destination and the read-only coordinates", async ({
      page,
      request,
    }) => {
      await onOwnersHome(request, HOMES.addressOnPhone, async (original) => {
        await openLocation(page, HOMES.addressOnPhone);
        // The saved position, read-only: filled by an address chosen or the pin, never typed.
        await expect(page.getByLabel("Latitude")).toHaveAttribute("readonly", "");
        await expectCoordinates(page, { latitude: String(original.latitude), longitude: String(original.longitude) });
        await typeHarbourLane(page);
        await page.getByRole("listbox", { name: "Addresses found" }).getByRole("option").tap();
        await expectHarbourLaneChosen(page);
      });
    });
  });

  test.describe("on a desktop", () => {
    test.use(DESKTOP);

    test("the address: suggestions as I type, the one chosen with the arrow keys and Enter fills the destination and the coordinates, saved", async ({
      page,
      request,
    }) => {
      await onOwnersHome(request, HOMES.addressOnDesktop, async () => {
        await openLocation(page, HOMES.addressOnDesktop);
        const address = await typeHarbourLane(page);
        await address.press("ArrowDown");
        await expect(address).toHaveAttribute("aria-activedescendant", /.+/);
        await address.press("Enter");
        await expectHarbourLaneChosen(page);
        await page.getByLabel("Postal code").fill("8600-315");
        await saveListingLocation(page);

        expect(await listingLocation(request, HOMES.addressOnDesktop)).toEqual({
          destination_slug: "algarve",
          address: HARBOUR_LANE.label,
          postal_code: "8600-315",
          latitude: Number(HARBOUR_LANE.latitude),
          longitude: Number(HARBOUR_LANE.longitude),
        });
      });
    });

    test("Enter in the address finds it; Enter in another field of the step saves the step", async ({
      page,
      request,
    }) => {
      const id = HOMES.enterWithJavaScript;
      await onOwnersHome(request, id, async (original) => {
        await openLocation(page, id);
        const address = await typeHarbourLane(page);
        // No suggestion picked with the arrows: Enter runs Find the address, and its matches come back.
        await address.press("Enter");
        const matches = page.getByRole("group", { name: "Choose your address" });
        await expect(matches.getByRole("radio", { name: HARBOUR_LANE.label })).toBeChecked();
        await expect(page.getByRole("heading", { level: 2, name: "Location" })).toBeVisible();
        // Found, not saved.
        expect(await listingLocation(request, id)).toEqual(original);

        await page.getByLabel("Postal code").fill("8600-315");
        await page.getByLabel("Postal code").press("Enter");
        await expect(page.getByRole("status").filter({ hasText: "Saved. Guests see the change now." })).toBeVisible();
        expect(await listingLocation(request, id)).toEqual({
          destination_slug: "algarve",
          address: "12 Harbour Lane, Algarve",
          postal_code: "8600-315",
          latitude: Number(HARBOUR_LANE.latitude),
          longitude: Number(HARBOUR_LANE.longitude),
        });
      });
    });
  });
});

test.describe("a listing's location as the demo owner, without JavaScript", () => {
  test.use({ ...DESKTOP, signedInAs: "owner", javaScriptEnabled: false });

  test("Enter in a field saves it on the edit page, though Find the address comes first in the form", async ({
    page,
    request,
  }) => {
    const id = HOMES.enterWithoutJavaScript;
    await onOwnersHome(request, id, async (original) => {
      await openLocation(page, id);
      const postal = original.postal_code === "9999-001" ? "9999-002" : "9999-001";
      // The API wants an address with every location, and the seed has none.
      await page.getByLabel("Street address").fill("4 Rua da Praia");
      await page.getByLabel("Postal code").fill(postal);
      await page.getByLabel("Postal code").press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
      await expect(page.getByLabel("Postal code")).toHaveValue(postal);
      expect(await listingLocation(request, id)).toEqual({
        ...original,
        address: "4 Rua da Praia",
        postal_code: postal,
      });
    });
  });
});

/**
 * The demo agent's publish wizard: one draft per account, which both tests below reset and write,
 * so they run one after the other (the rest of the file runs alongside).
 */
test.describe("the publish wizard's location step, as the demo agent", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ signedInAs: "agent" });

  const BASICS = {
    title: "Fig Tree House by the Lagoon",
    category_id: 1,
    summary: "A whitewashed house with a fig tree and a roof terrace over the lagoon.",
    description:
      "Two bedrooms under a wooden ceiling, a kitchen opening onto the courtyard and its fig tree, and a roof terrace for the evening light over the lagoon.",
  };

  /** A draft with only its basics saved, so the location step opens empty. */
  async function draftWithBasics(request: APIRequestContext) {
    const headers = authOf("agent");
    expect((await request.delete(`${API_URL}/vendor/property-draft`, { headers })).status()).toBe(200);
    const saved = await request.put(`${API_URL}/vendor/property-draft`, {
      headers,
      data: { step: "basics", values: BASICS },
    });
    expect(saved.status()).toBe(200);
  }

  const savedLocation = async (request: APIRequestContext) =>
    (await apiData<{ steps: { location?: Record<string, unknown> } }>(request, "/vendor/property-draft", "agent")).steps
      .location;

  test.describe("on a phone, with the map", () => {
    test.use({ ...PHONE, maps: true });

    test("choosing the destination shows it on the map, and a tap there places the pin", async ({ page, request }) => {
      await draftWithBasics(request);
      await page.goto("/publish-my-property?step=location");
      await expect(page.getByRole("heading", { level: 2, name: "Step 2 of 7: Location" })).toBeVisible();
      await expect(page.getByLabel("Latitude")).toHaveValue("");
      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      const map = await pinMap(page);
      await expect(page.getByTestId("location-pin")).toHaveCount(0);
      // The map shows the destination chosen: its middle is the Algarve's centre, give or take a pixel.
      const box = (await map.boundingBox())!;
      await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
      await expect(page.getByTestId("location-pin")).toBeVisible();
      await expect(page.getByLabel("Latitude")).not.toHaveValue("");
      const placed = await coordinates(page);
      expect(Math.abs(Number(placed.latitude) - ALGARVE.latitude)).toBeLessThan(0.05);
      expect(Math.abs(Number(placed.longitude) - ALGARVE.longitude)).toBeLessThan(0.05);
      // The location step with its map drawn and a pin placed.
      await noAxeViolations(page);
      expect(await savedLocation(request)).toBeUndefined();
    });
  });

  test.describe("on a desktop, without JavaScript", () => {
    test.use({ ...DESKTOP, javaScriptEnabled: false });

    test("Find the address, then Enter in a field saves the step and goes on, though Find the address comes first in the form", async ({
      page,
      request,
    }) => {
      await draftWithBasics(request);
      await page.goto("/publish-my-property?step=location");
      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      await page.getByLabel("Street address").fill("12 Harbour Lane");
      await page.getByRole("button", { name: "Find the address" }).click();
      const matches = page.getByRole("group", { name: "Choose your address" });
      await expect(matches.getByRole("radio")).toHaveCount(1);
      await expect(matches.getByRole("radio", { name: HARBOUR_LANE.label })).toBeChecked();
      await page.getByLabel("Postal code").fill("8600-315");
      await page.getByLabel("Postal code").press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Step 3 of 7: Capacity and rooms" })).toBeVisible();
      expect(await savedLocation(request)).toEqual({
        destination_slug: "algarve",
        address: "12 Harbour Lane",
        postal_code: "8600-315",
        latitude: Number(HARBOUR_LANE.latitude),
        longitude: Number(HARBOUR_LANE.longitude),
      });
    });
  });
});

test.describe("the channel manager as the demo agent, without JavaScript", () => {
  test.use({ ...DESKTOP, signedInAs: "agent", javaScriptEnabled: false });

  test("test, connect and disconnect, the status saying each", async ({ page, request }) => {
    const headers = authOf("agent");
    // Written by no other spec; not connected, whatever a run before left.
    expect((await request.delete(`${API_URL}/vendor/channel-connection`, { headers })).status()).toBe(200);
    await page.goto("/channel-manager-connection");
    const status = page.getByRole("region", { name: "Status" });
    const result = status.getByRole("status");
    await expect(status.getByText("Not connected", { exact: true })).toBeVisible();
    await page.getByLabel("Channel manager").selectOption({ label: "Smoobu" });
    await page.getByLabel("Account id").fill("acct-4410");
    await page.getByLabel("API key").fill("INVALID-key-1234");
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(result).toHaveText(
      "Test failed: the channel manager refused these credentials. Check the account ID and API key in its settings, then try again.",
    );
    await page.getByLabel("API key").fill("live-key-4410");
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(result).toHaveText("Test passed: Smoobu answered for account acct-4410. Connect to start syncing.");
    // A test connects nothing, and the status says so.
    await expect(status.getByText("Not connected", { exact: true })).toBeVisible();
    await expect(status.getByRole("button", { name: "Disconnect" })).toHaveCount(0);

    await page.getByLabel("API key").fill("live-key-4410");
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(status.getByText("Connected to Smoobu", { exact: true })).toBeVisible();
    await expect(result).toHaveText("Calendars and prices now stay in sync.");
    await expect(status.getByText(/^Account acct-4410 · since \d{1,2} \w+ \d{4}$/)).toBeVisible();
    expect(await apiData(request, "/vendor/channel-connection", "agent")).toMatchObject({
      status: "connected",
      provider: "smoobu",
      account_id: "acct-4410",
    });

    await status.getByRole("button", { name: "Disconnect" }).click();
    await expect(result).toHaveText("Disconnected. Your calendar is no longer synchronised.");
    await expect(status.getByText("Not connected", { exact: true })).toBeVisible();
    expect(await apiData(request, "/vendor/channel-connection", "agent")).toMatchObject({
      status: "disconnected",
      provider: null,
    });
  });
});

test.describe("every owner page on a 360 px phone, as the demo agent", () => {
  test.use({ ...PHONE, signedInAs: "agent" });

  test("fits the screen: the document is no wider than the viewport (tables become lists)", async ({
    page,
    request,
  }) => {
    const [{ id: property }] = (await apiData<{ entities: { id: number }[] }>(request, "/vendor/properties", "agent"))
      .entities as [{ id: number }];
    const fits = async (name: string) => {
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.viewport, name).toBe(360);
      expect(widths.document, name).toBeLessThanOrEqual(360);
    };

    await page.goto("/publish-my-property?step=basics");
    await expect(page.getByRole("heading", { level: 2, name: "Step 1 of 7: The basics" })).toBeVisible();
    await fits("the publish wizard");
    // The location step's fields, the wizard's own (the map, below them, waits to be scrolled to).
    await page.goto(`/owner/listings/${property}?step=location`);
    await expect(page.getByRole("heading", { level: 2, name: "Location" })).toBeVisible();
    await fits("a listing's location");

    // Pricing with a rate saved and a file previewed: both lists, where the tables were.
    await page.goto(`/upload-my-pricing?property=${property}`);
    const rateForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add rate" }) });
    await rateForm.getByLabel("First night").fill(day(700));
    await rateForm.getByLabel("Last night").fill(day(706));
    await rateForm.getByLabel(/A night/).pressSequentially("21000");
    await rateForm.getByRole("button", { name: "Add rate" }).click();
    const rates = page.getByRole("list", { name: "Rates by date range" });
    await expect(rates.getByRole("listitem").filter({ hasText: `${day(700)} to ${day(706)}` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Rates by date range" })).toBeHidden();
    await page.getByLabel("Pricing file").setInputFiles({
      name: "autumn.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`start_date,end_date,nightly_price,minimum_stay\n${day(720)},${day(730)},150,3\n`),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByRole("list", { name: "Rates in autumn.csv" }).getByRole("listitem")).toHaveCount(1);
    await fits("pricing");

    await page.goto(`/check-in-information?property=${property}`);
    await expect(page.getByRole("heading", { level: 1, name: "Check-in information" })).toBeVisible();
    await fits("check-in information");
    await page.goto("/channel-manager-connection");
    await expect(page.getByRole("region", { name: "Status" })).toBeVisible();
    await fits("the channel manager");
  });
});

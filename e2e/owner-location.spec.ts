import { isDeepStrictEqual } from "node:util";
import { type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL, SITE_URL } from "../playwright.config";
import { day } from "./support/clock";
import { noAxeViolations, shoot } from "./support/trips";
import { DESKTOP, PHONE } from "./support/viewports";

// Issue 21, items 4 to 6. The publish wizard's location step and the channel manager as the demo
// agent (agent@example.com, also an owner): its listing draft and channel connection are written
// by no other spec, whereas owner.spec.ts writes the demo owner's draft at the same time. A location
// by address and by pin as the demo owner (owner@example.com) on the edit page of one of its
// published homes that no other spec opens. One at a time, as they share that draft and that home.
test.describe.configure({ mode: "serial" });

const AGENT = "agent@example.com";
const OWNER = "owner@example.com";
/**
 * The demo owner's published home in the Algarve (seed), named by no other spec (its id, title or
 * coordinates): the owner's journeys below move its pin and put its destination and coordinates back.
 */
const OWNERS_HOME = { id: 256, title: "Saltwater Villa with Pool", latitude: 37.06724, longitude: -8.32752 };
/** Degrees of longitude a CSS pixel spans at the zoom the map opens at on a saved pin (10: 512 × 2^10 px round the world). */
const DEGREES_A_PIXEL = 360 / (512 * 2 ** 10);
/** A pixel's degrees of latitude to its degrees of longitude there, on the web map's projection (Mercator). */
const LATITUDE_SCALE = Math.cos((OWNERS_HOME.latitude * Math.PI) / 180);
/** Where the demo API puts "12 Harbour Lane" in the Algarve (tests/contract/demo-api-contract.test.ts). */
const HARBOUR_LANE = { label: "12 Harbour Lane, Algarve, Portugal", latitude: "37.09556", longitude: "-8.25808" };
/** The Algarve's centre in the demo's places (mocks/seed/places.ts). */
const ALGARVE = { latitude: 37.09, longitude: -8.25 };

const BASICS = {
  title: "Fig Tree House by the Lagoon",
  category_id: 1,
  summary: "A whitewashed house with a fig tree and a roof terrace over the lagoon.",
  description:
    "Two bedrooms under a wooden ceiling, a kitchen opening onto the courtyard and its fig tree, and a roof terrace for the evening light over the lagoon.",
};

/**
 * Signed in with a session of its own (an API token in the site's cookie), not through the sign-in
 * form: that allows an account 5 attempts a minute, and the other owner specs run alongside.
 */
async function signedIn(email: string, request: APIRequestContext, context: BrowserContext) {
  const answer = await request.post(`${API_URL}/vendor/login_json`, {
    form: { email, password: "password123" },
  });
  expect(answer.status()).toBe(200);
  const token = ((await answer.json()) as { data: { result: { access_token: string } } }).data.result.access_token;
  await context.addCookies([{ name: "auth_token", value: token, url: SITE_URL }]);
  return { Authorization: `Bearer ${token}` };
}

const signedInAgent = (request: APIRequestContext, context: BrowserContext) => signedIn(AGENT, request, context);

/** A draft with only its basics saved, so the location step opens empty. */
async function draftWithBasics(request: APIRequestContext, auth: Record<string, string>) {
  expect((await request.delete(`${API_URL}/vendor/property-draft`, { headers: auth })).status()).toBe(200);
  const saved = await request.put(`${API_URL}/vendor/property-draft`, {
    headers: auth,
    data: { step: "basics", values: BASICS },
  });
  expect(saved.status()).toBe(200);
}

/** The location step as the API saved it. */
async function savedLocation(request: APIRequestContext, auth: Record<string, string>) {
  const answer = await request.get(`${API_URL}/vendor/property-draft`, { headers: auth });
  return ((await answer.json()) as { data: { steps: { location?: Record<string, unknown> } } }).data.steps.location;
}

/** The agent's first property, whose location the edit page tests change and put back. */
async function agentProperty(request: APIRequestContext, auth: Record<string, string>) {
  const listed = await request.get(`${API_URL}/vendor/properties`, { headers: auth });
  return ((await listed.json()) as { data: { entities: { id: number }[] } }).data.entities[0]!.id;
}

/** A property's location step as the API has it. */
async function listingLocation(request: APIRequestContext, auth: Record<string, string>, id: number) {
  const answer = await request.get(`${API_URL}/vendor/properties/${id}/listing`, { headers: auth });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { steps: { location: Record<string, unknown> } } }).data.steps.location;
}

/**
 * The owner's home as the seed has it before each journey, then the journey, then its destination
 * and coordinates put back if it saved any (the address the journey saved stays: the API wants
 * one with every location, and the seed has none for this home).
 */
async function onOwnersHome(request: APIRequestContext, auth: Record<string, string>, journey: () => Promise<void>) {
  const original = await listingLocation(request, auth, OWNERS_HOME.id);
  expect(original).toMatchObject({
    destination_slug: "algarve",
    latitude: OWNERS_HOME.latitude,
    longitude: OWNERS_HOME.longitude,
  });
  try {
    await journey();
  } finally {
    const saved = await listingLocation(request, auth, OWNERS_HOME.id);
    // Nothing saved (the journey stopped before): nothing to put back.
    if (!isDeepStrictEqual(saved, original)) {
      const restored = await request.put(`${API_URL}/vendor/properties/${OWNERS_HOME.id}/listing`, {
        headers: auth,
        data: { step: "location", values: { ...saved, ...original } },
      });
      expect(restored.status()).toBe(200);
    }
  }
}

async function openOwnersLocation(page: Page) {
  await page.goto(`/owner/listings/${OWNERS_HOME.id}?step=location`);
  await expect(page.getByRole("heading", { level: 1, name: OWNERS_HOME.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Location" })).toBeVisible();
}

async function saveListingLocation(page: Page) {
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved. Guests see the change now." })).toBeVisible();
}

async function saveLocation(page: Page) {
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Step 3 of 7: Capacity and rooms" })).toBeVisible();
}

/** The map of the location step, drawn (its canvas is there once MapLibre has loaded). */
async function pinMap(page: Page) {
  const map = page.getByRole("region", { name: "Map to place your property's pin" });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("canvas")).toBeVisible();
  // Loaded: its style drawn and its pin, if any, in place (the section says so once MapLibre's load event has fired).
  await expect(map).toHaveAttribute("data-ready", "true");
  return map;
}

const coordinates = async (page: Page) => ({
  latitude: await page.getByLabel("Latitude").inputValue(),
  longitude: await page.getByLabel("Longitude").inputValue(),
});

/**
 * "12 Harbour Lane, Algarve" typed into the street address and chosen from the suggestions (arrows
 * and Enter on a desktop, a tap on a phone): the field, the coordinates and the destination follow.
 */
async function chooseHarbourLane(page: Page, viewName: "phone" | "desktop") {
  const address = page.getByRole("combobox", { name: "Street address" });
  await address.fill("");
  await address.pressSequentially("12 Harbour Lane, Algarve");
  const option = page.getByRole("listbox", { name: "Addresses found" }).getByRole("option");
  await expect(option).toHaveText([HARBOUR_LANE.label]);
  if (viewName === "desktop") {
    await address.press("ArrowDown");
    await expect(address).toHaveAttribute("aria-activedescendant", /.+/);
    await address.press("Enter");
  } else {
    await option.click();
  }
  await expect(address).toHaveValue(HARBOUR_LANE.label);
  await expect(page.getByRole("listbox", { name: "Addresses found" })).toBeHidden();
  expect(await coordinates(page)).toEqual({ latitude: HARBOUR_LANE.latitude, longitude: HARBOUR_LANE.longitude });
  await expect(page.getByRole("combobox", { name: "Destination" })).toHaveValue("algarve");
}

for (const [viewName, view] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`on a ${viewName} with JavaScript`, () => {
    test.use(view);

    test("as the demo owner, a listing's location by address: the saved pin shown, a suggestion chosen moves it, saved", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedIn(OWNER, request, context);
      await onOwnersHome(request, auth, async () => {
        await openOwnersLocation(page);
        // The saved position, read-only, and its pin on the map.
        await expect(page.getByLabel("Latitude")).toHaveAttribute("readonly", "");
        expect(await coordinates(page)).toEqual({
          latitude: String(OWNERS_HOME.latitude),
          longitude: String(OWNERS_HOME.longitude),
        });
        await pinMap(page);
        const pin = page.getByTestId("location-pin");
        await expect(pin).toBeVisible();

        await chooseHarbourLane(page, viewName);
        await expect(pin).toBeVisible();
        await page.getByLabel("Postal code").fill("8600-315");
        await noAxeViolations(page);
        await shoot(page, testInfo, `owner-edit-location-address-${viewName}`);
        await saveListingLocation(page);

        expect(await listingLocation(request, auth, OWNERS_HOME.id)).toEqual({
          destination_slug: "algarve",
          address: HARBOUR_LANE.label,
          postal_code: "8600-315",
          latitude: Number(HARBOUR_LANE.latitude),
          longitude: Number(HARBOUR_LANE.longitude),
        });
        await openOwnersLocation(page);
        expect(await coordinates(page)).toEqual({ latitude: HARBOUR_LANE.latitude, longitude: HARBOUR_LANE.longitude });
        await expect(page.getByRole("combobox", { name: "Street address" })).toHaveValue(HARBOUR_LANE.label);
      });
    });

    test("as the demo owner, a listing's location by pin: the map opens on the saved pin, a click moves it, a drag moves it again, saved", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedIn(OWNER, request, context);
      await onOwnersHome(request, auth, async () => {
        await openOwnersLocation(page);
        await page.getByRole("combobox", { name: "Street address" }).fill("3 Rua do Castelo");
        await page.getByLabel("Postal code").fill("8000-100");
        const map = await pinMap(page);
        const pin = page.getByTestId("location-pin");
        await expect(pin).toBeVisible();
        const box = (await map.boundingBox())!;
        // 80 px west and 40 px north of the middle, where the saved pin is (inland, clear of the pin).
        const spot = { x: box.width / 2 - 80, y: box.height / 2 - 40 };
        if (viewName === "phone") await map.tap({ position: spot });
        else await map.click({ position: spot });
        await expect(page.getByLabel("Longitude")).not.toHaveValue(String(OWNERS_HOME.longitude));
        // The suggestions for what was typed close once the pin is placed.
        await expect(page.getByRole("listbox", { name: "Addresses found" })).toBeHidden();
        const placed = await coordinates(page);
        // 80 px west and 40 px north of the saved pin, give or take a few pixels.
        expect(Math.abs(Number(placed.longitude) - (OWNERS_HOME.longitude - 80 * DEGREES_A_PIXEL))).toBeLessThan(
          5 * DEGREES_A_PIXEL,
        );
        expect(
          Math.abs(Number(placed.latitude) - (OWNERS_HOME.latitude + 40 * DEGREES_A_PIXEL * LATITUDE_SCALE)),
        ).toBeLessThan(5 * DEGREES_A_PIXEL);

        // Dragged 60 px east: further east on the same latitude.
        const at = (await pin.boundingBox())!;
        await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
        await page.mouse.down();
        await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height / 2, { steps: 5 });
        await page.mouse.move(at.x + at.width / 2 + 60, at.y + at.height / 2, { steps: 5 });
        await page.mouse.up();
        await expect(page.getByLabel("Longitude")).not.toHaveValue(placed.longitude);
        const dragged = await coordinates(page);
        expect(Math.abs(Number(dragged.longitude) - (Number(placed.longitude) + 60 * DEGREES_A_PIXEL))).toBeLessThan(
          5 * DEGREES_A_PIXEL,
        );
        expect(Math.abs(Number(dragged.latitude) - Number(placed.latitude))).toBeLessThan(5 * DEGREES_A_PIXEL);
        await shoot(page, testInfo, `owner-edit-location-pin-${viewName}`);
        await saveListingLocation(page);

        expect(await listingLocation(request, auth, OWNERS_HOME.id)).toEqual({
          destination_slug: "algarve",
          address: "3 Rua do Castelo",
          postal_code: "8000-100",
          latitude: Number(dragged.latitude),
          longitude: Number(dragged.longitude),
        });
        await openOwnersLocation(page);
        expect(await coordinates(page)).toEqual(dragged);
        await pinMap(page);
        await expect(page.getByTestId("location-pin")).toBeVisible();
      });
    });

    test("location by address: suggestions as I type, the chosen one fills the destination and the coordinates, saved", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedInAgent(request, context);
      await draftWithBasics(request, auth);
      await page.goto("/publish-my-property?step=location");
      await expect(page.getByRole("heading", { level: 2, name: "Step 2 of 7: Location" })).toBeVisible();
      // Read-only, filled by the choice: nothing to type into.
      await expect(page.getByLabel("Latitude")).toHaveAttribute("readonly", "");
      await expect(page.getByLabel("Latitude")).toHaveValue("");

      await chooseHarbourLane(page, viewName);
      await page.getByLabel("Postal code").fill("8600-315");
      await pinMap(page);
      await expect(page.getByTestId("location-pin")).toBeVisible();
      await noAxeViolations(page);
      await shoot(page, testInfo, `location-address-${viewName}`);
      await saveLocation(page);

      expect(await savedLocation(request, auth)).toEqual({
        destination_slug: "algarve",
        address: HARBOUR_LANE.label,
        postal_code: "8600-315",
        latitude: Number(HARBOUR_LANE.latitude),
        longitude: Number(HARBOUR_LANE.longitude),
      });
      await page.goto("/publish-my-property?step=location");
      expect(await coordinates(page)).toEqual({ latitude: HARBOUR_LANE.latitude, longitude: HARBOUR_LANE.longitude });
    });

    test("location by pin: choosing the destination shows it, a click places the pin, a drag moves it, saved", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedInAgent(request, context);
      await draftWithBasics(request, auth);
      await page.goto("/publish-my-property?step=location");
      // Hydrated (the first page_view is in the data layer): a destination chosen before that is not the page's yet.
      await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBeGreaterThan(0);
      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      await page.getByRole("combobox", { name: "Street address" }).fill("3 Rua do Castelo");
      await page.getByLabel("Postal code").fill("8000-100");
      const map = await pinMap(page);
      const box = (await map.boundingBox())!;
      // The map shows the destination chosen; its middle is the Algarve's centre, give or take a pixel.
      if (viewName === "phone") await map.tap({ position: { x: box.width / 2, y: box.height / 2 } });
      else await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
      const pin = page.getByTestId("location-pin");
      await expect(pin).toBeVisible();
      // The suggestions for what was typed close once the pin is placed.
      await expect(page.getByRole("listbox", { name: "Addresses found" })).toBeHidden();
      await expect(page.getByLabel("Latitude")).not.toHaveValue("");
      const placed = await coordinates(page);
      expect(Math.abs(Number(placed.latitude) - ALGARVE.latitude)).toBeLessThan(0.05);
      expect(Math.abs(Number(placed.longitude) - ALGARVE.longitude)).toBeLessThan(0.05);

      // Dragged 60 px east: further east on the same latitude.
      const at = (await pin.boundingBox())!;
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height / 2, { steps: 5 });
      await page.mouse.move(at.x + at.width / 2 + 60, at.y + at.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(page.getByLabel("Longitude")).not.toHaveValue(placed.longitude);
      const dragged = await coordinates(page);
      expect(Number(dragged.longitude)).toBeGreaterThan(Number(placed.longitude) + 0.2);
      expect(Math.abs(Number(dragged.latitude) - Number(placed.latitude))).toBeLessThan(0.05);
      await shoot(page, testInfo, `location-pin-${viewName}`);
      await saveLocation(page);

      expect(await savedLocation(request, auth)).toMatchObject({
        destination_slug: "algarve",
        address: "3 Rua do Castelo",
        latitude: Number(dragged.latitude),
        longitude: Number(dragged.longitude),
      });
    });

    test("Enter in the address finds it; Enter in another field of the step saves the step", async ({
      page,
      request,
      context,
    }) => {
      const auth = await signedInAgent(request, context);
      await draftWithBasics(request, auth);
      await page.goto("/publish-my-property?step=location");
      const address = page.getByRole("combobox", { name: "Street address" });
      await address.pressSequentially("12 Harbour Lane, Algarve");
      await expect(page.getByRole("listbox", { name: "Addresses found" }).getByRole("option")).toHaveText([
        HARBOUR_LANE.label,
      ]);
      // No suggestion picked with the arrows: Enter runs Find the address, and its matches come back.
      await address.press("Enter");
      const matches = page.getByRole("group", { name: "Choose your address" });
      await expect(matches.getByRole("radio", { name: HARBOUR_LANE.label })).toBeChecked();
      await expect(page.getByRole("heading", { level: 2, name: "Step 2 of 7: Location" })).toBeVisible();
      expect(await savedLocation(request, auth)).toBeUndefined();

      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      await page.getByLabel("Postal code").fill("8600-315");
      await page.getByLabel("Postal code").press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Step 3 of 7: Capacity and rooms" })).toBeVisible();
      expect(await savedLocation(request, auth)).toEqual({
        destination_slug: "algarve",
        address: "12 Harbour Lane, Algarve",
        postal_code: "8600-315",
        latitude: Number(HARBOUR_LANE.latitude),
        longitude: Number(HARBOUR_LANE.longitude),
      });
    });

    test("channel manager: test, connect and disconnect, the status saying each", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedInAgent(request, context);
      expect((await request.delete(`${API_URL}/vendor/channel-connection`, { headers: auth })).status()).toBe(200);
      await channelManagerJourney(page, request, auth);
      await noAxeViolations(page);
      await shoot(page, testInfo, `channel-manager-${viewName}`);
    });
  });

  test.describe(`on a ${viewName} without JavaScript`, () => {
    test.use({ ...view, javaScriptEnabled: false });

    test("location by address: Find the address, choose among the matches, the coordinates saved", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedInAgent(request, context);
      await draftWithBasics(request, auth);
      await page.goto("/publish-my-property?step=location");
      await page.getByLabel("Street address").fill("12 Harbour Lane");
      await page.getByRole("button", { name: "Find the address" }).click();
      // Nothing names a place yet: the address alone is not found.
      await expect(
        page.getByText(
          "No match for this address. Add the town or choose the destination, or place the pin on the map.",
        ),
      ).toBeVisible();
      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      await page.getByLabel("Postal code").fill("8600-315");
      await page.getByRole("button", { name: "Find the address" }).click();
      const matches = page.getByRole("group", { name: "Choose your address" });
      await expect(matches.getByRole("radio")).toHaveCount(1);
      await expect(matches.getByRole("radio", { name: HARBOUR_LANE.label })).toBeChecked();
      await expect(page.getByLabel("Street address")).toHaveValue("12 Harbour Lane");
      await expect(page.getByLabel("Postal code")).toHaveValue("8600-315");
      await shoot(page, testInfo, `location-no-js-${viewName}`);
      await saveLocation(page);

      expect(await savedLocation(request, auth)).toEqual({
        destination_slug: "algarve",
        address: "12 Harbour Lane",
        postal_code: "8600-315",
        latitude: Number(HARBOUR_LANE.latitude),
        longitude: Number(HARBOUR_LANE.longitude),
      });
      await page.goto("/publish-my-property?step=location");
      expect(await coordinates(page)).toEqual({ latitude: HARBOUR_LANE.latitude, longitude: HARBOUR_LANE.longitude });
    });

    test("Enter in a field of the location step saves it and goes on, though Find the address comes first in the form", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedInAgent(request, context);
      await draftWithBasics(request, auth);
      await page.goto("/publish-my-property?step=location");
      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      await page.getByLabel("Street address").fill("12 Harbour Lane");
      await page.getByRole("button", { name: "Find the address" }).click();
      await expect(page.getByRole("group", { name: "Choose your address" }).getByRole("radio")).toHaveCount(1);
      await page.getByLabel("Postal code").fill("8600-315");
      await shoot(page, testInfo, `location-enter-no-js-${viewName}`);
      await page.getByLabel("Postal code").press("Enter");
      await expect(page.getByRole("heading", { level: 2, name: "Step 3 of 7: Capacity and rooms" })).toBeVisible();
      expect(await savedLocation(request, auth)).toEqual({
        destination_slug: "algarve",
        address: "12 Harbour Lane",
        postal_code: "8600-315",
        latitude: Number(HARBOUR_LANE.latitude),
        longitude: Number(HARBOUR_LANE.longitude),
      });
    });

    test("Enter in a field of a listing's location saves it on the edit page", async ({
      page,
      request,
      context,
    }, testInfo) => {
      const auth = await signedInAgent(request, context);
      const id = await agentProperty(request, auth);
      const original = await listingLocation(request, auth, id);
      try {
        await page.goto(`/owner/listings/${id}?step=location`);
        await expect(page.getByRole("heading", { level: 2, name: "Location" })).toBeVisible();
        const postal = original.postal_code === "9999-001" ? "9999-002" : "9999-001";
        await page.getByLabel("Postal code").fill(postal);
        await page.getByLabel("Postal code").press("Enter");
        await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
        await expect(page.getByLabel("Postal code")).toHaveValue(postal);
        await shoot(page, testInfo, `edit-location-enter-no-js-${viewName}`);
        expect(await listingLocation(request, auth, id)).toEqual({ ...original, postal_code: postal });
      } finally {
        await request.put(`${API_URL}/vendor/properties/${id}/listing`, {
          headers: auth,
          data: { step: "location", values: original },
        });
      }
    });

    test("location: saving without choosing an address says how to place it", async ({ page, request, context }) => {
      const auth = await signedInAgent(request, context);
      await draftWithBasics(request, auth);
      await page.goto("/publish-my-property?step=location");
      await page.getByRole("combobox", { name: "Destination" }).selectOption("algarve");
      await page.getByLabel("Street address").fill("12 Harbour Lane");
      await page.getByLabel("Postal code").fill("8600-315");
      await page.getByRole("button", { name: "Save and continue" }).click();
      await expect(
        page
          .getByRole("group", { name: "Position on the map" })
          .getByText("Find your address and choose it, or place the pin on the map."),
      ).toBeVisible();
      expect(await savedLocation(request, auth)).toBeUndefined();
    });

    test("channel manager: test, connect and disconnect, the status saying each", async ({
      page,
      request,
      context,
    }) => {
      const auth = await signedInAgent(request, context);
      expect((await request.delete(`${API_URL}/vendor/channel-connection`, { headers: auth })).status()).toBe(200);
      await channelManagerJourney(page, request, auth);
    });
  });
}

async function channelManagerJourney(page: Page, request: APIRequestContext, auth: Record<string, string>) {
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
  const connection = await request.get(`${API_URL}/vendor/channel-connection`, { headers: auth });
  expect(((await connection.json()) as { data: unknown }).data).toMatchObject({
    status: "connected",
    provider: "smoobu",
    account_id: "acct-4410",
  });

  await status.getByRole("button", { name: "Disconnect" }).click();
  await expect(status.getByText("Not connected", { exact: true })).toBeVisible();
  await expect(result).toHaveText("Disconnected. Your calendar is no longer synchronised.");
  const after = await request.get(`${API_URL}/vendor/channel-connection`, { headers: auth });
  expect(((await after.json()) as { data: unknown }).data).toMatchObject({ status: "disconnected", provider: null });
}

test.describe("every owner page on a 360 px phone", () => {
  test.use(PHONE);

  test("fits the screen: the document is no wider than the viewport (tables become lists)", async ({
    page,
    request,
    context,
  }, testInfo) => {
    test.setTimeout(60_000);
    const auth = await signedInAgent(request, context);
    await draftWithBasics(request, auth);
    const listed = await request.get(`${API_URL}/vendor/properties`, { headers: auth });
    const property = ((await listed.json()) as { data: { entities: { id: number }[] } }).data.entities[0]!.id;
    const fits = async (name: string) => {
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.viewport, name).toBe(360);
      expect(widths.document, name).toBeLessThanOrEqual(360);
      await shoot(page, testInfo, `phone-${name}`);
    };

    await page.goto("/publish-my-property?step=basics");
    await fits("publish-basics");
    await page.goto("/publish-my-property?step=location");
    await pinMap(page);
    await fits("publish-location");

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
    await fits("upload-my-pricing");
    await rates
      .getByRole("listitem")
      .filter({ hasText: `${day(700)} to ${day(706)}` })
      .getByRole("button", { name: "Remove" })
      .click();
    await expect(page.getByText(`${day(700)} to ${day(706)}`)).toHaveCount(0);

    await page.goto(`/check-in-information?property=${property}`);
    await fits("check-in-information");
    await page.goto("/channel-manager-connection");
    await fits("channel-manager");
  });
});

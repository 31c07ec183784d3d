import { afterEach, describe, expect, it } from "vitest";
import { action as listingAction, loader as listingLoader } from "~/routes/owner/owner-listing";
import { action as listingsAction, loader as listingsLoader } from "~/routes/owner/owner-listings";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, routeArgs as args, signIn, thrown } from "./route-helpers";

/** Issue 21, item 1: /owner/listings and /owner/listings/:id over the demo API. */

const { server } = demoApiServer();
// The site logs each refusal of the API; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

/** The method and path of every call to the demo API from now on. */
function calls() {
  const seen: string[] = [];
  server.events.on("request:start", ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** JSON bodies sent upstream with `method` to `path`. */
function sent(method: string, path: string) {
  const bodies: unknown[] = [];
  server.events.on("request:start", async ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      bodies.push(JSON.parse(await request.clone().text()));
  });
  return bodies;
}

type Answer = { data: Record<string, unknown>; init: { status: number } | null };
const answer = (value: unknown) => value as Answer;
const publicStatus = async (id: number) => (await fetch(`${API}/properties/${id}`)).status;
const searchIds = async (text: string) =>
  (
    (await (await fetch(`${API}/properties?destination=${encodeURIComponent(text)}`)).json()) as {
      data: { entities: { id: number }[] };
    }
  ).data.entities.map(({ id }) => id);

describe("/owner/listings", () => {
  it("a visitor gets the gate, with no upstream call", async () => {
    const seen = calls();
    expect(answer(await listingsLoader(args("/owner/listings", undefined).value)).data).toEqual({ gate: "visitor" });
    expect(
      answer(await listingLoader(args("/owner/listings/1", undefined, undefined, { id: "1" }).value)).data,
    ).toEqual({ gate: "visitor" });
    expect(seen).toEqual([]);
  });

  it("the demo owner's listings: newest first with status, picture, price and next booking, and the wizard's draft", async () => {
    const owner = await signIn("owner");
    const shown = answer(await listingsLoader(args("/owner/listings", owner).value)).data as {
      listings: { id: number; title: string; status: string; picture: unknown; next_booking: unknown }[];
      pagination: { total: number; last_page: number };
      draft: unknown;
    };
    expect(shown.listings).toHaveLength(20);
    expect(shown.listings[0]).toMatchObject({
      id: 321,
      title: "Harbour Master's Cottage",
      status: "paused",
      nightly_price: 165,
      currency: "GBP",
      next_booking: null,
      picture: { url: `${API}/images/properties/321-1.svg` },
    });
    expect(shown.listings[1]).toMatchObject({ status: "published", next_booking: { guest_name: null } });
    expect(shown.listings.filter(({ status }) => status === "paused")).toHaveLength(1);
    expect(shown.draft).toEqual({
      title: "Olive Press Studio",
      saved_steps: ["basics", "location", "capacity"],
      step_count: 7,
    });
    expect(shown.pagination).toMatchObject({ total: 175, last_page: 9 });
    const last = answer(await listingsLoader(args("/owner/listings?page=9", owner).value)).data as typeof shown;
    expect(last.listings.at(-1)).toMatchObject({ id: 1, title: "Cliffside Cottage with Pool" });
  });

  it("pauses and unpauses from the list: the property leaves search and its page answers 404, then comes back", async () => {
    const owner = await signIn("owner");
    const puts = sent("PUT", "/vendor/properties/2/status");
    const paused = answer(
      await listingsAction(args("/owner/listings", owner, { intent: "pause", property: "2" }).value),
    );
    expect(paused.data).toEqual({
      formError: null,
      message: "Paused. Guests no longer find or book it until you unpause it.",
      propertyId: 2,
    });
    expect(await publicStatus(2)).toBe(404);
    expect(await searchIds("Old Town Apartment")).not.toContain(2);
    await listingsAction(args("/owner/listings", owner, { intent: "unpause", property: "2" }).value);
    expect(puts).toEqual([{ status: "paused" }, { status: "published" }]);
    expect(await publicStatus(2)).toBe(200);
    expect(await searchIds("Old Town Apartment")).toContain(2);
  });

  it("someone else's property is not found, and changes nothing", async () => {
    const owner = await signIn("owner");
    // 322 is the agent's.
    const refused = await thrown(() =>
      listingsAction(args("/owner/listings", owner, { intent: "pause", property: "322" }).value),
    );
    expect(refused.status).toBe(404);
    expect(
      (await thrown(() => listingLoader(args("/owner/listings/322", owner, undefined, { id: "322" }).value))).status,
    ).toBe(404);
    expect(logs.take()).toEqual([
      "error: [api] PUT /vendor/properties/{id}/status failed (404): Property not found.",
      "error: [api] GET /vendor/properties/{id}/listing failed (404): Property not found.",
    ]);
  });
});

describe("/owner/listings/:id", () => {
  const edit = (path: string, token: string, body?: Record<string, string | string[]>) =>
    args(path, token, body, { id: path.split("/")[3]!.split("?")[0]! }).value;

  it("opens each step with the property's values as the wizard's fields show them", async () => {
    const owner = await signIn("owner");
    const basics = answer(await listingLoader(edit("/owner/listings/1", owner))).data;
    expect(basics).toMatchObject({ step: "basics", status: "published", title: "Cliffside Cottage with Pool" });
    expect(basics.values).toMatchObject({ title: "Cliffside Cottage with Pool", category_id: "2" });
    const prices = answer(await listingLoader(edit("/owner/listings/1?step=prices", owner))).data;
    expect(prices.values).toEqual({ currency: "EUR", nightly_price: "173", cleaning_fee: "0" });
    const pictures = answer(await listingLoader(edit("/owner/listings/1?step=pictures", owner))).data;
    const shownToGuests = ((await (await fetch(`${API}/properties/1`)).json()) as { data: { images: unknown[] } }).data;
    expect(pictures.pictures).toHaveLength(shownToGuests.images.length);
  });

  it("a step that breaks the wizard's rules comes back with what was typed and each field's message, unsent", async () => {
    const owner = await signIn("owner");
    const puts = sent("PUT", "/vendor/properties/4/listing");
    const typed = { intent: "save", step: "prices", currency: "EUR", nightly_price: "5", cleaning_fee: "abc" };
    const refused = answer(await listingAction(edit("/owner/listings/4?step=prices", owner, typed)));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toEqual({
      step: "prices",
      values: { currency: "EUR", nightly_price: "5", cleaning_fee: "abc" },
      fieldErrors: {
        nightly_price: "The nightly price is at least 10.",
        cleaning_fee: "Enter the cleaning fee as an amount, like 120 or 95.50.",
      },
      formError: null,
    });
    expect(puts).toEqual([]);
  });

  it("saves a step at once: the title and nightly price are on the public page, the owner stays on the step", async () => {
    const owner = await signIn("owner");
    const puts = sent("PUT", "/vendor/properties/4/listing");
    const before = answer(await listingLoader(edit("/owner/listings/4", owner))).data.values as Record<string, string>;
    const renamed = { ...before, title: "Glacier View Apartment with Sauna" };
    const saved = (await listingAction(
      edit("/owner/listings/4", owner, { intent: "save", step: "basics", ...renamed }),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/owner/listings/4?step=basics&saved=1");
    await listingAction(
      edit("/owner/listings/4?step=prices", owner, {
        intent: "save",
        step: "prices",
        currency: "EUR",
        nightly_price: "€1,250.50",
        cleaning_fee: "40",
      }),
    );
    expect(puts).toEqual([
      { step: "basics", values: { ...renamed, category_id: Number(before.category_id) } },
      { step: "prices", values: { currency: "EUR", nightly_price: 1250.5, cleaning_fee: 40 } },
    ]);
    const property = ((await (await fetch(`${API}/properties/4`)).json()) as { data: Record<string, unknown> }).data;
    expect(property).toMatchObject({
      title: "Glacier View Apartment with Sauna",
      slug: "glacier-view-apartment-with-sauna",
      nightly_price: 1250.5,
    });
  });

  it("the location step: the map starts at the destination's centre, and the match chosen among Find the address's is where the pin is saved", async () => {
    const owner = await signIn("owner");
    const location = answer(await listingLoader(edit("/owner/listings/4?step=location", owner))).data;
    expect(location.destinations).toContainEqual({
      value: "algarve",
      label: "Algarve, Portugal",
      centre: { lat: 37.09, lng: -8.25 },
    });
    const puts = sent("PUT", "/vendor/properties/4/listing");
    const typed = {
      intent: "save",
      step: "location",
      destination_slug: "algarve",
      address: "12 Harbour Lane",
      postal_code: "8600-315",
      // What the read-only fields showed (the first match), not the second match the owner chose.
      latitude: "37.1",
      longitude: "-8.2",
      place: "37.09556,-8.25808",
    };
    const saved = (await listingAction(edit("/owner/listings/4?step=location", owner, typed))) as Response;
    expect(saved.status).toBe(303);
    expect(puts).toEqual([
      {
        step: "location",
        values: {
          destination_slug: "algarve",
          address: "12 Harbour Lane",
          postal_code: "8600-315",
          latitude: 37.09556,
          longitude: -8.25808,
        },
      },
    ]);
  });
});

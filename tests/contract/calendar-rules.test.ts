import { beforeAll, describe, expect, it } from "vitest";
import { createStore, dayFromToday } from "../../mocks/store";
import { TEST_NOW, day } from "../support/clock";
import { API, demoApiServer, signIn } from "../support/demo-api";
import { ownerCalendarAnswerSchema } from "~/api/schemas";

/**
 * The demo API's owner calendar (docs/api.md, Owners, Calendar): blocks and prices an owner sets
 * are what availability, quotes, search and bookings answer at once; the changes it refuses.
 */

const store = createStore({ today: TEST_NOW });
demoApiServer({ store });

/** Past every seeded booking (they start within a year and last at most 10 nights) and inside the two-year horizon. */
const CLEAR = 420;

type Answer = { message?: string; errors?: Record<string, string[]>; data?: Record<string, unknown> };

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

type Night = { date: string; status: string; price: number; price_source: string };
const nightsOf = (answer: Answer) => (answer.data as { nights: Night[] }).nights;

describe("the owner's calendar", () => {
  let owner = "";
  let property = store.properties[0]!;
  const calendar = (from: string, to: string, id = property.id) =>
    call("GET", `/vendor/properties/${id}/calendar?from=${from}&to=${to}`, owner);
  const quote = (checkIn: string, checkOut: string) =>
    call("GET", `/properties/${property.id}/quote?check_in=${checkIn}&check_out=${checkOut}&guests=1`, null);

  beforeAll(async () => {
    owner = await signIn("owner");
    const ownerId = store.users.find((user) => user.email === "owner@example.com")!.id;
    property = store.properties.find((candidate) => candidate.ownerId === ownerId && !candidate.rates)!;
  });

  it("GET: each night of the range, open at first, priced as the quote prices it", async () => {
    const answer = await calendar(day(CLEAR), day(CLEAR + 3));
    expect(answer.status).toBe(200);
    expect(ownerCalendarAnswerSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toMatchObject({ property_id: property.id, title: property.title, from: day(CLEAR) });
    const nights = nightsOf(answer.body);
    expect(nights.map((night) => [night.date, night.status])).toEqual([
      [day(CLEAR), "open"],
      [day(CLEAR + 1), "open"],
      [day(CLEAR + 2), "open"],
    ]);
    const stay = await quote(day(CLEAR), day(CLEAR + 3));
    expect(stay.body.data!.subtotal).toBe(nights.reduce((sum, night) => sum + night.price, 0));
  });

  it("a blocked range is unavailable at once: availability, quote, search and booking; opened, it is free again", async () => {
    const [from, to] = [day(CLEAR + 10), day(CLEAR + 13)];
    const blocked = await call("POST", `/vendor/properties/${property.id}/calendar/blocks`, owner, { from, to });
    expect(blocked.status).toBe(200);
    expect(nightsOf(blocked.body).map((night) => night.status)).toEqual(["blocked", "blocked", "blocked"]);
    expect((blocked.body.data as { blocked: unknown }).blocked).toEqual([{ start: from, end: to }]);

    const availability = await call("GET", `/properties/${property.id}/availability?from=${from}&to=${to}`, null);
    expect((availability.body.data as { unavailable: unknown[] }).unavailable).toEqual([{ start: from, end: to }]);
    // One blocked night inside a longer stay is enough to refuse it.
    expect((await quote(day(CLEAR + 12), day(CLEAR + 15))).body.data!.available).toBe(false);
    expect((await quote(day(CLEAR + 13), day(CLEAR + 15))).body.data!.available).toBe(true);
    const search = await call(
      "GET",
      `/properties?destination=${property.destinationSlug}&check_in=${from}&check_out=${to}&per_page=100`,
      null,
    );
    expect((search.body.data as { entities: { id: number }[] }).entities.map((home) => home.id)).not.toContain(
      property.id,
    );
    const booking = await fetch(`${API}/bookings`, {
      method: "POST",
      headers: { "Idempotency-Key": crypto.randomUUID() },
      body: new URLSearchParams({
        property_id: String(property.id),
        check_in: from,
        check_out: to,
        guests: "1",
        first_name: "Bea",
        last_name: "Blocked",
        email: "bea@example.com",
        card_number: "4242424242424242",
      }),
    });
    expect(booking.status).toBe(422);
    expect(((await booking.json()) as Answer).message).toBe("These dates are no longer available.");

    const opened = await call(
      "DELETE",
      `/vendor/properties/${property.id}/calendar/blocks?from=${from}&to=${to}`,
      owner,
    );
    expect(opened.status).toBe(200);
    expect(nightsOf(opened.body).map((night) => night.status)).toEqual(["open", "open", "open"]);
    expect((await quote(from, to)).body.data!.available).toBe(true);
  });

  it("a booked night cannot be blocked: the answer names it and nothing is blocked", async () => {
    const stay = property.booked[0]!;
    const [bookedFrom, bookedTo] = [dayFromToday(store, stay.startOffset), dayFromToday(store, stay.endOffset)];
    const from = dayFromToday(store, stay.endOffset - 1);
    const to = dayFromToday(store, stay.endOffset + 2);
    const refused = await call("POST", `/vendor/properties/${property.id}/calendar/blocks`, owner, { from, to });
    expect(refused.status).toBe(422);
    const message = `1 night of this range is booked, and a booked night cannot be blocked: ${from}. Nothing was blocked.`;
    expect(refused.body).toEqual({ message, errors: { nights: [message] } });
    const after = nightsOf((await calendar(from, to)).body);
    expect(after.map((night) => night.status)).toEqual(["booked", "open", "open"]);
    expect((await calendar(bookedFrom, bookedTo)).body.data).toMatchObject({
      booked: [{ start: bookedFrom, end: bookedTo, reference: null }],
    });
  });

  it("a price set for a range is each night's price in the quote until it is cleared", async () => {
    const [from, to] = [day(CLEAR + 20), day(CLEAR + 22)];
    const before = (await quote(from, day(CLEAR + 23))).body.data!;
    const priced = await call("PUT", `/vendor/properties/${property.id}/calendar/prices`, owner, {
      from,
      to,
      nightly_price: 333.5,
    });
    expect(priced.status).toBe(200);
    expect(nightsOf(priced.body).map((night) => [night.price, night.price_source])).toEqual([
      [333.5, "owner"],
      [333.5, "owner"],
    ]);
    const third = nightsOf((await calendar(to, day(CLEAR + 23))).body)[0]!;
    const after = (await quote(from, day(CLEAR + 23))).body.data!;
    expect(after.subtotal).toBe(333.5 + 333.5 + third.price);
    expect(third.price_source).toBe("season");

    const cleared = await call(
      "DELETE",
      `/vendor/properties/${property.id}/calendar/prices?from=${from}&to=${to}`,
      owner,
    );
    expect(nightsOf(cleared.body).map((night) => night.price_source)).toEqual(["season", "season"]);
    expect((await quote(from, day(CLEAR + 23))).body.data!.subtotal).toBe(before.subtotal);
  });

  it("refuses ranges out of order, in the past, past the horizon, and prices that are not positive amounts", async () => {
    const blocks = `/vendor/properties/${property.id}/calendar/blocks`;
    const prices = `/vendor/properties/${property.id}/calendar/prices`;
    expect(await call("POST", blocks, owner, { from: day(CLEAR + 5), to: day(CLEAR + 5) })).toEqual({
      status: 422,
      body: { message: "Please check the dates.", errors: { to: ["to must be after from."] } },
    });
    expect(await call("POST", blocks, owner, { from: "2027-02-30", to: day(CLEAR) })).toEqual({
      status: 422,
      body: { message: "Please check the dates.", errors: { from: ["from must be a date like 2027-05-01."] } },
    });
    expect(await call("POST", blocks, owner, { from: day(-1), to: day(2) })).toEqual({
      status: 422,
      body: {
        message: "Nights before today cannot be changed.",
        errors: { from: ["Nights before today cannot be changed."] },
      },
    });
    const horizon = "Nights can be changed up to 730 days ahead.";
    expect(await call("POST", blocks, owner, { from: day(728), to: day(731) })).toEqual({
      status: 422,
      body: { message: horizon, errors: { to: [horizon] } },
    });
    expect((await call("POST", blocks, owner, { from: day(728), to: day(730) })).status).toBe(200);
    for (const nightly_price of [0, -20, 12.345, "90"]) {
      const answer = await call("PUT", prices, owner, { from: day(CLEAR), to: day(CLEAR + 1), nightly_price });
      expect(answer.status, String(nightly_price)).toBe(422);
      expect(Object.keys(answer.body.errors!)).toEqual(["nightly_price"]);
    }
    expect(nightsOf((await calendar(day(CLEAR), day(CLEAR + 1))).body)[0]!.price_source).toBe("season");
  });

  it("is the owner's own: 401 without a session, 403 for a traveller, 404 for someone else's property", async () => {
    const path = `/vendor/properties/${property.id}/calendar?from=${day(CLEAR)}&to=${day(CLEAR + 1)}`;
    expect((await call("GET", path, null)).status).toBe(401);
    expect((await call("GET", path, await signIn("guest"))).status).toBe(403);
    const other = store.properties.find((candidate) => candidate.ownerId !== property.ownerId)!;
    const theirs = await call("POST", `/vendor/properties/${other.id}/calendar/blocks`, owner, {
      from: day(CLEAR),
      to: day(CLEAR + 1),
    });
    expect(theirs.status).toBe(404);
    expect(other.blockedNights).toBeUndefined();
  });
});

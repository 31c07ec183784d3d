import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_SEED, createRandom } from "../../mocks/random";
import { seedProperties } from "../../mocks/seed/properties";
import { createStore } from "../../mocks/store";
import { createApiClient } from "~/api/client.server";
import { listReservations } from "~/api/owner-reservations.server";
import { reservationListAnswerSchema } from "~/api/schemas";
import { TEST_NOW, day } from "../support/clock";
import { API, demoApiServer, signIn, tokenFor } from "../support/demo-api";
import { shapeGaps } from "./answer-shape";

/**
 * GET /vendor/reservations (docs/api.md, Owners): the seeded stays of the demo owner and the
 * agent by scope, the property and date filters, the payout, the query's rules, and a guest's new
 * booking showing at once.
 */

const store = createStore({ today: TEST_NOW });
demoApiServer({ store });

interface Entry {
  reference: string;
  scope: string;
  status: string;
  property: { id: number };
  guest: { first_name: string };
  check_in: string;
  check_out: string;
  total: number;
  service_fee: number;
  payout: number;
  price: { service_fee: number; total: number };
  cancellation: { cancelled_on: string; refund: number; refund_percent: number } | null;
  arrival: { check_in_from: string; check_in_information: Record<string, string> | null };
}

async function reservations(token: string | null, query = "") {
  const response = await fetch(`${API}/vendor/reservations${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { data: { entities: Entry[] } } & object };
}

const stays = (entries: Entry[]) =>
  entries.map((entry) => `${entry.guest.first_name} ${entry.property.id} ${entry.check_in}..${entry.check_out}`);

/** The demo owner's (user 2), the agent's (user 3) and the agent's owner's (user 4) properties, lowest id first, as the seed picks them. */
const ownersFirst = (ownerId: number) =>
  store.properties.filter((property) => property.ownerId === ownerId).map((property) => property.id);
const [p1, p2, p3, p4] = ownersFirst(2);
const [a1, a2] = ownersFirst(3);
const [t1, t2] = ownersFirst(4);
/** The seed's booked ranges before the seeded stays took some of them over. */
const seeded = seedProperties(createRandom(DEMO_SEED));
/** The nights of a property's seeded booked range, as days from today. */
const range = (propertyId: number | undefined, index: number) => {
  const booked = seeded.find((property) => property.id === propertyId)!.booked[index]!;
  return `${day(booked.startOffset)}..${day(booked.endOffset)}`;
};
const firstBookedDay = (propertyId: number | undefined) =>
  seeded.find((property) => property.id === propertyId)!.booked[0]!.startOffset;

let owner = "";
let agent = "";
beforeAll(async () => {
  owner = await signIn("owner");
  agent = await signIn("agent");
});

describe("GET /vendor/reservations: the seeded stays by scope", () => {
  it("the owner's upcoming, current, past and cancelled stays, each in its order", async () => {
    const scope = async (name: string) => stays((await reservations(owner, `?scope=${name}`)).body.data.entities);
    const upcoming = [`Priya ${p1} ${range(p1, 1)}`, `Lena ${p2} ${range(p2, 0)}`, `Jonas ${p3} ${range(p3, 1)}`];
    const checkIn = (stay: string) => stay.split(" ")[2]!;
    expect(await scope("upcoming")).toEqual(upcoming.sort((a, b) => checkIn(a).localeCompare(checkIn(b))));
    expect(await scope("current")).toEqual([`Marco ${p1} ${day(-2)}..${day(Math.min(3, firstBookedDay(p1)))}`]);
    expect(await scope("past")).toEqual([
      `Jonas ${p2} ${day(-20)}..${day(-16)}`,
      `Lena ${p1} ${day(-45)}..${day(-38)}`,
      `Priya ${p3} ${day(-90)}..${day(-85)}`,
    ]);
    expect(await scope("cancelled")).toEqual([`Marco ${p2} ${range(p2, 2)}`, `Lena ${p4} ${range(p4, 3)}`]);
    const all = (await reservations(owner)).body.data.entities;
    expect(all).toHaveLength(9);
  });

  it("the agent sees the stays of their own properties and of the owner they manage, not the demo owner's", async () => {
    const all = stays((await reservations(agent)).body.data.entities);
    expect(new Set(all)).toEqual(
      new Set([
        `Priya ${a1} ${range(a1, 0)}`,
        `Marco ${a1} ${day(-10)}..${day(-7)}`,
        `Jonas ${a2} ${day(-2)}..${day(Math.min(3, firstBookedDay(a2)))}`,
        `Lena ${t1} ${range(t1, 0)}`,
        `Priya ${t2} ${day(-30)}..${day(-26)}`,
      ]),
    );
  });

  it("payout: the total less the service fee; a cancelled stay pays out what was kept, less its share of the fee", async () => {
    const all = (await reservations(owner)).body.data.entities;
    for (const entry of all.filter((candidate) => candidate.status === "confirmed")) {
      expect(entry.payout).toBeCloseTo(entry.price.total - entry.price.service_fee, 2);
      expect(entry.service_fee).toBe(entry.price.service_fee);
    }
    const [fullRefund, halfRefund] = (await reservations(owner, "?scope=cancelled")).body.data.entities;
    expect(fullRefund).toMatchObject({
      cancellation: { cancelled_on: day(-5), refund: fullRefund!.total, refund_percent: 100 },
      payout: 0,
    });
    expect(halfRefund!.cancellation).toMatchObject({ cancelled_on: day(-12), refund_percent: 50 });
    expect(halfRefund!.cancellation!.refund).toBeCloseTo(halfRefund!.total / 2, 2);
    const kept = halfRefund!.total - halfRefund!.cancellation!.refund;
    expect(halfRefund!.payout).toBeCloseTo(
      (kept * (halfRefund!.total - halfRefund!.service_fee)) / halfRefund!.total,
      2,
    );
  });

  it("arrival details: the property's times and its check-in information, null until set", async () => {
    const all = (await reservations(owner)).body.data.entities;
    const first = all.find((entry) => entry.property.id === p1)!;
    const property = store.properties.find((candidate) => candidate.id === p1)!;
    expect(first.arrival).toMatchObject({
      check_in_from: property.checkInTime,
      check_out_until: property.checkOutTime,
      check_in_information: {
        check_in_from: property.checkInTime,
        key_handover: "lockbox",
        contact_phone: "+351 21 000 0000",
      },
    });
    expect(all.find((entry) => entry.property.id === p2)!.arrival.check_in_information).toBeNull();
  });
});

describe("the seeded stays and the seeded booked ranges", () => {
  it("an upcoming stay replaces the range whose nights it takes; a cancelled one leaves its range booked", () => {
    const ranges = (propertyId: number | undefined, from: typeof store.properties) =>
      from.find((property) => property.id === propertyId)!.booked.map((booked) => booked.startOffset);
    const [, second] = ranges(p1, seeded);
    expect(ranges(p1, store.properties)).toEqual(ranges(p1, seeded).filter((start) => start !== second));
    expect(ranges(p2, store.properties)).toEqual(ranges(p2, seeded).slice(1));
    expect(ranges(p4, store.properties)).toEqual(ranges(p4, seeded));
  });
});

describe("GET /vendor/reservations: filters", () => {
  it("by property: that property's stays; another vendor's property is a 404", async () => {
    const mine = (await reservations(owner, `?property_id=${p1}`)).body.data.entities;
    expect(mine.map((entry) => entry.property.id)).toEqual([p1, p1, p1]);
    expect((await reservations(owner, `?property_id=${a1}`)).status).toBe(404);
  });

  it("by dates: stays that leave after `from` and arrive on or before `to`", async () => {
    const between = async (from: number, to: number) =>
      stays((await reservations(owner, `?from=${day(from)}&to=${day(to)}`)).body.data.entities);
    expect(await between(-44, -40)).toEqual([`Lena ${p1} ${day(-45)}..${day(-38)}`]);
    // Leaving on `from` is not overlapping; arriving on `to` is.
    expect(await between(-38, -30)).toEqual([]);
    expect(await between(-50, -45)).toEqual([`Lena ${p1} ${day(-45)}..${day(-38)}`]);
    expect(await between(-20, -1)).toEqual([
      `Jonas ${p2} ${day(-20)}..${day(-16)}`,
      `Marco ${p1} ${day(-2)}..${day(Math.min(3, firstBookedDay(p1)))}`,
    ]);
    const pastOnly = (await reservations(owner, `?scope=past&property_id=${p3}&from=${day(-100)}`)).body.data.entities;
    expect(stays(pastOnly)).toEqual([`Priya ${p3} ${day(-90)}..${day(-85)}`]);
  });

  it("a bad query is a 422 naming the field; no token a 401; a traveller's a 403", async () => {
    expect(await reservations(owner, "?scope=soon")).toEqual({
      status: 422,
      body: {
        message: "Please check the query.",
        errors: { scope: ["scope must be one of upcoming, current, past, cancelled."] },
      },
    });
    expect((await reservations(owner, "?from=2026-02-30")).body).toEqual({
      message: "Please check the query.",
      errors: { from: ["from must be a date like 2026-07-01."] },
    });
    expect((await reservations(owner, `?from=${day(5)}&to=${day(4)}`)).body).toEqual({
      message: "Please check the query.",
      errors: { to: ["to must be on or after from."] },
    });
    expect((await reservations(owner, "?property_id=abc")).status).toBe(422);
    expect((await reservations(owner, "?per_page=101")).status).toBe(422);
    expect((await reservations(null)).status).toBe(401);
    expect((await reservations(await tokenFor("lena@example.com"))).status).toBe(403);
  });
});

describe("GET /vendor/reservations: a new booking", () => {
  it("a guest's booking on the owner's property is an upcoming reservation at once, in the site's schema", async () => {
    const grace = await signIn("guest");
    let from = 200;
    const free = async (offset: number) => {
      const quote = await fetch(
        `${API}/properties/${p2}/quote?check_in=${day(offset)}&check_out=${day(offset + 3)}&guests=2`,
      );
      return ((await quote.json()) as { data: { available: boolean } }).data.available;
    };
    while (!(await free(from))) from += 1;
    const booked = await fetch(`${API}/guest/bookings`, {
      method: "POST",
      headers: { Authorization: `Bearer ${grace}`, "Idempotency-Key": "reservations-rules-0001" },
      body: new URLSearchParams({
        property_id: String(p2),
        check_in: day(from),
        check_out: day(from + 3),
        guests: "2",
        first_name: "Grace",
        last_name: "Guest",
        email: "guest@example.com",
        phone: "+44 20 7946 0958",
        payment_method_id: "1",
      }),
    });
    expect(booked.status).toBe(201);
    const { reference } = ((await booked.json()) as { data: { reference: string } }).data;

    const upcoming = (await reservations(owner, `?scope=upcoming&property_id=${p2}`)).body.data.entities;
    expect(upcoming.map((entry) => [entry.reference, entry.guest.first_name, entry.check_in])).toContainEqual([
      reference,
      "Grace",
      day(from),
    ]);

    const raw = await reservations(owner, "?per_page=100");
    expect(reservationListAnswerSchema.safeParse(raw.body).success).toBe(true);
    expect(shapeGaps(reservationListAnswerSchema, raw.body)).toEqual({ missing: [], unread: [], empty: [] });
    const read = await listReservations(createApiClient({ baseUrl: API, token: owner, timeoutMs: 5000 }), {
      scope: "upcoming",
      page: 1,
      perPage: 50,
      property_id: p2,
    });
    expect(read.success && read.data.entities.map((entry) => entry.reference)).toContain(reference);
  });
});

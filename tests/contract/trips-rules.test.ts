import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type BookingRecord, createStore, dayFromToday } from "../../mocks/store";
import { login, recoverPassword, resetPassword } from "~/api/auth.server";
import { cancelBooking, createBooking, getCancellationQuote, listTrips } from "~/api/bookings.server";
import { createApiClient } from "~/api/client.server";
import {
  bookingAnswerSchema,
  cancellationQuoteAnswerSchema,
  passwordResetAnswerSchema,
  tripListAnswerSchema,
} from "~/api/schemas";
import { TEST_NOW, stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, signIn, tokenFor } from "../support/demo-api";
import { shapeGaps } from "./answer-shape";

/**
 * The demo API's trips calls (docs/api.md, Bookings and Accounts): the guest's bookings by scope,
 * the refund each cancellation policy gives by days before arrival, cancelling once, and the
 * set-your-password links that password recovery and a visitor's first booking send.
 */

const SITE = "https://site.test";
const store = createStore({ today: TEST_NOW, siteUrl: SITE });
demoApiServer({ store });
// The site's API layer logs each refusal; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

const client = (token?: string) => createApiClient({ baseUrl: API, token, timeoutMs: 5000 });

async function rawGet(path: string, token?: string) {
  const response = await fetch(`${API}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function rawPost(path: string, fields: Record<string, string>, token?: string) {
  const response = await fetch(`${API}${path}`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A booking of guest@example.com (user 1) put straight into the store: total 1,000 EUR. */
function storedBooking(policy: string, daysBeforeArrival: number, { bookedDaysAgo = 0 } = {}): number {
  const property = store.properties[40]!;
  property.cancellationPolicy = policy;
  const id = Math.max(0, ...store.bookings.map((booking) => booking.id)) + 1;
  const booking: BookingRecord = {
    id,
    reference: `HB-${100000 + id}`,
    userId: 1,
    propertyId: property.id,
    checkIn: dayFromToday(store, daysBeforeArrival),
    checkOut: dayFromToday(store, daysBeforeArrival + 3),
    guests: 2,
    total: 1000,
    currency: "EUR",
    guest: { first_name: "Grace", last_name: "Guest", email: "guest@example.com" },
    createdAt: TEST_NOW.toISOString(),
    bookedOn: dayFromToday(store, -bookedDaysAgo),
    price: {
      nights: 3,
      nightly_price: 250,
      subtotal: 750,
      cleaning_fee: 50,
      extra_guest_fee: 0,
      service_fee: 90,
      taxes: 110,
      total: 1000,
    },
    status: "confirmed",
    cancellation: null,
  };
  store.bookings.push(booking);
  return id;
}

let grace = "";
beforeAll(async () => {
  grace = await signIn("guest");
});

const THIRTY_FOURTEEN = "Free cancellation up to 30 days before arrival; 50% refund up to 14 days before.";
const FOURTEEN = "Free cancellation up to 14 days before arrival; no refund after that.";
const AFTER_BOOKING = "Free cancellation up to 48 hours after booking if arrival is at least 14 days away.";
const FLEXIBLE = "Flexible: full refund up to 24 hours before check-in";
const MODERATE = "Moderate: full refund up to 5 days before check-in";
const STRICT = "Strict: 50% refund up to 7 days before check-in";

describe("GET /guest/bookings/{id}/cancellation: the refund by policy and days before arrival", () => {
  it.each([
    [THIRTY_FOURTEEN, 30, 0, 100, 1000],
    [THIRTY_FOURTEEN, 29, 0, 50, 500],
    [THIRTY_FOURTEEN, 14, 0, 50, 500],
    [THIRTY_FOURTEEN, 13, 0, 0, 0],
    [FOURTEEN, 14, 0, 100, 1000],
    [FOURTEEN, 13, 0, 0, 0],
    [AFTER_BOOKING, 14, 0, 100, 1000],
    [AFTER_BOOKING, 13, 0, 0, 0],
    [AFTER_BOOKING, 60, 2, 100, 1000],
    [AFTER_BOOKING, 60, 3, 0, 0],
    [FLEXIBLE, 1, 0, 100, 1000],
    [MODERATE, 5, 0, 100, 1000],
    [MODERATE, 4, 0, 0, 0],
    [STRICT, 7, 0, 50, 500],
    [STRICT, 6, 0, 0, 0],
    ["Refunds at the owner's discretion.", 100, 0, 0, 0],
  ])(
    "%s, %i days before arrival, booked %i days ago: %i percent, %i EUR",
    async (policy, days, ago, percent, refund) => {
      const id = storedBooking(policy, days, { bookedDaysAgo: ago });
      const quote = await getCancellationQuote(client(grace), id);
      expect(quote).toEqual({
        success: true,
        data: {
          booking_id: id,
          reference: `HB-${100000 + id}`,
          cancellable: true,
          reason: null,
          policy,
          quoted_on: dayFromToday(store, 0),
          days_before_arrival: days,
          refund_percent: percent,
          refund,
          total: 1000,
          currency: "EUR",
        },
      });
    },
  );

  it("a stay that starts today can no longer be cancelled: no refund, and why", async () => {
    const id = storedBooking(FLEXIBLE, 0);
    const quote = await getCancellationQuote(client(grace), id);
    expect(quote).toMatchObject({
      success: true,
      data: {
        cancellable: false,
        reason: "This stay has already started, so it can no longer be cancelled here.",
        refund: 0,
        refund_percent: 0,
      },
    });
    const cancel = await rawPost(`/guest/bookings/${id}/cancel`, {}, grace);
    expect(cancel.status).toBe(422);
    expect(cancel.body.errors).toEqual({
      status: ["This stay has already started, so it can no longer be cancelled here."],
    });
  });

  it("someone else's booking is a 404; no token a 401", async () => {
    const id = storedBooking(FLEXIBLE, 20);
    const solo = await signIn("solo");
    expect((await rawGet(`/guest/bookings/${id}/cancellation`, solo)).status).toBe(404);
    expect((await rawPost(`/guest/bookings/${id}/cancel`, {}, solo)).status).toBe(404);
    expect((await rawGet(`/guest/bookings/${id}/cancellation`)).status).toBe(401);
  });

  it("answers the site's schema, every field read", async () => {
    const id = storedBooking(STRICT, 9);
    const raw = await rawGet(`/guest/bookings/${id}/cancellation`, grace);
    expect(cancellationQuoteAnswerSchema.safeParse(raw.body).success).toBe(true);
    expect(shapeGaps(cancellationQuoteAnswerSchema, raw.body)).toEqual({ missing: [], unread: [], empty: [] });
  });
});

describe("POST /guest/bookings/{id}/cancel", () => {
  it("a booking made through the API cancels once for the refund shown; a second cancel is refused", async () => {
    const stay = stayDates(400, 3);
    const property = store.properties.find((candidate) => candidate.maxGuests >= 2 && candidate.id > 100)!;
    property.cancellationPolicy = STRICT;
    const booked = await createBooking(
      client(grace),
      {
        property_id: property.id,
        ...stay,
        guests: 2,
        first_name: "Grace",
        last_name: "Guest",
        email: "guest@example.com",
        phone: "",
        payment: { payment_method_id: "1" },
      },
      "trips-cancel-once-000001",
    );
    if (!booked.success) throw new Error(booked.error);
    const total = booked.data.total;
    expect(booked.data.price?.total).toBe(total);

    const wrongRefund = await rawPost(`/guest/bookings/${booked.data.id}/cancel`, { refund: "1.00" }, grace);
    expect(wrongRefund.status).toBe(422);
    expect(wrongRefund.body.errors).toEqual({
      refund: [`The refund is now ${(Math.round(total * 50) / 100).toFixed(2)} ${booked.data.currency}.`],
    });

    const cancelled = await cancelBooking(client(grace), booked.data.id, Math.round(total * 50) / 100);
    expect(cancelled).toMatchObject({
      success: true,
      data: {
        id: booked.data.id,
        status: "cancelled",
        cancellation: {
          cancelled_on: dayFromToday(store, 0),
          refund: Math.round(total * 50) / 100,
          refund_percent: 50,
        },
      },
    });

    const again = await rawPost(`/guest/bookings/${booked.data.id}/cancel`, {}, grace);
    expect(again).toEqual({
      status: 422,
      body: {
        message: "This booking is already cancelled.",
        errors: { status: ["This booking is already cancelled."] },
      },
    });
    expect(await getCancellationQuote(client(grace), booked.data.id)).toMatchObject({
      success: true,
      data: { cancellable: false, reason: "This booking is already cancelled.", refund: 0 },
    });

    const raw = await rawGet(`/guest/bookings/${booked.data.id}`, grace);
    expect(shapeGaps(bookingAnswerSchema, raw.body)).toEqual({ missing: [], unread: [], empty: [] });

    // The nights are free again.
    const quote = await rawGet(
      `/properties/${property.id}/quote?check_in=${stay.check_in}&check_out=${stay.check_out}&guests=2`,
    );
    expect(quote.body).toMatchObject({ data: { available: true } });
  });

  it("a refund that is not an amount is a 422 on the field", async () => {
    const id = storedBooking(FLEXIBLE, 20);
    const answer = await rawPost(`/guest/bookings/${id}/cancel`, { refund: "all of it" }, grace);
    expect(answer).toEqual({
      status: 422,
      body: {
        message: "Please check the highlighted fields.",
        errors: { refund: ["refund must be an amount like 120.50."] },
      },
    });
  });
});

describe("GET /guest/bookings: upcoming, past and cancelled", () => {
  it("sorts each of the guest's bookings into one scope, with its home", async () => {
    const signedIn = await tokenFor("agent@example.com");
    const agentId = store.users.find((user) => user.email === "agent@example.com")!.id;
    const mine = (days: number, nights: number) => {
      const id = storedBooking(FOURTEEN, days);
      const booking = store.bookings.find((candidate) => candidate.id === id)!;
      booking.userId = agentId;
      booking.checkOut = dayFromToday(store, days + nights);
      return booking;
    };
    const later = mine(40, 2);
    const sooner = mine(10, 2);
    const underway = mine(-1, 3);
    const endedToday = mine(-3, 3);
    const longAgo = mine(-30, 2);
    const cancelled = mine(50, 2);
    cancelled.status = "cancelled";
    cancelled.cancellation = { cancelledOn: dayFromToday(store, 0), refund: 1000, refundPercent: 100 };

    const ids = async (scope: "upcoming" | "past" | "cancelled") => {
      const result = await listTrips(client(signedIn), scope, 1, 20);
      if (!result.success) throw new Error(result.error);
      return result.data.entities.map((trip) => trip.id);
    };
    expect(await ids("upcoming")).toEqual([underway.id, sooner.id, later.id]);
    expect(await ids("past")).toEqual([endedToday.id, longAgo.id]);
    expect(await ids("cancelled")).toEqual([cancelled.id]);

    const raw = await rawGet("/guest/bookings?scope=upcoming", signedIn);
    expect(tripListAnswerSchema.safeParse(raw.body).success).toBe(true);
    expect(shapeGaps(tripListAnswerSchema, raw.body)).toEqual({ missing: [], unread: [], empty: [] });
    expect(raw.body).toMatchObject({
      data: { entities: [{ property: { id: store.properties[40]!.id } }, {}, {}], pagination: { total: 3 } },
    });
  });

  it("an unknown scope is a 422 on scope; without a token a 401", async () => {
    const answer = await rawGet("/guest/bookings?scope=soon", grace);
    expect(answer).toEqual({
      status: 422,
      body: {
        message: "Please check the query.",
        errors: { scope: ["scope must be one of upcoming, past, cancelled."] },
      },
    });
    expect((await rawGet("/guest/bookings")).status).toBe(401);
  });
});

describe("set-your-password links", () => {
  const outbox = async (to: string) =>
    (await rawGet(`/demo/outbox?to=${encodeURIComponent(to)}`)).body as {
      data: { entities: { to: string; subject: string; link: string | null }[] };
    };
  const tokenOf = (link: string | null | undefined) => new URL(link ?? "").searchParams.get("token") ?? "";

  it("password recovery sends a link to an account's address, and nothing for an unknown one; the answer is the same", async () => {
    const known = await recoverPassword(client(), { email: "owner@example.com" });
    const unknown = await recoverPassword(client(), { email: "nobody@example.com" });
    expect(known).toEqual(unknown);
    const [mail] = (await outbox("owner@example.com")).data.entities;
    expect(mail).toMatchObject({ to: "owner@example.com", subject: "Choose your password" });
    expect(mail!.link).toMatch(/^https:\/\/site\.test\/set-password\?token=[0-9a-f]{64}$/);
    expect((await outbox("nobody@example.com")).data.entities).toEqual([]);
  });

  it("a link sets the password once; the new password signs in, the old one does not", async () => {
    await recoverPassword(client(), { email: "agent@example.com" });
    const token = tokenOf((await outbox("agent@example.com")).data.entities[0]?.link);
    const set = await resetPassword(client(), { token, password: "a new long password" });
    expect(set).toEqual({ success: true, data: { email: "agent@example.com" } });
    const raw = await rawPost("/account/password_reset", { token, password: "another password" });
    expect(raw).toEqual({
      status: 422,
      body: {
        message: "This link has expired or was already used. Ask for a new one.",
        errors: { token: ["This link has expired or was already used. Ask for a new one."] },
      },
    });
    expect(
      (await login(client(), "guest", { email: "agent@example.com", password: "a new long password" })).success,
    ).toBe(true);
    expect(await login(client(), "guest", { email: "agent@example.com", password: "another password" })).toMatchObject({
      success: false,
      status: 401,
    });
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/login_json failed (401): These credentials do not match our records.",
    ]);
  });

  it("a link lasts a day: good a millisecond before, refused at 24 hours", async () => {
    const user = store.users.find((candidate) => candidate.email === "2fa@example.com")!;
    await recoverPassword(client(), { email: user.email });
    await recoverPassword(client(), { email: user.email });
    const [second, first] = (await outbox(user.email)).data.entities.map((mail) => tokenOf(mail.link));
    vi.setSystemTime(TEST_NOW.getTime() + 86_400_000);
    expect(await resetPassword(client(), { token: first!, password: "too late now" })).toMatchObject({
      success: false,
      status: 422,
    });
    vi.setSystemTime(TEST_NOW.getTime() + 86_399_999);
    expect(await resetPassword(client(), { token: second!, password: "just in time" })).toMatchObject({
      success: true,
    });
    expect(user.password).toBe("just in time");
    expect(logs.take()).toEqual([
      "error: [api] POST /account/password_reset failed (422): This link has expired or was already used. Ask for a new one.",
    ]);
  });

  it("a short password or no token is a 422 on the field", async () => {
    expect(await rawPost("/account/password_reset", { token: "abc", password: "short" })).toEqual({
      status: 422,
      body: {
        message: "Please check the highlighted fields.",
        errors: { password: ["The password needs 8 to 128 characters."] },
      },
    });
    expect((await rawPost("/account/password_reset", { password: "long enough" })).body.errors).toEqual({
      token: ["token is required: open the link from the email."],
    });
  });

  it("answers the site's schema", async () => {
    await recoverPassword(client(), { email: "solo@example.com" });
    const token = tokenOf((await outbox("solo@example.com")).data.entities[0]?.link);
    const raw = await rawPost("/account/password_reset", { token, password: "solo's new password" });
    expect(shapeGaps(passwordResetAnswerSchema, raw.body)).toEqual({ missing: [], unread: [], empty: [] });
  });

  it("a visitor's first booking opens an account and sends its link; a known address gets the confirmation alone", async () => {
    const book = (email: string, key: string, offset: number) => {
      const stay = stayDates(500 + offset, 2);
      return fetch(`${API}/bookings`, {
        method: "POST",
        headers: { "Idempotency-Key": key },
        body: new URLSearchParams({
          property_id: "7",
          ...stay,
          guests: "2",
          first_name: "Nora",
          last_name: "New",
          email,
          card_number: "4242424242424242",
        }),
      });
    };
    expect((await book("nora@example.com", "trips-visitor-new-00001", 0)).status).toBe(201);
    expect((await book("guest@example.com", "trips-visitor-known-001", 10)).status).toBe(201);
    const [opened] = (await outbox("nora@example.com")).data.entities;
    expect(opened!.subject).toMatch(/^Your booking HB-\d+ is confirmed$/);
    expect(opened!.link).toMatch(/^https:\/\/site\.test\/set-password\?token=/);
    const set = await resetPassword(client(), { token: tokenOf(opened!.link), password: "nora's password" });
    expect(set).toEqual({ success: true, data: { email: "nora@example.com" } });
    expect((await outbox("guest@example.com")).data.entities[0]).toMatchObject({ link: null });
  });
});

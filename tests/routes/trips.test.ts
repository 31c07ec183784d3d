import { afterEach, describe, expect, it } from "vitest";
import {
  headers as cancelHeaders,
  action as cancelAction,
  loader as cancelLoader,
} from "~/routes/booking/booking-cancel";
import { loader as calendarLoader } from "~/routes/booking/booking-calendar";
import { headers as bookingHeaders, loader as bookingLoader } from "~/routes/booking/booking";
import { headers as receiptHeaders } from "~/routes/booking/booking-receipt";
import { headers as tripsHeaders, loader as tripsLoader } from "~/routes/account/trips";
import { action as setPasswordAction, headers as setPasswordHeaders } from "~/routes/account/set-password";
import { sessionNoticeSetCookie } from "~/session/session-end.server";
import { day } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, routeArgs, signIn, thrown, tokenFor } from "./route-helpers";

/**
 * My trips, a booking, its cancellation, its calendar file and the set-your-password page
 * through their loaders and actions against the demo API: the upstream calls they make, what
 * they answer, and that nothing of them may be kept by a shared cache.
 */

const { requests } = demoApiServer();
// The site logs each refusal of the API; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

/** A new guest with one booking of home 9, `fromDays` ahead for 2 nights, by a saved-card-free new card. */
async function book(guest: string, email: string, fromDays: number) {
  const booked = await fetch(`${API}/guest/bookings`, {
    method: "POST",
    headers: { Authorization: `Bearer ${guest}`, "Idempotency-Key": crypto.randomUUID() },
    body: new URLSearchParams({
      property_id: "9",
      check_in: day(fromDays),
      check_out: day(fromDays + 2),
      guests: "2",
      first_name: "Tia",
      last_name: "Test",
      email,
      card_number: "4242424242424242",
    }),
  });
  return ((await booked.json()) as { data: { id: number; reference: string; total: number } }).data;
}

async function guestWithBooking(fromDays: number) {
  const email = `trips-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await fetch(`${API}/guest/quick_store`, {
    method: "POST",
    body: new URLSearchParams({ first_name: "Tia", last_name: "Test", email, password: "trips-password" }),
  });
  const guest = await tokenFor(email, { password: "trips-password" });
  const booking = await book(guest, email, fromDays);
  return { guest, booking, email };
}

const NO_STORE = "private, no-store";
const headerOf = (headers: (args: never) => Headers) =>
  headers({
    loaderHeaders: new Headers(),
    actionHeaders: new Headers(),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  } as never).get("Cache-Control");

describe("personal pages are never kept by a shared cache", () => {
  it.each([
    ["My trips", tripsHeaders],
    ["a booking", bookingHeaders],
    ["its cancellation", cancelHeaders],
    ["its receipt", receiptHeaders],
    ["set your password", setPasswordHeaders],
  ])("%s: Cache-Control private, no-store", (_name, headers) => {
    expect(headerOf(headers as never)).toBe(NO_STORE);
  });
});

describe("My trips", () => {
  it("asks GET /guest/bookings for each scope, page 1 of 24, together; sends a visitor to sign in", async () => {
    const { guest, booking } = await guestWithBooking(700);
    requests.length = 0;
    const data = (await tripsLoader(routeArgs("/trips", guest).value)) as unknown as {
      sections: { scope: string; trips: { reference: string }[] | null; total: number }[];
    };
    expect(
      requests
        .filter((url) => url.pathname === "/guest/bookings")
        .map((url) => Object.fromEntries(url.searchParams))
        .sort((a, b) => a.scope!.localeCompare(b.scope!)),
    ).toEqual([
      { scope: "cancelled", page: "1", per_page: "24" },
      { scope: "past", page: "1", per_page: "24" },
      { scope: "upcoming", page: "1", per_page: "24" },
    ]);
    expect(data.sections.map((section) => [section.scope, section.trips?.map((trip) => trip.reference)])).toEqual([
      ["upcoming", [booking.reference]],
      ["past", []],
      ["cancelled", []],
    ]);
    expect(await thrown(() => tripsLoader(routeArgs("/trips", undefined).value))).toMatchObject({
      status: 302,
      location: "/login?redirectTo=%2Ftrips",
    });
  });
  it("pages each list on its own: 25 upcoming stays are pages 1 and 2 of 2, and a page past the end is the last", async () => {
    const { guest, email } = await guestWithBooking(600);
    // 24 more stays after the first, two nights each, in date order (the list's order).
    for (let stay = 1; stay <= 24; stay += 1) await book(guest, email, 600 + stay * 3);
    type Trips = {
      sections: { scope: string; trips: { check_in: string }[] | null; page: number; lastPage: number }[];
    };
    const upcoming = async (search: string) =>
      ((await tripsLoader(routeArgs(`/trips${search}`, guest).value)) as unknown as Trips).sections[0]!;

    const first = await upcoming("");
    expect([first.page, first.lastPage, first.trips?.length, first.trips?.[0]?.check_in]).toEqual([1, 2, 24, day(600)]);
    requests.length = 0;
    const second = await upcoming("?upcoming_page=2&past_page=1");
    expect([second.page, second.lastPage, second.trips?.map((trip) => trip.check_in)]).toEqual([2, 2, [day(672)]]);
    expect(requests.filter((url) => url.pathname === "/guest/bookings").map((url) => url.search)).toEqual(
      expect.arrayContaining(["?scope=upcoming&page=2&per_page=24", "?scope=past&page=1&per_page=24"]),
    );
    const beyond = await upcoming("?upcoming_page=9");
    expect([beyond.page, beyond.trips?.map((trip) => trip.check_in)]).toEqual([2, [day(672)]]);
    expect((await upcoming("?upcoming_page=-1")).page).toBe(1);
  });
});

describe("a booking and its cancellation", () => {
  it("the booking page asks for the booking, then its home and today's refund", async () => {
    const { guest, booking } = await guestWithBooking(720);
    requests.length = 0;
    const data = (await bookingLoader(
      routeArgs(`/bookings/${booking.id}`, guest, undefined, { id: String(booking.id) }).value,
    )) as unknown as {
      cancellation: { refund: number; cancellable: boolean };
      property: { id: number };
    };
    expect(requests.map((url) => url.pathname).sort()).toEqual(
      [`/guest/bookings/${booking.id}`, `/guest/bookings/${booking.id}/cancellation`, "/properties/9"].sort(),
    );
    expect(requests[0]!.pathname).toBe(`/guest/bookings/${booking.id}`);
    expect(data.property.id).toBe(9);
    expect(data.cancellation.cancellable).toBe(true);
  });

  it("someone else's booking is a 404 page", async () => {
    const { booking } = await guestWithBooking(740);
    const other = await signIn("guest");
    expect(
      await thrown(() =>
        bookingLoader(routeArgs(`/bookings/${booking.id}`, other, undefined, { id: String(booking.id) }).value),
      ),
    ).toMatchObject({ status: 404 });
    expect(logs.take()).toEqual(["error: [api] GET /guest/bookings/{id} failed (404): Booking not found."]);
  });

  it("cancelling posts the refund shown and goes back to the booking (303); a second cancel says it can no longer be", async () => {
    const { guest, booking } = await guestWithBooking(760);
    const params = { id: String(booking.id) };
    const page = (await cancelLoader(
      routeArgs(`/bookings/${booking.id}/cancel`, guest, undefined, params).value,
    )) as unknown as {
      cancellation: { refund: number };
    };
    requests.length = 0;
    const done = (await cancelAction(
      routeArgs(`/bookings/${booking.id}/cancel`, guest, { refund: page.cancellation.refund.toFixed(2) }, params).value,
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/bookings/${booking.id}`);
    expect(done.headers.get("Cache-Control")).toBe(NO_STORE);
    expect(requests.map((url) => url.pathname)).toEqual([`/guest/bookings/${booking.id}/cancel`]);

    const again = (await cancelAction(
      routeArgs(`/bookings/${booking.id}/cancel`, guest, { refund: "0.00" }, params).value,
    )) as unknown as { data: { formError: string }; init: { status: number } };
    expect(again.init.status).toBe(422);
    expect(again.data.formError).toBe("This booking can no longer be cancelled here. Guest support can help.");
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/bookings/{id}/cancel failed (422): This booking is already cancelled.",
    ]);
  });

  it("a refund that changed since the page was loaded is not cancelled for (409), and the booking stays", async () => {
    const { guest, booking } = await guestWithBooking(780);
    const params = { id: String(booking.id) };
    const answer = (await cancelAction(
      routeArgs(`/bookings/${booking.id}/cancel`, guest, { refund: "1.00" }, params).value,
    )) as unknown as { data: { formError: string }; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data.formError).toMatch(/^The refund has changed/);
    const still = await fetch(`${API}/guest/bookings/${booking.id}`, { headers: { Authorization: `Bearer ${guest}` } });
    expect(((await still.json()) as { data: { status: string } }).data.status).toBe("confirmed");
    expect(logs.take()).toEqual([
      "error: [api] POST /guest/bookings/{id}/cancel failed (422): The refund has changed since it was shown.",
    ]);
  });
});

describe("the calendar file", () => {
  it("is text/calendar, an attachment named after the booking, personal, with the stay's days", async () => {
    const { guest, booking } = await guestWithBooking(800);
    const response = await calendarLoader(
      routeArgs(`/bookings/${booking.id}/calendar.ics`, guest, undefined, { id: String(booking.id) }).value,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="booking-${booking.reference}.ics"`);
    expect(response.headers.get("Cache-Control")).toBe(NO_STORE);
    const text = await response.text();
    expect(text).toContain(`\r\nUID:booking-${booking.id}@localhost\r\n`);
    expect(text).toContain(`\r\nDTSTART;VALUE=DATE:${day(800).replaceAll("-", "")}\r\n`);
    expect(text).toContain(`\r\nDTEND;VALUE=DATE:${day(802).replaceAll("-", "")}\r\n`);
    expect(text).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(text).toContain("\r\nSEQUENCE:0\r\n");
  });

  it("of a cancelled stay is the same event marked cancelled, a later version of it", async () => {
    const { guest, booking } = await guestWithBooking(810);
    const params = { id: String(booking.id) };
    const refund = (await (
      await fetch(`${API}/guest/bookings/${booking.id}/cancellation`, { headers: { Authorization: `Bearer ${guest}` } })
    ).json()) as { data: { refund: number } };
    const cancelled = await fetch(`${API}/guest/bookings/${booking.id}/cancel`, {
      method: "POST",
      headers: { Authorization: `Bearer ${guest}`, "Content-Type": "application/json" },
      body: JSON.stringify({ refund: refund.data.refund }),
    });
    expect(cancelled.status).toBe(200);
    const text = await (
      await calendarLoader(routeArgs(`/bookings/${booking.id}/calendar.ics`, guest, undefined, params).value)
    ).text();
    expect(text).toContain(`\r\nUID:booking-${booking.id}@localhost\r\n`);
    expect(text).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(text).toContain("\r\nSEQUENCE:1\r\n");
    expect(text).toMatch(/\r\nSUMMARY:Cancelled: Stay at /);
  });

  it("without a session, sends the visitor to sign in", async () => {
    expect(
      await thrown(() =>
        calendarLoader(routeArgs("/bookings/3/calendar.ics", undefined, undefined, { id: "3" }).value),
      ),
    ).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fbookings%2F3%2Fcalendar.ics" });
  });
});

describe("set your password", () => {
  async function linkToken(email: string) {
    await fetch(`${API}/account/password_recover`, { method: "POST", body: new URLSearchParams({ email }) });
    const outbox = await fetch(`${API}/demo/outbox?to=${encodeURIComponent(email)}`);
    const link = ((await outbox.json()) as { data: { entities: { link: string }[] } }).data.entities[0]!.link;
    return new URL(link).searchParams.get("token")!;
  }

  it("sets the password with POST /account/password_reset and goes to sign in (303), where it works", async () => {
    const { email } = await guestWithBooking(820);
    const linkTokenValue = await linkToken(email);
    requests.length = 0;
    const { session, value } = routeArgs(`/set-password?token=${linkTokenValue}`, undefined, {
      token: linkTokenValue,
      password: "a brand new password",
      confirm: "a brand new password",
    });
    const answer = (await setPasswordAction(value)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/login");
    // The sign-in page it leads to says the password is set (the notice cookie carries its key).
    expect(sessionNoticeSetCookie(session, answer, { APP_ENV: "local" })).toMatch(/^session_notice=password-set;/);
    expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual(["/account/password_reset"]);
    expect(await tokenFor(email, { password: "a brand new password" })).toMatch(/^demo\./);
  });

  it("two different passwords are refused before the API is asked; a used link says so", async () => {
    const { email } = await guestWithBooking(840);
    const linkTokenValue = await linkToken(email);
    requests.length = 0;
    const differ = (await setPasswordAction(
      routeArgs("/set-password", undefined, {
        token: linkTokenValue,
        password: "first password",
        confirm: "second password",
      }).value,
    )) as unknown as { data: { fieldErrors: Record<string, string> }; init: { status: number } };
    expect(differ.init.status).toBe(400);
    expect(differ.data.fieldErrors).toEqual({ confirm: "The two passwords differ." });
    expect(requests).toEqual([]);

    const post = () =>
      setPasswordAction(
        routeArgs("/set-password", undefined, {
          token: linkTokenValue,
          password: "good password",
          confirm: "good password",
        }).value,
      ) as unknown as Promise<Response | { data: { linkGone: boolean }; init: { status: number } }>;
    expect(((await post()) as Response).status).toBe(303);
    const used = (await post()) as { data: { linkGone: boolean }; init: { status: number } };
    expect(used.init.status).toBe(422);
    expect(used.data.linkGone).toBe(true);
    expect(logs.take()).toEqual([
      "error: [api] POST /account/password_reset failed (422): This link has expired or was already used. Ask for a new one.",
    ]);
  });
});

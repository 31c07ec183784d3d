import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as icsLoader } from "~/routes/owner/owner-calendar-ics";
import { action, loader } from "~/routes/owner/owner-calendar";
import { day } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, signIn } from "../support/demo-api";
import { routeArgs } from "./route-helpers";

/**
 * /owner/calendar/:id and its .ics file (issue 21, item 3) over the demo API: the months shown,
 * the form's answers (nights blocked, booked nights refused by name, a range out of order, a
 * price set), the shared copy of the availability forgotten after a change, and the file.
 */

const { requests } = demoApiServer();
const logs = captureConsole();
afterEach(() => {
  vi.unstubAllEnvs();
  // Nothing logged but what a test expects.
  expect(logs.take()).toEqual([]);
});

/** The demo owner's seeded home in the Algarve, in euros, with guests' stays within the coming year only. */
const HOME = { id: 1 };
/** The demo owner's paused cottage in Cornwall: no stay booked, so any night of the year is free. */
const COTTAGE = { id: 321 };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const dateOf = (offset: number) => new Date(`${day(offset)}T00:00:00Z`);
/** "10 June 2027": the night `offset` days from today, as the messages write it. */
const longDate = (offset: number) => {
  const date = dateOf(offset);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};
/** "Thursday 10 June 2027". */
const nightName = (offset: number) => `${WEEKDAYS[dateOf(offset).getUTCDay()]} ${longDate(offset)}`;
/** YYYY-MM of the month `months` after today's. */
const monthFromToday = (months: number) => {
  const today = dateOf(0);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
};

type Night = { date: string; status: string };
type Loaded = { gate: null; month: string; today: string; calendar: { property_id: number; nights: Night[] } };
type Answer = {
  data: {
    values: Record<string, string>;
    fieldErrors: Record<string, string>;
    formError: string | null;
    done: string | null;
  };
  init: { status: number } | null;
};

const page = async (path: string, id: number, token: string) =>
  (await loader(routeArgs(path, token, undefined, { id: String(id) }).value)) as unknown as Loaded;
const post = async (id: number, token: string, form: Record<string, string>) =>
  (await action(routeArgs(`/owner/calendar/${id}`, token, form, { id: String(id) }).value)) as unknown as Answer;
/** The status of each night, from the page's months. */
const statusOf = (loaded: Loaded, offsets: number[]) =>
  offsets.map((offset) => [day(offset), loaded.calendar.nights.find((night) => night.date === day(offset))?.status]);
/** The calls to the demo API's calendar of `id`, method and query. */
const calendarCalls = (id: number) =>
  requests
    .filter((url) => url.pathname.startsWith(`/vendor/properties/${id}/calendar`))
    .map((url) => `${url.pathname}${url.search}`);

describe("/owner/calendar/:id", () => {
  it("shows today's month and the next without ?month=, and the month asked for with it", async () => {
    const owner = await signIn("owner");
    const shown = await page(`/owner/calendar/${HOME.id}`, HOME.id, owner);
    expect(shown).toMatchObject({ gate: null, month: monthFromToday(0), today: day(0) });
    expect(shown.calendar.property_id).toBe(HOME.id);
    const later = await page(`/owner/calendar/${HOME.id}?month=${monthFromToday(14)}`, HOME.id, owner);
    expect(later.month).toBe(monthFromToday(14));
    expect(calendarCalls(HOME.id)).toEqual([
      `/vendor/properties/1/calendar?from=${monthFromToday(0)}-01&to=${monthFromToday(2)}-01`,
      `/vendor/properties/1/calendar?from=${monthFromToday(14)}-01&to=${monthFromToday(16)}-01`,
    ]);
  });

  it("blocks the nights from the first to the last: says how many and which, and empties the form", async () => {
    const owner = await signIn("owner");
    const answer = await post(HOME.id, owner, { from: day(430), to: day(432), action: "block", price: "" });
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({
      values: { from: "", to: "", action: "block", price: "" },
      fieldErrors: {},
      formError: null,
      done: `Blocked 3 nights, ${longDate(430)} to ${longDate(432)}. Guests cannot book them.`,
    });
    const month = `${day(430).slice(0, 7)}`;
    const shown = await page(`/owner/calendar/${HOME.id}?month=${month}`, HOME.id, owner);
    expect(statusOf(shown, [429, 430, 431, 432, 433])).toEqual([
      [day(429), "open"],
      [day(430), "blocked"],
      [day(431), "blocked"],
      [day(432), "blocked"],
      [day(433), "open"],
    ]);
  });

  it("refuses to block a range with booked nights, naming them: nothing is blocked and the form keeps what was typed", async () => {
    const owner = await signIn("owner");
    const booked = await fetch(`${API}/bookings`, {
      method: "POST",
      headers: { "Idempotency-Key": "owner-calendar-booked-nights" },
      body: new URLSearchParams({
        property_id: String(HOME.id),
        check_in: day(441),
        check_out: day(443),
        guests: "1",
        first_name: "Gil",
        last_name: "Guest",
        email: "gil@example.com",
        card_number: "4242424242424242",
      }),
    });
    expect(booked.status).toBe(201);
    const typed = { from: day(440), to: day(442), action: "block", price: "" };
    const answer = await post(HOME.id, owner, typed);
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toEqual({
      values: typed,
      fieldErrors: {},
      formError: `2 of these nights are booked: ${nightName(441)} and ${nightName(442)}. A booked night cannot be blocked, so nothing was blocked.`,
      done: null,
    });
    const shown = await page(`/owner/calendar/${HOME.id}?month=${day(440).slice(0, 7)}`, HOME.id, owner);
    expect(statusOf(shown, [440, 441, 442])).toEqual([
      [day(440), "open"],
      [day(441), "booked"],
      [day(442), "booked"],
    ]);
    const refusal = `2 nights of this range are booked, and a booked night cannot be blocked: ${day(441)}, ${day(442)}. Nothing was blocked.`;
    expect(logs.take()).toEqual([`error: [api] POST /vendor/properties/{id}/calendar/blocks failed (422): ${refusal}`]);
  });

  it("a last night before the first is said beside the field, and nothing is sent", async () => {
    const owner = await signIn("owner");
    const typed = { from: day(446), to: day(445), action: "block", price: "" };
    const answer = await post(HOME.id, owner, typed);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      values: typed,
      fieldErrors: { to: "The last night cannot be before the first." },
      formError: null,
      done: null,
    });
    expect(calendarCalls(HOME.id)).toEqual([]);
  });

  it("sets a nightly price for the nights chosen, in the home's currency", async () => {
    const owner = await signIn("owner");
    const answer = await post(HOME.id, owner, { from: day(450), to: day(451), action: "price", price: "321" });
    expect(answer.init?.status).toBe(200);
    expect(answer.data.done).toBe(
      `€321 a night set for 2 nights, ${longDate(450)} to ${longDate(451)}. New quotes use it.`,
    );
    expect(answer.data.values).toEqual({ from: "", to: "", action: "price", price: "" });
    expect(calendarCalls(HOME.id)).toEqual([`/vendor/properties/1/calendar/prices`]);
    const quote = (await (
      await fetch(`${API}/properties/${HOME.id}/quote?check_in=${day(450)}&check_out=${day(452)}&guests=1`)
    ).json()) as { data: { subtotal: number } };
    expect(quote.data.subtotal).toBe(642);
  });

  it("after a change the next property page reads the nights afresh, though the site shares a copy of them", async () => {
    // The shared copy on, as in production; the modules read it when loaded.
    vi.stubEnv("UPSTREAM_CACHE_MS", "60000");
    vi.resetModules();
    const { getAvailability } = await import("~/api/properties.server");
    const { action: freshAction } = await import("~/routes/owner/owner-calendar");
    const { createApiClient } = await import("~/api/client.server");
    const { apiContext, sessionContext } = await import("~/request-context");
    const guest = createApiClient({ baseUrl: API, timeoutMs: 2000 });
    const owner = await signIn("owner");
    const context = new RouterContextProvider();
    context.set(sessionContext, { token: owner, ended: false });
    context.set(apiContext, createApiClient({ baseUrl: API, token: owner, timeoutMs: 2000 }));

    const unavailable = async () => {
      const answer = await getAvailability(guest, HOME.id);
      if (!answer.success) throw new Error(`availability: ${answer.status}`);
      return answer.data.unavailable;
    };
    // A month from now, between the guests' stays.
    const block = { start: day(30), end: day(33) };
    expect(await unavailable()).not.toContainEqual(block);
    // Shared: a second page reads the copy.
    await unavailable();
    const url = new URL(`http://localhost:3000/owner/calendar/${HOME.id}`);
    const form = new URLSearchParams({ from: day(30), to: day(32), action: "block", price: "" });
    const answer = (await freshAction({
      request: new Request(url, { method: "POST", body: form }),
      url,
      context,
      params: { id: String(HOME.id) },
    } as never)) as unknown as Answer;
    expect(answer.data.done).toBe(`Blocked 3 nights, ${longDate(30)} to ${longDate(32)}. Guests cannot book them.`);
    expect(await unavailable()).toContainEqual(block);
    expect(requests.filter((each) => each.pathname === `/properties/${HOME.id}/availability`)).toHaveLength(2);
  });
});

describe("/owner/calendar/:id/calendar.ics", () => {
  it("the owner's file: an iCal attachment named for the home, private, a run of blocked nights as one all-day event", async () => {
    const owner = await signIn("owner");
    await post(COTTAGE.id, owner, { from: day(60), to: day(62), action: "block", price: "" });
    const args = routeArgs(`/owner/calendar/${COTTAGE.id}/calendar.ics`, owner, undefined, {
      id: String(COTTAGE.id),
    });
    const response = await icsLoader(args.value);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="calendar-321-harbour-masters-cottage-cornwall.ics"',
    );
    const ics = (await response.text()).replaceAll("\r\n ", "");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const event = ics
      .split("BEGIN:VEVENT\r\n")
      .slice(1)
      .find((each) => each.includes(`UID:blocked-321-${day(60)}@localhost\r\n`));
    expect(event, ics).toBeDefined();
    for (const line of [
      `DTSTART;VALUE=DATE:${day(60).replaceAll("-", "")}`,
      `DTEND;VALUE=DATE:${day(63).replaceAll("-", "")}`,
      "SUMMARY:Blocked",
    ])
      expect(event).toContain(`${line}\r\n`);
  });
});

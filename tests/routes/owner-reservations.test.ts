import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { loader as csvLoader } from "~/routes/owner/reservations-csv";
import { loader as pageLoader } from "~/routes/owner/reservations";
import { day } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, routeArgs as args, signIn, thrown } from "./route-helpers";

/**
 * /owner/reservations and /owner/reservations.csv (issue 21, item 2): the gate, the four lists
 * with the filter sent upstream, a filter that breaks its rules left out, and the CSV's headers,
 * rows and formula guard.
 */

const { requests } = demoApiServer();
// The site logs each refusal of the API; a test asserts the ones it causes.
const logs = captureConsole();
afterEach(() => expect(logs.take()).toEqual([]));

interface PageData {
  gate: string | null;
  properties: { id: number; title: string }[];
  filter: { values: Record<string, string>; errors: Record<string, string> } | null;
  sections: { scope: string; total: number; reservations: { guest: { first_name: string }; reference: string }[] }[];
}
const pageData = async (path: string, token?: string) =>
  ((await pageLoader(args(path, token).value)) as unknown as { data: PageData }).data;

const reservationCalls = () =>
  requests
    .filter((url) => url.pathname === "/vendor/reservations")
    .map((url) => Object.fromEntries(url.searchParams))
    .sort((a, b) => (a.scope ?? "").localeCompare(b.scope ?? ""));

describe("/owner/reservations", () => {
  it("a visitor gets the gate and no upstream call; a traveller the guest gate", async () => {
    expect((await pageData("/owner/reservations")).gate).toBe("visitor");
    expect(requests.filter((url) => url.pathname.startsWith("/vendor"))).toEqual([]);
    expect((await pageData("/owner/reservations", await signIn("guest"))).gate).toBe("guest");
    expect(logs.take()).toEqual([
      "error: [api] GET /vendor/properties failed (403): This is a guest account. Sign in with an owner or agent account to manage properties.",
    ]);
  });

  it("the owner's four lists, each one scope of GET /vendor/reservations", async () => {
    const data = await pageData("/owner/reservations", await signIn("owner"));
    expect(data.gate).toBeNull();
    const names = Object.fromEntries(
      data.sections.map((section) => [section.scope, section.reservations.map((entry) => entry.guest.first_name)]),
    );
    expect(names.current).toEqual(["Marco"]);
    expect(names.past).toEqual(["Jonas", "Lena", "Priya"]);
    expect(names.cancelled).toEqual(["Marco", "Lena"]);
    expect(names.upcoming).toHaveLength(3);
    expect(reservationCalls()).toEqual(
      ["cancelled", "current", "past", "upcoming"].map((scope) => ({ scope, page: "1", per_page: "50" })),
    );
  });

  it("sends the filter upstream: one of the owner's properties and the dates", async () => {
    const token = await signIn("owner");
    const first = (await pageData("/owner/reservations", token)).properties
      .map((property) => property.id)
      .sort((a, b) => a - b)[0]!;
    requests.length = 0;
    const data = await pageData(`/owner/reservations?property=${first}&from=${day(-50)}&to=${day(-1)}`, token);
    expect(data.filter?.errors).toEqual({});
    expect(reservationCalls()).toEqual(
      ["cancelled", "current", "past", "upcoming"].map((scope) => ({
        scope,
        page: "1",
        per_page: "50",
        property_id: String(first),
        from: day(-50),
        to: day(-1),
      })),
    );
    expect(
      data.sections.find((section) => section.scope === "past")!.reservations.map((r) => r.guest.first_name),
    ).toEqual(["Lena"]);
  });

  it("a filter that breaks its rules is said and left out of the call; the rest still applies", async () => {
    const token = await signIn("owner");
    const data = await pageData(`/owner/reservations?property=999999&from=${day(5)}&to=${day(2)}`, token);
    expect(data.filter?.errors).toEqual({
      property: "Choose one of your properties.",
      to: "The end date must be on or after the start date.",
    });
    expect(data.filter?.values).toEqual({ property: "999999", from: day(5), to: day(2) });
    expect(
      new Set(reservationCalls().map((query) => JSON.stringify([query.property_id, query.from, query.to]))),
    ).toEqual(new Set([JSON.stringify([undefined, day(5), undefined])]));
    const typo = await pageData("/owner/reservations?from=tomorrow", token);
    expect(typo.filter?.errors).toEqual({ from: "Enter a date like 2026-07-01." });
  });
});

describe("/owner/reservations.csv", () => {
  it("a visitor signs in as a vendor first; a traveller is refused", async () => {
    expect(await thrown(() => csvLoader(args("/owner/reservations.csv?property=3", undefined).value))).toMatchObject({
      status: 302,
      location: "/login?type=vendor&redirectTo=%2Fowner%2Freservations.csv%3Fproperty%3D3",
    });
    const refused = await csvLoader(args("/owner/reservations.csv", await signIn("guest")).value);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    expect(logs.take()).toEqual([
      "error: [api] GET /vendor/properties failed (403): This is a guest account. Sign in with an owner or agent account to manage properties.",
    ]);
  });

  it("every reservation of the filter as CSV: private, an attachment, a header row and one row each", async () => {
    const token = await signIn("owner");
    const response = await csvLoader(args("/owner/reservations.csv", token).value);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="reservations-${day(0)}.csv"`);
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(
      "Reference,Status,Property,Destination,Guest,Guest email,Check-in,Check-out,Nights,Guests,Currency," +
        "Nights subtotal,Cleaning fee,Extra guest fee,Service fee,Taxes,Total,Refund,Payout,Cancelled on,Booked on,Owner",
    );
    const rows = parse<Record<string, string>>(text, { columns: true });
    expect(rows).toHaveLength(9);
    const marco = rows.find((row) => row.Guest === "Marco Moretti" && row.Status === "confirmed")!;
    expect(marco).toMatchObject({ "Guest email": "marco@example.com", "Check-in": day(-2), Refund: "0.00" });
    expect(Number(marco.Payout)).toBeCloseTo(Number(marco.Total) - Number(marco["Service fee"]), 2);
    const fullRefund = rows.find((row) => row.Guest === "Marco Moretti" && row.Status === "cancelled")!;
    expect(fullRefund).toMatchObject({ Payout: "0.00", "Cancelled on": day(-5), Refund: fullRefund.Total });
    // No scope: every list, in one call of up to 100.
    expect(reservationCalls()).toEqual([{ page: "1", per_page: "100" }]);
  });

  it("a guest's typed name that a spreadsheet would run as a formula is written as text", async () => {
    const token = await signIn("owner");
    const property = (await pageData("/owner/reservations", token)).properties
      .map((p) => p.id)
      .sort((a, b) => a - b)[1]!;
    let from = 400;
    const free = async (start: number) => {
      const quote = await fetch(
        `${API}/properties/${property}/quote?check_in=${day(start)}&check_out=${day(start + 2)}&guests=2`,
      );
      return ((await quote.json()) as { data: { available: boolean } }).data.available;
    };
    while (!(await free(from))) from += 1;
    const booked = await fetch(`${API}/bookings`, {
      method: "POST",
      headers: { "Idempotency-Key": "owner-reservations-formula" },
      body: new URLSearchParams({
        property_id: String(property),
        check_in: day(from),
        check_out: day(from + 2),
        guests: "2",
        first_name: '=HYPERLINK("http://evil.test","Click")',
        last_name: "Smith, Jr.",
        email: "formula@example.com",
        phone: "+44 20 0000 0000",
        card_number: "4242424242424242",
        card_exp_month: "08",
        card_exp_year: String(new Date(`${day(0)}T00:00:00Z`).getUTCFullYear() + 3),
        card_cvc: "123",
        card_holder: "Formula Smith",
      }),
    });
    expect(booked.status).toBe(201);
    const response = await csvLoader(args(`/owner/reservations.csv?property=${property}`, token).value);
    const text = await response.text();
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"",""Click"") Smith, Jr.",formula@example.com,`);
    const rows = parse<Record<string, string>>(text, { columns: true });
    expect(rows.find((row) => row["Guest email"] === "formula@example.com")!.Guest).toBe(
      `'=HYPERLINK("http://evil.test","Click") Smith, Jr.`,
    );
  });
});

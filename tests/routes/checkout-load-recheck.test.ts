import { describe, expect, it } from "vitest";
import { stayDates, yearFromNow } from "../support/clock";
import { API } from "../support/demo-api";
import { words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * Issue 18: checkout checks the stay when the page loads. Nights another visitor booked before
 * the page was opened: the page says so and names the dates, links back to the property with the
 * stay to choose others, and offers no payment. Through the production build in process, against
 * the demo API (tests/routes/checkout-recheck.test.ts has the checks made when the form is posted).
 */

const { request, logs } = renderedSite();

/** A stay this file's own, past every seeded booking. */
const STAY = { ...stayDates(430, 3), guests: "2" };
const QUERY = new URLSearchParams(STAY).toString();

/** A date as a visitor reads it on the page, e.g. "3 May 2028". */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function freeHome(): Promise<{ id: number; slug: string }> {
  const answer = await fetch(`${API}/properties?${QUERY}&per_page=1`);
  return ((await answer.json()) as { data: { entities: { id: number; slug: string }[] } }).data.entities[0]!;
}

/** Another visitor books the stay (POST /bookings, their own key). */
async function bookedByAnotherVisitor(propertyId: number) {
  const answer = await fetch(`${API}/bookings`, {
    method: "POST",
    headers: { "Idempotency-Key": crypto.randomUUID() },
    body: new URLSearchParams({
      property_id: String(propertyId),
      ...STAY,
      first_name: "Otto",
      last_name: "Other",
      email: "otto@example.com",
      phone: "+49 30 000000",
      card_number: "4242424242424242",
      card_exp_month: "08",
      card_exp_year: String(yearFromNow(3)),
      card_cvc: "321",
      card_holder: "Otto Other",
    }),
  });
  expect(answer.status).toBe(201);
}

describe("checkout of a stay whose nights were booked before the page opens", () => {
  it("says so with the dates, links back to the property with the stay, and has no form to pay", async () => {
    const home = await freeHome();
    await bookedByAnotherVisitor(home.id);

    const response = await request(`/properties/${home.id}/${home.slug}/checkout?${QUERY}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const alerts = [...html.matchAll(/<p [^>]*role="alert"[^>]*>(.*?)<\/p>/gs)].map((match) => match[1]!);
    expect(alerts.map(words)).toEqual([
      `Your stay from ${longDate(STAY.check_in)} to ${longDate(STAY.check_out)} is no longer available: some of its nights were booked or closed by the host. Choose other dates`,
    ]);
    expect([...alerts[0]!.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Choose other dates<\/a>/g)].map((m) => m[1])).toEqual([
      `/properties/${home.id}/${home.slug}?check_in=${STAY.check_in}&amp;check_out=${STAY.check_out}&amp;guests=2`,
    ]);
    // Nothing to pay with: no checkout form, no card field, no pay button.
    expect(html).not.toContain('name="card_number"');
    expect(html).not.toMatch(/>Pay [^<]*and book</);
    expect(html).not.toContain('name="idempotency_key"');
    expect(logs.take()).toEqual([]);
  });
});

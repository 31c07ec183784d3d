import { describe, expect, it } from "vitest";
import { stayDates } from "../support/clock";
import { API } from "../support/demo-api";
import { renderedSite } from "../support/rendered-site";
import { demoGuestToken } from "../support/session-pages";

/**
 * Issue 20: the cancel page of a booking already cancelled (a second tab, the back button) says
 * so and offers nothing to confirm. Through the production build in process, against the demo API
 * (tests/routes/trips.test.ts has the cancel action itself, and its refusal of a second cancel).
 */

const { request, logs } = renderedSite();

/** The guest books a stay of home 9 and cancels it, through the demo API. */
async function cancelledBooking(token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const booked = await fetch(`${API}/guest/bookings`, {
    method: "POST",
    headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
    body: new URLSearchParams({
      property_id: "9",
      ...stayDates(860, 2),
      guests: "2",
      first_name: "Grace",
      last_name: "Guest",
      email: "guest@example.com",
      card_number: "4242424242424242",
    }),
  });
  expect(booked.status).toBe(201);
  const { id } = ((await booked.json()) as { data: { id: number } }).data;
  const cancelled = await fetch(`${API}/guest/bookings/${id}/cancel`, { method: "POST", headers });
  expect(cancelled.status).toBe(200);
  return id;
}

describe("the cancel page of a cancelled booking", () => {
  it("says it is already cancelled, with no refund to confirm and no button to cancel it again", async () => {
    const token = await demoGuestToken(API);
    const id = await cancelledBooking(token);

    const response = await request(`/bookings/${id}/cancel`, { headers: { Cookie: `auth_token=${token}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)![1]!;
    expect(main).toMatch(/<p [^>]*>This booking is already cancelled\.<\/p>/);
    expect(main).not.toContain("can no longer be cancelled here");
    expect(main).not.toContain('name="refund"');
    expect(main).not.toMatch(/<button [^>]*>Cancel booking<\/button>/);
    expect(logs.take()).toEqual([]);
  });
});

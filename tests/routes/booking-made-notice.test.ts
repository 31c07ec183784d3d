import { describe, expect, it } from "vitest";
import { stayDates, yearFromNow } from "../support/clock";
import { API } from "../support/demo-api";
import { renderedSite } from "../support/rendered-site";
import { demoGuestToken, setCookies } from "../support/session-pages";

/**
 * The toast that confirms a booking (issue 18; SPEC 3), without JavaScript: a signed-in guest's
 * checkout post goes to the new booking's page, and that page holds the toast, once. Through the
 * production build in process against the demo API, as tests/routes/notices.test.ts does for the
 * other toasts.
 */

const { request, logs } = renderedSite();

/** The words of each toast in the page's Notifications list, as a visitor reads them. */
function toastsIn(html: string): string[] {
  const list = /<ol [^>]*aria-label="Notifications"[^>]*>(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li [^>]*><p [^>]*>(.*?)<\/p>/gs)].map((match) => match[1]!.replaceAll("<!-- -->", ""));
}

/** A stay this file's own, past every seeded booking. */
const STAY = new URLSearchParams({ ...stayDates(450, 2), guests: "2" }).toString();
/** The visitor's checkout secret (the cookie the checkout page sets): 32 bytes, base64url. */
const SECRET = "Ym9va2luZy1tYWRlLW5vdGljZS1zZWNyZXQtZm9yLXQ";

async function freeHome(): Promise<{ id: number; slug: string }> {
  const answer = await fetch(`${API}/properties?${STAY}&per_page=1`);
  return ((await answer.json()) as { data: { entities: { id: number; slug: string }[] } }).data.entities[0]!;
}

describe("booking made, without JavaScript", () => {
  it("the checkout post goes to the booking (303), and that page shows the toast, once", async () => {
    const token = await demoGuestToken(API);
    const home = await freeHome();
    const posted = await request(`/properties/${home.id}/${home.slug}/checkout?${STAY}`, {
      method: "POST",
      headers: { Cookie: `auth_token=${token}; checkout_secret=${SECRET}` },
      body: new URLSearchParams({
        idempotency_key: "booking-made-notice-0001",
        session: "signed-in",
        first_name: "Grace",
        last_name: "Guest",
        email: "guest@example.com",
        phone: "+44 20 7946 0958",
        payment: "new",
        card_number: "4242 4242 4242 4242",
        card_expiry: `08/${String(yearFromNow(3) % 100).padStart(2, "0")}`,
        card_cvc: "123",
        terms: "on",
      }),
    });
    expect(posted.status).toBe(303);
    const booking = posted.headers.get("Location") ?? "";
    expect(booking).toMatch(/^\/bookings\/\d+\?confirmed=1$/);
    expect(setCookies(posted).session_notice).toMatch(/^session_notice=booking-made; Max-Age=300; Path=\/; HttpOnly;/);

    const landed = await request(booking, { headers: { Cookie: `auth_token=${token}; session_notice=booking-made` } });
    expect(landed.status).toBe(200);
    expect(toastsIn(await landed.text())).toEqual([
      "Your stay is booked. The confirmation is on its way to your inbox.",
    ]);
    expect(setCookies(landed).session_notice).toMatch(/^session_notice=; Max-Age=0;/);
    const again = await request(booking, { headers: { Cookie: `auth_token=${token}` } });
    expect(toastsIn(await again.text())).toEqual([]);
    expect(logs.take()).toEqual([]);
  });
});

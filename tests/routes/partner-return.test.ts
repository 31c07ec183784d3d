import { describe, expect, it } from "vitest";
import { words } from "../support/rendered-page";
import { renderedSite } from "../support/rendered-site";

/**
 * Where our holiday-rental partner (Interhome) sends a traveller back after its own payment step:
 * the page says what happened with the partner's reference and links back to the property; a
 * reference that is not one is not shown. Through the production build in process (it asks the
 * API for nothing).
 */

const { request } = renderedSite();

async function page(path: string) {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The element with `data-testid="partner-reference"`, as words, or null. */
const referenceLine = (html: string) => {
  const match = /<p [^>]*data-testid="partner-reference"[^>]*>(.*?)<\/p>/s.exec(html);
  return match ? words(match[1]!) : null;
};

describe("the partner's return page", () => {
  it("a failed payment: says the booking was not completed, names the reservation, links back to the property", async () => {
    const html = await page(
      "/interhome/failure?reference=IH-2027-0042&status=payment_failed&property_id=12&property_slug=some-home",
    );
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => words(match[1]!))).toEqual([
      "Your booking was not completed",
    ]);
    expect(referenceLine(html)).toBe(
      "Reservation IH-2027-0042 is not paid. Keep this reference for any question to our partner or to us.",
    );
    expect(
      [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Back to the property<\/a>/g)].map((match) => match[1]),
    ).toEqual(["/properties/12/some-home"]);
  });

  it("a reference that is not one (markup) is not shown, and nothing of it reaches the page", async () => {
    const html = await page("/interhome/success?reference=%3Cscript%3E");
    expect(referenceLine(html)).toBeNull();
    expect(html).not.toContain("&lt;script&gt;");
    expect(words(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!)).toBe("Your booking is on its way");
  });
});

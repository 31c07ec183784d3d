import { expect } from "vitest";

/** A home as the demo API lists it. */
export interface DemoHome {
  id: number;
  slug: string;
  title: string;
  nightly_price: number;
  currency: string;
  review_count: number;
  images: { url: string; alt: string }[];
}

/** The data of a demo API answer (the demo in MSW at `api`, the test file's own). */
export async function demoAnswer<T>(api: string, path: string): Promise<T> {
  const answer = await fetch(`${api}${path}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/** A home of the demo priced in euros with more than two pages of reviews and more than five photos, and its page. */
export async function wellReviewedHome(api: string): Promise<DemoHome & { path: string }> {
  const { entities } = await demoAnswer<{ entities: DemoHome[] }>(api, "/properties?per_page=60");
  const home = entities.find(
    (entity) => entity.review_count > 12 && entity.images.length > 5 && entity.currency === "EUR",
  );
  if (!home) throw new Error("the demo has no home priced in euros with 13 reviews and 6 photos");
  return { ...home, path: `/properties/${home.id}/${home.slug}` };
}

/** `nights` free nights at the home from its calendar in the demo API, within one month (its days read plainly). */
export async function freeStay(
  api: string,
  id: number,
  nights: number,
): Promise<{ checkIn: string; checkOut: string }> {
  const calendar = await demoAnswer<{ from: string; unavailable: { start: string; end: string }[] }>(
    api,
    `/properties/${id}/availability`,
  );
  const dayAfter = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  for (let offset = 30; offset < 330; offset += 1) {
    const [checkIn, checkOut] = [dayAfter(calendar.from, offset), dayAfter(calendar.from, offset + nights)];
    if (checkIn.slice(0, 7) !== checkOut.slice(0, 7)) continue;
    if (calendar.unavailable.every((range) => range.end <= checkIn || range.start >= checkOut))
      return { checkIn, checkOut };
  }
  throw new Error(`no ${nights} free nights within a month`);
}

/** The demo API's quote of a stay at the home, for two guests. */
export function demoQuote(api: string, id: number, { checkIn, checkOut }: { checkIn: string; checkOut: string }) {
  return demoAnswer<{ total: number; currency: string; nights: number; available: boolean }>(
    api,
    `/properties/${id}/quote?check_in=${checkIn}&check_out=${checkOut}&guests=2`,
  );
}

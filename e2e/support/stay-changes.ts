import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { API_URL } from "../fixtures";
import { cardExpiry } from "./clock";
import { apiData, authOf } from "./demo-api";

/**
 * What another visitor or the owner does to a stay through the demo API's own calls while a
 * visitor is on its checkout page (issue 18): book its nights, or price them anew.
 */
export interface Home {
  id: number;
  slug: string;
}

type Stay = URLSearchParams;
const stayOf = (query: string): Stay => new URLSearchParams(query);

export interface Quote {
  total: number;
  nightly_price: number;
  currency: string;
  available: boolean;
}

export async function quoteOf(request: APIRequestContext, home: Home, query: string): Promise<Quote> {
  const answer = await request.get(`${API_URL}/properties/${home.id}/quote?${query}`);
  return ((await answer.json()) as { data: Quote }).data;
}

/** The `index`th home free for the stay. */
export async function freeHome(request: APIRequestContext, query: string, index = 0): Promise<Home> {
  const answer = await request.get(`${API_URL}/properties?${query}&per_page=${index + 1}`);
  const { entities } = ((await answer.json()) as { data: { entities: Home[] } }).data;
  const home = entities[index];
  if (!home) throw new Error(`no free home ${index} for ${query}`);
  return home;
}

/** Another visitor books the stay (POST /bookings, a key of their own). */
export async function bookedByAnotherVisitor(request: APIRequestContext, home: Home, query: string): Promise<void> {
  const stay = stayOf(query);
  const answer = await request.post(`${API_URL}/bookings`, {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    form: {
      property_id: String(home.id),
      check_in: stay.get("check_in") ?? "",
      check_out: stay.get("check_out") ?? "",
      guests: stay.get("guests") ?? "2",
      first_name: "Otto",
      last_name: "Other",
      email: "otto@example.com",
      phone: "+49 30 000000",
      card_number: "4242424242424242",
      card_exp_month: cardExpiry().slice(0, 2),
      card_exp_year: `20${cardExpiry().slice(3)}`,
      card_cvc: "321",
      card_holder: "Otto Other",
    },
  });
  expect(answer.status()).toBe(201);
}

/** The `index`th of the demo owner's homes that is free for the stay. */
export async function ownersFreeHome(request: APIRequestContext, query: string, index: number): Promise<Home> {
  const { entities } = await apiData<{ entities: (Home & { status: string })[] }>(
    request,
    "/vendor/properties",
    "owner",
  );
  const free: Home[] = [];
  // A paused home is not bookable (issue 21): only published ones are asked for a quote.
  for (const home of entities.filter(({ status }) => status === "published"))
    if ((await quoteOf(request, home, query)).available) free.push(home);
  const home = free[index];
  if (!home) throw new Error(`the demo owner has no free home ${index} for ${query}`);
  return home;
}

/** The owner prices the stay's nights at `nightlyPrice` (a date-range rate; fees and other rates kept). */
export async function ownerSetsRate(
  request: APIRequestContext,
  home: Home,
  query: string,
  nightlyPrice: number,
): Promise<void> {
  const path = `${API_URL}/vendor/properties/${home.id}/pricing`;
  const headers = authOf("owner");
  const pricing = ((await (await request.get(path, { headers })).json()) as { data: Record<string, unknown> }).data;
  const stay = stayOf(query);
  const checkOut = Date.parse(`${stay.get("check_out")}T00:00:00Z`);
  const lastNight = new Date(checkOut - 86_400_000).toISOString().slice(0, 10);
  const { cleaning_fee, extra_guest_fee, extra_guest_from, minimum_stay, rates } = pricing;
  const answer = await request.put(path, {
    headers,
    data: {
      cleaning_fee,
      extra_guest_fee,
      extra_guest_from,
      minimum_stay,
      rates: [
        ...(rates as unknown[]),
        { start_date: stay.get("check_in"), end_date: lastNight, nightly_price: nightlyPrice, minimum_stay: 1 },
      ],
    },
  });
  expect(answer.status()).toBe(200);
}

/** The lead guest and a new card, as a visitor who is not signed in types them. */
export async function fillCheckout(page: Page, card = "4242 4242 4242 4242"): Promise<void> {
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Last name").fill("Recheck");
  await page.getByLabel("Email").fill(`rosa-${crypto.randomUUID()}@example.com`);
  await page.getByLabel("Phone").fill("+34 91 000 0000");
  await fillCard(page, card);
  await page.getByRole("checkbox").check();
}

async function fillCard(page: Page, card = "4242 4242 4242 4242"): Promise<void> {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill(cardExpiry());
  await page.getByLabel("CVC").fill("123");
}

/** A date as the page writes it in sentences: "12 March 2027". */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

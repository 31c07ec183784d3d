import { parse } from "csv-parse/sync";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStore } from "../../mocks/store";
import { siteHandler } from "../resilience/site-handler";
import { captureConsole } from "../support/console-capture";
import { demoApiServer, signIn } from "../support/demo-api";

/**
 * Issue 21, item 1 ("and of the agent's owners"): signed in as the demo agent, the listings,
 * reservations (and their CSV) and calendar pages show the homes of the owner the agent works
 * for (Tessa Twofactor, 2fa@example.com) with her name, and the agent's own without one; the
 * demo owner sees no owner line and cannot open her homes. The production build over the demo API.
 */

const store = createStore();
demoApiServer({ store });
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;
beforeAll(async () => {
  request = await siteHandler();
});
// Nothing logged but what a test expects.
afterEach(() => expect(logs.take()).toEqual([]));

const TESSA = "Tessa Twofactor";
const homesOf = (ownerId: number) =>
  store.properties.filter((property) => property.ownerId === ownerId).sort((a, b) => b.id - a.id);
/** Tessa's (user 4) newest home and the agent's (user 3) newest published one. */
const tessas = homesOf(4)[0]!;
const agents = homesOf(3).find((property) => !property.paused)!;

async function page(path: string, token: string) {
  const response = await request(path, { headers: { Cookie: `auth_token=${token}` } });
  return { status: response.status, text: await response.text() };
}

/** The words of some markup, tags and entities aside. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The words of the list item naming `title` (a listing row or a reservation card). */
const itemOf = (html: string, title: string) =>
  words(
    html
      .split("<li")
      .map((item) => item.split("</li>")[0]!)
      .find((item) => words(item).includes(title)) ?? "",
  );

let agent = "";
let owner = "";
beforeAll(async () => {
  agent = await signIn("agent");
  owner = await signIn("owner");
});

describe("the agent's owner pages name the owner of her homes", () => {
  it("listings: Tessa's home with 'Owner: Tessa Twofactor', the agent's own without an owner line", async () => {
    const { status, text } = await page("/owner/listings", agent);
    expect(status).toBe(200);
    expect(itemOf(text, tessas.title)).toContain(`Owner: ${TESSA}`);
    expect(itemOf(text, agents.title)).not.toContain("Owner:");
  });

  it("reservations: her guests' stays name her; the property filter offers her homes with her name", async () => {
    const { status, text } = await page("/owner/reservations", agent);
    expect(status).toBe(200);
    // Priya's past stay at Tessa's newest home (mocks/seed/bookings.ts), in the phone list of cards.
    expect(itemOf(text, tessas.title)).toContain(`Owner: ${TESSA}`);
    const options = [...text.matchAll(/<option value="(\d+)"[^>]*>([^<]*)<\/option>/g)].map(([, id, label]) => [
      Number(id),
      words(label!),
    ]);
    expect(options).toContainEqual([tessas.id, expect.stringMatching(new RegExp(`, owner ${TESSA}$`))]);
    expect(options.find(([id]) => id === agents.id)?.[1]).not.toContain("owner");
  });

  it("the CSV: an Owner column, her name on her homes' rows, empty on the agent's own", async () => {
    const { status, text } = await page("/owner/reservations.csv", agent);
    expect(status).toBe(200);
    const rows = parse<Record<string, string>>(text, { columns: true });
    const tessaTitles = homesOf(4).map((property) => property.title);
    const hers = rows.filter((row) => tessaTitles.includes(row.Property!));
    expect(hers.map((row) => row.Owner)).toEqual([TESSA, TESSA]);
    expect(new Set(rows.filter((row) => !tessaTitles.includes(row.Property!)).map((row) => row.Owner))).toEqual(
      new Set([""]),
    );
  });

  it("calendar: her home's names her; the agent's own does not", async () => {
    const hers = await page(`/owner/calendar/${tessas.id}`, agent);
    expect(hers.status).toBe(200);
    expect(words(hers.text)).toContain(`Owner: ${TESSA}`);
    const own = await page(`/owner/calendar/${agents.id}`, agent);
    expect(own.status).toBe(200);
    expect(words(own.text)).not.toContain("Owner:");
  });
});

describe("the demo owner", () => {
  it("sees no owner line, and Tessa's home is not found", async () => {
    const listings = await page("/owner/listings", owner);
    expect(listings.status).toBe(200);
    expect(words(listings.text)).not.toContain("Owner:");
    expect((await page(`/owner/calendar/${tessas.id}`, owner)).status).toBe(404);
    expect(logs.take()).toEqual([
      "error: [api] GET /vendor/properties/{id}/calendar failed (404): Property not found.",
      `error: [error-page] Property not found (status 404, route owner-calendar, path /owner/calendar/${tessas.id})`,
    ]);
  });
});

import AxeBuilder from "@axe-core/playwright";
import { type Page, type Response } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL } from "./fixtures";
import { stayQuery } from "./support/clock";
import { MAP_DRAWN, waitForResultsMap } from "./support/search";
import { SITE_URL } from "../playwright.config";

// The specs about maps are the ones that draw them (e2e/support/test.ts), in software WebGL on
// these machines: a map's first draw can hold a core for many seconds beside another test's.
test.use({ maps: true });
test.slow("MapLibre draws in software WebGL here");

/** Set MAP_SCREENSHOTS to a folder to keep what each step looked like. */
const SHOTS = process.env.MAP_SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
/** What the map's own code and data are called in the build (hashed names keep these prefixes). */
const MAP_FILES = /maplibre|countries-50m|results-map|pmtiles/;

function failures(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The path of every request the page makes from now on, and of every one that has been answered. */
function recordFetches(page: Page) {
  const asked: string[] = [];
  const answered = new Set<string>();
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  page.on("requestfinished", (request) => answered.add(new URL(request.url()).pathname));
  return { asked, answered };
}

/**
 * The page's first load is over: it has hydrated (page.goto waits for that) and every file its
 * after-paint loader preloads (app/lib/scripts-after-paint.server.ts) has arrived.
 */
async function firstLoadDone(response: Response | null, answered: Set<string>) {
  const list = /(\[[^\]]*\])\.forEach\(function\(href\)\{var l=d\.createElement\("link"\);l\.rel="modulepreload"/.exec(
    (await response?.text()) ?? "",
  );
  const preloads = JSON.parse(list?.[1] ?? "[]") as string[];
  expect(preloads.length).toBeGreaterThan(2);
  await expect.poll(() => preloads.filter((href) => !answered.has(href))).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
});

test("home's first load fetches nothing of the map", async ({ page }) => {
  const { asked, answered } = recordFetches(page);
  await firstLoadDone(await page.goto("/"), answered);
  expect(asked.filter((path) => MAP_FILES.test(path))).toEqual([]);
});

test("desktop: price pins beside the list, the site's own map, and a card pointed at lights its pin", async ({
  page,
}) => {
  const errors = failures(page);
  await page.setViewportSize(DESKTOP);
  // Which files the page preloads (none of the map's): tests/server/first-load-more.test.ts.
  const { asked } = recordFetches(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== SITE_URL) elsewhere.push(request.url());
  });
  await page.goto(`/properties?destination=Crete&${stayQuery(30, 4)}`);
  await waitForResultsMap(page);
  const map = page.getByRole("region", { name: "Map of the results" });
  await expect(map.locator("canvas")).toBeVisible();
  // The map came once its box was on screen: its worker and the shipped basemap.
  expect(asked.some((path) => /\/assets\/maplibre-gl-worker-[\w-]+\.mjs$/.test(path))).toBe(true);
  expect(asked.some((path) => /\/assets\/countries-50m-[\w-]+\.json$/.test(path))).toBe(true);
  // Without a maps key the map is the site's own: nothing of it comes from Google or any other
  // host (pictures may come from the demo API).
  expect(elsewhere.filter((url) => !url.startsWith(API_URL))).toEqual([]);

  // A card whose stay has a pin of its own (not gathered into a cluster): its pin says the stay's total.
  const ids = await map
    .locator(".map-pin[data-pin-id]")
    .evaluateAll((pins) => pins.map((pin) => (pin as HTMLElement).dataset.pinId));
  // Crete's stays lie within a few kilometres of each other, so most gather into clusters.
  expect(ids.length).toBeGreaterThan(0);
  const card = page.locator(`li[data-stay-id="${ids[0]}"]`);
  const pin = map.locator(`.map-pin[data-pin-id="${ids[0]}"]`);
  const total = (await card.getByText(/total for 4 nights/).textContent())?.replace(/\s*total for 4 nights/, "");
  expect(total).toMatch(/^€[\d,]+$/);
  await expect(pin).toHaveText(total ?? "");
  await expect(pin).not.toHaveClass(/map-pin-lit/);
  await card.hover();
  await expect(pin).toHaveClass(/map-pin-lit/);
  await expect(map.locator(".map-pin-lit")).toHaveCount(1);
  await shoot(page, "desktop-hover");
  await page.getByRole("heading", { level: 1 }).hover();
  await expect(map.locator(".map-pin-lit")).toHaveCount(0);
  // Focus does the same, for the keyboard. The pointer waits over the sticky header first: left
  // where it was, the scroll to the card would slide another card under it and light that one.
  await page.mouse.move(1, 1);
  await card.getByRole("link").focus();
  await expect(pin).toHaveClass(/map-pin-lit/);
  expect(errors).toEqual([]);
});

test("desktop: search as I move the map puts the area in the URL and the list follows", async ({ page, request }) => {
  const errors = failures(page);
  await page.setViewportSize(DESKTOP);
  await page.goto("/properties?destination=Crete");
  await waitForResultsMap(page);
  const map = page.getByRole("region", { name: "Map of the results" });
  const all = (await (await request.get(`${API_URL}/properties?destination=Crete&per_page=1`)).json()) as {
    data: { pagination: { total: number } };
  };
  const status = page.getByRole("status").filter({ hasText: /stays?/ });
  await expect(status).toHaveText(`${all.data.pagination.total} stays`);
  // Every address the page goes to from now on.
  const visited: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.getByRole("checkbox", { name: "Search as I move the map" }).check();

  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 250, box.y + box.height / 2 - 120, { steps: 10 });
  await page.mouse.up();
  await expect(page).toHaveURL(/[?&]bounds=/);
  const url = new URL(page.url());
  const bounds = url.searchParams.get("bounds") ?? "";
  expect(bounds).toMatch(/^-?\d+\.\d{4},-?\d+\.\d{4},-?\d+\.\d{4},-?\d+\.\d{4}$/);
  expect(url.searchParams.get("destination")).toBe("Crete");

  // The list is the demo API's answer for that area.
  const answer = (await (
    await request.get(`${API_URL}/properties?destination=Crete&bounds=${bounds}&per_page=1`)
  ).json()) as { data: { pagination: { total: number } } };
  const inArea = answer.data.pagination.total;
  expect(inArea).toBeLessThan(all.data.pagination.total);
  await expect(status).toHaveText(`${inArea} ${inArea === 1 ? "stay" : "stays"}`);
  await expect(page.getByRole("article")).toHaveCount(inArea);
  await shoot(page, "desktop-moved");
  // Turning the checkbox on searched nothing by itself: the one search since is the moved map's.
  expect(visited).toEqual([url.href]);
  // The checkbox stays on, and the map stays where the visitor left it.
  await expect(page.getByRole("checkbox", { name: "Search as I move the map" })).toBeChecked();
  expect(new URL(page.url()).searchParams.get("bounds")).toBe(bounds);
  expect(errors).toEqual([]);
});

test("desktop: zero axe violations on the search page with the map shown", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/properties?destination=Crete");
  await waitForResultsMap(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    })),
  ).toEqual([]);
});

test("phone: the map opens from its button, and a tapped pin shows its stay", async ({ page }) => {
  const errors = failures(page);
  await page.setViewportSize(PHONE);
  const { asked, answered } = recordFetches(page);
  await firstLoadDone(await page.goto(`/properties?destination=Crete&${stayQuery(30, 4)}`), answered);
  await expect(page.getByRole("article").first()).toBeVisible();
  // Hidden on a phone until asked for, so not fetched either.
  expect(asked.filter((path) => MAP_FILES.test(path))).toEqual([]);
  await shoot(page, "phone-list");
  await page.getByRole("button", { name: "Show map" }).click();
  await waitForResultsMap(page);
  const map = page.getByRole("region", { name: "Map of the results" });
  const pin = map.locator(".map-pin[data-pin-id]").first();
  await expect(pin).toBeVisible();
  await expect(map.locator("canvas")).toBeVisible();
  await expect(pin).toHaveText(/^€[\d,]+$/);
  await shoot(page, "phone-map");
  const id = await pin.getAttribute("data-pin-id");
  const title = await page.locator(`li[data-stay-id="${id}"] h2`).textContent();
  await pin.click();
  const card = page.getByTestId("map-card");
  await expect(card).toBeVisible();
  await expect(card.getByRole("link")).toHaveText(title ?? "");
  await expect(card).toContainText("total for 4 nights");
  await shoot(page, "phone-card");
  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("zoomed out, stays far apart gather into clusters that open on a tap", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/properties");
  await waitForResultsMap(page);
  const map = page.getByRole("region", { name: "Map of the results" });
  const cluster = map.locator(".map-pin-cluster").first();
  await expect(cluster).toBeVisible(MAP_DRAWN);
  const count = Number(await cluster.textContent());
  expect(count).toBeGreaterThan(1);
  await shoot(page, "desktop-clusters");
  const pinsBefore = await map.locator(".map-pin[data-pin-id]").count();
  await cluster.click();
  await expect.poll(() => map.locator(".map-pin[data-pin-id]").count()).toBeGreaterThan(pinsBefore);
});

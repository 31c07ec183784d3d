import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { API_URL } from "./fixtures";
import { stayQuery } from "./support/clock";
import { SITE_URL } from "../playwright.config";

/** Set MAP_SCREENSHOTS to a folder to keep what each step looked like. */
const SHOTS = process.env.MAP_SCREENSHOTS;
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
/** What the map's own code and data are called in the build (hashed names keep these prefixes). */
const MAP_FILES = /maplibre|countries-50m|results-map|pmtiles/;

/**
 * The first pins wait for MapLibre (about 300 KB of brotli to parse), its worker and the basemap,
 * drawn by software WebGL on the test machine's CPU, beside another test doing the same.
 */
const MAP_READY = { timeout: 20_000 };

function failures(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
});

test("home's first load fetches nothing of the map", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(fetched.length).toBeGreaterThan(3);
  expect(fetched.filter((path) => MAP_FILES.test(path))).toEqual([]);
});

test("desktop: price pins beside the list, and a card pointed at lights its pin", async ({ page, request }) => {
  const errors = failures(page);
  await page.setViewportSize(DESKTOP);
  const path = `/properties?destination=Crete&${stayQuery(30, 4)}`;
  // The page's own first load names no map file: the map comes after, once its box is on screen.
  const html = await (await request.get(path)).text();
  // The files the page's after-paint loader preloads (app/lib/scripts-after-paint.server.ts).
  const list = /(\[[^\]]*\])\.forEach\(function\(href\)\{var l=d\.createElement\("link"\);l\.rel="modulepreload"/.exec(
    html,
  );
  const preloads = JSON.parse(list?.[1] ?? "[]") as string[];
  expect(preloads.length).toBeGreaterThan(2);
  expect(preloads.filter((href) => MAP_FILES.test(href))).toEqual([]);
  const fetchedFirst: string[] = [];
  page.on("request", (request) => fetchedFirst.push(new URL(request.url()).pathname));
  await page.goto(path);
  const map = page.getByRole("region", { name: "Map of the results" });
  await expect(map.locator(".map-pin").first()).toBeVisible(MAP_READY);
  await expect(map.locator("canvas")).toBeVisible();
  expect(fetchedFirst.some((path) => /\/assets\/maplibre-gl-worker-[\w-]+\.mjs$/.test(path))).toBe(true);
  expect(fetchedFirst.some((path) => /\/assets\/countries-50m-[\w-]+\.json$/.test(path))).toBe(true);

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
  const map = page.getByRole("region", { name: "Map of the results" });
  await expect(map.locator(".map-pin").first()).toBeVisible(MAP_READY);
  const all = (await (await request.get(`${API_URL}/properties?destination=Crete&per_page=1`)).json()) as {
    data: { pagination: { total: number } };
  };
  const status = page.getByRole("status").filter({ hasText: /stays?/ });
  await expect(status).toHaveText(`${all.data.pagination.total} stays`);
  await page.getByRole("checkbox", { name: "Search as I move the map" }).check();
  expect(new URL(page.url()).searchParams.has("bounds")).toBe(false);

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
  // The checkbox stays on, and the map stays where the visitor left it.
  await expect(page.getByRole("checkbox", { name: "Search as I move the map" })).toBeChecked();
  expect(new URL(page.url()).searchParams.get("bounds")).toBe(bounds);
  expect(errors).toEqual([]);
});

test("desktop: zero axe violations on the search page with the map shown", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/properties?destination=Crete");
  await expect(page.locator(".map-pin").first()).toBeVisible(MAP_READY);
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
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`/properties?destination=Crete&${stayQuery(30, 4)}`);
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Hidden on a phone until asked for, so not fetched either.
  expect(fetched.filter((path) => MAP_FILES.test(path))).toEqual([]);
  await shoot(page, "phone-list");
  await page.getByRole("button", { name: "Show map" }).click();
  const map = page.getByRole("region", { name: "Map of the results" });
  const pin = map.locator(".map-pin[data-pin-id]").first();
  await expect(pin).toBeVisible(MAP_READY);
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
  const map = page.getByRole("region", { name: "Map of the results" });
  const cluster = map.locator(".map-pin-cluster").first();
  await expect(cluster).toBeVisible(MAP_READY);
  const count = Number(await cluster.textContent());
  expect(count).toBeGreaterThan(1);
  await shoot(page, "desktop-clusters");
  const pinsBefore = await map.locator(".map-pin[data-pin-id]").count();
  await cluster.click();
  await expect.poll(() => map.locator(".map-pin[data-pin-id]").count()).toBeGreaterThan(pinsBefore);
});

import { type Page, expect } from "@playwright/test";
import { hydrated } from "../support/hydration";

/** The demo's accounts (mocks/seed), the same the other e2e tests sign in with. */
export const PASSWORD = "password123";
export const TWO_FACTOR_CODE = "123456";

export interface Home {
  id: number;
  slug: string;
  title: string;
}

/** A home from this stack's own demo API; with `stay`, one free for those nights. */
export async function demoHome(apiUrl: string, { page, stay = "" }: { page: number; stay?: string }): Promise<Home> {
  const response = await fetch(`${apiUrl}/properties?${stay}&per_page=1&page=${page}`);
  if (!response.ok) throw new Error(`The demo API answered ${response.status}`);
  const body = (await response.json()) as { data: { entities: Home[] } };
  const home = body.data.entities[0];
  if (!home) throw new Error("The demo API has no such home");
  return home;
}

/** A home from the list of those free for `stay`, from `page` on, that is free for `otherStay` too. */
export async function homeFreeFor(apiUrl: string, stay: string, otherStay: string, page: number): Promise<Home> {
  for (let candidate = page; candidate < page + 20; candidate++) {
    const home = await demoHome(apiUrl, { page: candidate, stay });
    const quote = await fetch(`${apiUrl}/properties/${home.id}/quote?${otherStay}`);
    if (quote.ok && ((await quote.json()) as { data?: { available?: boolean } }).data?.available) return home;
  }
  throw new Error("No demo home is free for both stays");
}

/**
 * Signs in on /login with the demo password, going on to `redirectTo`: the form as the app sends it,
 * once the page has hydrated (these tests' `page.goto` does not wait for it, e2e/production/fixtures.ts).
 */
export async function signIn(page: Page, email: string, redirectTo: string, type: "guest" | "vendor" = "guest") {
  const query = new URLSearchParams({ redirectTo, ...(type === "vendor" ? { type } : {}) });
  await page.goto(`/login?${query.toString()}`);
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The value of X-Cache that deploy/varnish.vcl adds: HIT, MISS or PASS. */
export function cacheStatus(headers: Record<string, string>): string | undefined {
  return headers["x-cache"];
}

/** The layout a page was rendered in (each layout marks its root with data-layout). */
export function layoutOf(html: string): string | undefined {
  return /data-layout="([\w-]+)"/.exec(html)?.[1];
}

export async function expectSignedInAs(page: Page, name: RegExp) {
  await expect(page.getByRole("banner").getByLabel(name)).toBeVisible();
}

import AxeBuilder from "@axe-core/playwright";
import { type Page, devices } from "@playwright/test";
import { expect, test } from "./support/test";
import { SITE_URL } from "../playwright.config";
import { day, freezeBrowserClock } from "./support/clock";
import { chooseGuests, pickDates } from "./support/search";

/**
 * Issue 20, item 3: the search bar's range picker and guests popover, filters that apply as they
 * change, chips, the phone's filter sheet; on a 360 px phone and a 1280 px desktop, and the same
 * search through the plain form without JavaScript.
 */
const VIEWPORTS = [
  {
    name: "phone",
    use: {
      userAgent: devices["Pixel 5"].userAgent,
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
  },
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
] as const;

const [CHECK_IN, CHECK_OUT] = [day(150), day(154)];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/** The page's query parameters in name order (the phone's form lists the order before the filters). */
const sortedQuery = (page: Page) => [...new URL(page.url()).searchParams].sort(([a], [b]) => a.localeCompare(b));

const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /^\d+ stays?/ });
const totalOf = async (page: Page) => Number((await resultCount(page).textContent())?.match(/^(\d+)/)?.[1]);

/**
 * Each search the page fetches from now on (the search page's data, by the query it asked for),
 * as `entry` writes it. Only the page's own requests count, not what a link pointed at prefetches.
 */
function recordSearches(page: Page, entry: (query: URLSearchParams, search: string) => string): string[] {
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/properties.data" && request.resourceType() === "fetch")
      searches.push(entry(url.searchParams, url.search));
  });
  return searches;
}

/** The page's navigation has ended: its loading bar says so (app/components/loading-overlay.tsx). */
async function navigationIdle(page: Page) {
  await expect(page.getByTestId("loading-overlay")).toHaveAttribute("data-busy", "false");
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === "phone";

  test.describe(`search on a ${viewport.name}`, () => {
    test.use({ ...viewport.use, locale: "en-US" });
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "cookie_consent", value: "denied", url: SITE_URL }]);
    });

    test("dates from the search bar's picker and guests from its popover make the search's URL and results", async ({
      page,
    }) => {
      await freezeBrowserClock(page);
      await page.goto("/");
      const form = page.getByRole("search", { name: "Search stays" });
      await form.getByLabel("Where").fill("Portugal");
      await pickDates(page, form, CHECK_IN, CHECK_OUT);
      await chooseGuests(page, form, { adults: 2, children: 1, pets: 1 }, true);
      await expect(form.getByRole("button", { name: /^Guests/ })).toHaveAccessibleName("Guests 3 guests, 1 pet");
      await form.getByRole("button", { name: "Search" }).click();

      await expect(page).toHaveURL(
        `/properties?destination=Portugal&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=3&children=1&pets=1`,
      );
      // The results are the stay's (their text, chips and links: tests/lib/search-chips.test.ts,
      // tests/lib/property-search.test.ts, tests/routes/properties-rendered.test.ts).
      await expect(resultCount(page)).toHaveText(/^\d+ stays? available for 4 nights$/);

      // A phone sees the first result on the first screen, above the filters' fold.
      if (phone) {
        const card = await page.getByRole("article").first().boundingBox();
        expect(card!.y).toBeLessThan(740 / 2);
      }
    });

    test("on the search page a stay picked in the dates and guests changed in their popover apply without Search", async ({
      page,
    }) => {
      await freezeBrowserClock(page);
      await page.goto("/");
      await page.goto("/properties?destination=Portugal&page=2");
      await expect(resultCount(page)).toContainText(" · page 2 of ");
      const undated = await totalOf(page);
      const form = page.getByRole("search", { name: "Search filters" });
      if (phone) await form.getByText("Edit", { exact: true }).click();

      await pickDates(page, form, CHECK_IN, CHECK_OUT);
      // The other fields kept, the page back to the first.
      await expect
        .poll(() => sortedQuery(page))
        .toEqual([
          ["check_in", CHECK_IN],
          ["check_out", CHECK_OUT],
          ["destination", "Portugal"],
          ["sort", "recommended"],
        ]);
      await expect(resultCount(page)).toHaveText(/^\d+ stays? available for 4 nights$/);
      await expect(page.getByRole("article").first()).toContainText("total for 4 nights");
      const dated = await totalOf(page);
      expect(dated).toBeLessThanOrEqual(undated);

      await chooseGuests(page, form, { adults: 9 }, true);
      await expect
        .poll(() => sortedQuery(page))
        .toEqual([
          ["check_in", CHECK_IN],
          ["check_out", CHECK_OUT],
          ["destination", "Portugal"],
          ["guests", "9"],
          ["sort", "recommended"],
        ]);
      await expect(resultCount(page)).not.toHaveText(new RegExp(`^${dated} `));
      expect(await totalOf(page)).toBeLessThan(dated);
      await expect(page.getByRole("link", { name: "Remove filter: 9 guests" })).toBeVisible();

      // Closing the popover without a change searches nothing: the next search is the new order's.
      await navigationIdle(page);
      const searches = recordSearches(page, (query) => query.get("sort") ?? "");
      await form.getByRole("button", { name: /^Guests/ }).click();
      await page.getByRole("dialog", { name: "Guests" }).getByRole("button", { name: "Done" }).click();
      await expect(page.getByRole("dialog", { name: "Guests" })).toBeHidden();
      await form.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
      await expect(page).toHaveURL(/&sort=rating/);
      await navigationIdle(page);
      expect(searches).toEqual(["rating"]);

      // Each change replaced the search's history entry, as the filters do: back is the page before.
      await page.goBack();
      await expect(page).toHaveURL("/");
      // The search page and its form are gone: whatever they had yet to ask for would have been asked.
      expect(searches).toEqual(["rating"]);
    });

    test("Search pressed after guests changed in their popover searches once, adding one history entry", async ({
      page,
    }) => {
      await page.goto("/");
      await page.goto("/properties?destination=Portugal");
      await expect(resultCount(page)).toHaveText(/^\d+ stays$/);
      const form = page.getByRole("search", { name: "Search filters" });
      if (phone) await form.getByText("Edit", { exact: true }).click();
      const searches = recordSearches(page, (_, search) => search);
      const searched = [
        ["destination", "Portugal"],
        ["guests", "2"],
        ["sort", "recommended"],
      ];

      await form.getByRole("button", { name: /^Guests/ }).click();
      const popover = page.getByRole("dialog", { name: "Guests" });
      await popover.getByRole("button", { name: "More adults" }).click();
      await popover.getByRole("button", { name: "More adults" }).click();
      await expect(popover.getByRole("spinbutton", { name: /^Adults/ })).toHaveValue("2");
      if (phone) {
        // The open popover covers Search on a phone: a tap beside it closes it, which applies the counts.
        await page.getByRole("heading", { level: 1 }).click();
        await expect(popover).toBeHidden();
        await expect.poll(() => sortedQuery(page)).toEqual(searched);
      }
      await form.getByRole("button", { name: "Search" }).click();
      await expect.poll(() => sortedQuery(page)).toEqual(searched);
      await expect(page.getByRole("link", { name: "Remove filter: 2 guests" })).toBeVisible();
      await navigationIdle(page);
      // One search: the popover's closing and Search do not each ask for it.
      const once = "?destination=Portugal&guests=2&sort=recommended&_routes=properties";
      expect(searches).toEqual([once]);

      // On a desktop Search made one entry, after the search it started from; on a phone the
      // popover's closing applied the counts in place of that search, as every change does, and
      // Search added no entry of its own.
      await page.goBack();
      if (!phone) {
        await expect(page).toHaveURL("/properties?destination=Portugal");
        await page.goBack();
      }
      await expect(page).toHaveURL("/");
      // The search page is gone: no second search for two guests came after the first.
      expect(searches.filter((search) => search.includes("guests=2"))).toEqual([once]);
    });

    if (phone)
      test("the floating list/map switch never covers the result count, wherever the page is scrolled", async ({
        page,
      }) => {
        // A shorter 360 px phone, the search opened for editing and its chips put the count low on the screen.
        await page.setViewportSize({ width: 360, height: 640 });
        await page.goto(
          `/properties?destination=Portugal&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=2&amenities=Wi-Fi&amenities=Garden`,
        );
        const count = resultCount(page);
        await expect(count).toHaveText(/^\d+ stays? available for 4 nights$/);
        const viewSwitch = page.getByRole("button", { name: "Show map" });
        await expect(viewSwitch).toBeVisible();
        await page.getByRole("search", { name: "Search filters" }).getByText("Edit", { exact: true }).click();
        await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();

        const [line, button] = [await count.elementHandle(), await viewSwitch.elementHandle()];
        // The count line's top from where it starts up to the top of the screen, 10 px at a time;
        // each scroll is laid out before its boxes are read, in the page.
        const { countTop, covered } = await page.evaluate(
          ([line, button]) => {
            const countTop = line.getBoundingClientRect().top + window.scrollY;
            const covered: number[] = [];
            for (let top = Math.round(countTop); top >= 0; top -= 10) {
              window.scrollTo({ top: countTop - top, behavior: "instant" });
              const [a, b] = [line.getBoundingClientRect(), button.getBoundingClientRect()];
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) covered.push(top);
            }
            window.scrollTo({ top: 0, behavior: "instant" });
            return { countTop, covered };
          },
          [line, button] as const,
        );
        expect(countTop).toBeGreaterThan(640 / 2);
        // The heights (px from the top of the screen) at which the switch covered the count: none.
        expect(covered).toEqual([]);
      });

    test("a filter applies as it changes, replacing the history entry; its chip takes it away", async ({ page }) => {
      await page.goto("/");
      await page.goto("/properties?destination=Portugal");
      const before = await totalOf(page);
      const form = page.getByRole("search", { name: "Search filters" });
      if (phone) await form.getByRole("button", { name: /^Filters/ }).click();
      else await form.getByText("More filters").click();
      const filters = phone ? page.getByRole("dialog", { name: "Filters" }) : form;
      await filters.getByRole("checkbox", { name: "Pool" }).check();

      await expect(page).toHaveURL(/\/properties\?destination=Portugal&.*amenities=Pool/);
      await expect(resultCount(page)).not.toHaveText(new RegExp(`^${before} `));
      const pooled = await totalOf(page);
      expect(pooled).toBeLessThan(before);
      if (phone) {
        const show = filters.getByRole("button", { name: `Show ${pooled} stays` });
        await show.click();
        await expect(filters).toBeHidden();
        await expect(form.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters (1 on)");
      }

      // A price typed in applies once the typing stops.
      if (phone) await form.getByRole("button", { name: /^Filters/ }).click();
      await filters.getByLabel("Max price a night").fill("150");
      await expect(page).toHaveURL(/max_price=150/);
      if (phone) await filters.getByRole("button", { name: /^Show \d+ stays?$/ }).click();

      const chip = page.getByRole("link", { name: "Remove filter: Pool" });
      await chip.click();
      await expect
        .poll(() => sortedQuery(page))
        .toEqual([
          ["destination", "Portugal"],
          ["max_price", "150"],
          ["sort", "recommended"],
        ]);
      expect(new URL(page.url()).pathname).toBe("/properties");
      await expect(chip).toHaveCount(0);
      if (phone) await form.getByRole("button", { name: /^Filters/ }).click();
      await expect(filters.getByRole("checkbox", { name: "Pool" })).not.toBeChecked();
      if (phone) await page.keyboard.press("Escape");

      // The filters replaced the search's history entry: back is the page before the search.
      await page.goBack();
      await expect(page).toHaveURL("/");
    });

    test("the phone's filter sheet and the guests popover pass axe", async ({ page }) => {
      await page.goto("/properties?destination=Portugal&min_price=40&amenities=Wi-Fi");
      const form = page.getByRole("search", { name: "Search filters" });
      if (phone) {
        await form.getByRole("button", { name: "Filters (2 on)" }).click();
        await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.getByRole("button", { name: "Close filters" }).click();
        await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
        await form.getByText("Edit", { exact: true }).click();
      }
      await form.getByRole("button", { name: /^Guests/ }).click();
      await expect(page.getByRole("dialog", { name: "Guests" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the same search through the plain form: dates, guests and a filter", async ({ page }) => {
        await page.goto("/");
        const form = page.getByRole("search", { name: "Search stays" });
        await form.getByLabel("Where").fill("Portugal");
        await form.getByLabel("Check in").fill(CHECK_IN);
        await form.getByLabel("Check out").fill(CHECK_OUT);
        await chooseGuests(page, form, { adults: 2, children: 1, pets: 1 }, false);
        await form.getByRole("button", { name: "Search" }).click();

        // The form's counts come back as the SPEC's guests.
        await expect(page).toHaveURL(
          `/properties?destination=Portugal&check_in=${CHECK_IN}&check_out=${CHECK_OUT}&guests=3&children=1&pets=1`,
        );
        await expect(resultCount(page)).toHaveText(/^\d+ stays? available for 4 nights$/);
        const filters = page.getByRole("search", { name: "Search filters" });
        await filters.getByText(phone ? "Filters" : "More filters").click();
        await filters.getByRole("checkbox", { name: "Pool" }).check();
        await filters.getByRole("button", { name: phone ? "Show stays" : "Search" }).click();
        // The filter joins the search, which keeps who is coming (the chips that take each away are
        // links the server writes: tests/lib/search-chips.test.ts).
        await expect(page).toHaveURL(/&amenities=Pool/);
        await expect(page).toHaveURL(/guests=3&children=1&pets=1/);
        await expect(page.getByRole("article").first()).toBeVisible();
      });
    });
  });
}

test.describe("recent searches", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("are offered in the destination field from this browser only, as links, and can be cleared", async ({
    page,
  }) => {
    await page.goto("/properties?destination=Crete&guests=2");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("recent-searches"))).toContain("Crete");
    await page.goto("/properties?destination=Lisbon");
    await expect
      .poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem("recent-searches") ?? "[]") as unknown))
      .toEqual([
        { destination: "Lisbon", query: "destination=Lisbon" },
        { destination: "Crete", query: "destination=Crete&guests=2" },
      ]);

    await page.goto("/");
    const form = page.getByRole("search", { name: "Search stays" });
    await form.getByLabel("Where").click();
    const recent = page.getByRole("group", { name: "Recent searches" });
    await expect(recent.getByRole("link")).toHaveText(["Lisbon", "Crete2 guests"]);
    await recent.getByRole("link", { name: /^Crete/ }).click();
    await expect(page).toHaveURL("/properties?destination=Crete&guests=2");

    await page.getByRole("search", { name: "Search filters" }).getByLabel("Where").focus();
    await page.getByRole("group", { name: "Recent searches" }).getByRole("button", { name: "Clear" }).click();
    await expect(page.getByRole("group", { name: "Recent searches" })).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("recent-searches"))).toBeNull();
  });
});

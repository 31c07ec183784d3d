import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { TODAY } from "./support/clock";
import { apiData } from "./support/demo-api";
import { DESKTOP, PHONE } from "./support/viewports";

/**
 * The owner's calendar (issue 21, item 3) in a browser, as the demo owner: with JavaScript, the
 * nights clicked fill the form and the change is applied in place, one month shown on a phone and
 * two on a desktop; without JavaScript, the form typed into blocks the nights. What the form's
 * answers say (booked nights refused, a range out of order, a price set), the .ics file and the
 * shared availability forgotten: tests/routes/owner-calendar.test.ts; what guests then find:
 * tests/contract/calendar-rules.test.ts; axe on the page: accessibility.spec.ts.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The month two months after the run's today, YYYY-MM: every night of it is ahead. */
const MONTH = (() => {
  const [year, month] = TODAY.split("-").map(Number) as [number, number];
  const index = year * 12 + month - 1 + 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
})();
const night = (dayOfMonth: number) => `${MONTH}-${String(dayOfMonth).padStart(2, "0")}`;
const parts = (isoDay: string) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return { weekday: WEEKDAYS[date.getUTCDay()]!, day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()]! };
};
/** "Thursday 10 June 2027", as the owner's calendar names a night. */
const nightName = (isoDay: string) => {
  const { weekday, day, month } = parts(isoDay);
  return `${weekday} ${day} ${month} ${isoDay.slice(0, 4)}`;
};
/** "10 June 2027". */
const longDate = (isoDay: string) => {
  const { day, month } = parts(isoDay);
  return `${day} ${month} ${isoDay.slice(0, 4)}`;
};
const BLOCKED = `Blocked 3 nights, ${longDate(night(10))} to ${longDate(night(12))}. Guests cannot book them.`;

interface Home {
  id: number;
  title: string;
}

/**
 * The owner's `nth` property (by id) with no guest's stay from the 9th to the 22nd of MONTH (the
 * nights the tests change), so each test has a home of its own: what the other tests block never
 * changes which one that is.
 */
async function ownersHome(request: APIRequestContext, nth: number): Promise<Home> {
  const { entities } = await apiData<{ entities: Home[] }>(request, "/vendor/properties", "owner");
  let found = 0;
  for (const home of entities.sort((a, b) => a.id - b.id)) {
    const { nights } = await apiData<{ nights: { status: string }[] }>(
      request,
      `/vendor/properties/${home.id}/calendar?from=${night(9)}&to=${night(23)}`,
      "owner",
    );
    if (nights.some((each) => each.status === "booked")) continue;
    if (found === nth) return home;
    found += 1;
  }
  throw new Error(`the owner has fewer than ${nth + 1} homes free in the middle of ${MONTH}`);
}

async function apply(page: Page) {
  await page.getByRole("button", { name: "Apply to these nights" }).click();
}

test.use({ signedInAs: "owner" });

for (const [device, viewport, nth] of [
  ["phone", PHONE, 0],
  ["desktop", DESKTOP, 1],
] as const) {
  test.describe(`on a ${device}, with JavaScript`, () => {
    test.use(viewport);

    test("the first and the last night clicked fill the form, and blocking them marks them blocked", async ({
      page,
      request,
    }) => {
      const home = await ownersHome(request, nth);
      await page.goto(`/owner/calendar/${home.id}?month=${MONTH}`);
      await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
      const [year, monthNumber] = MONTH.split("-").map(Number) as [number, number];
      const caption = `${MONTHS[monthNumber - 1]} ${year}`;
      const nextCaption = `${MONTHS[monthNumber % 12]} ${monthNumber === 12 ? year + 1 : year}`;
      await expect(page.getByRole("table", { name: caption })).toBeVisible();
      // One month on a phone, two on a desktop.
      if (device === "phone") await expect(page.getByRole("table", { name: nextCaption })).toBeHidden();
      else await expect(page.getByRole("table", { name: nextCaption })).toBeVisible();

      await page.getByRole("button", { name: new RegExp(`^${nightName(night(10))}: open`) }).click();
      await page.getByRole("button", { name: new RegExp(`^${nightName(night(12))}: open`) }).click();
      await expect(page.getByLabel("First night")).toHaveValue(night(10));
      await expect(page.getByLabel("Last night")).toHaveValue(night(12));
      await expect(page.getByText("3 nights chosen.")).toBeVisible();
      await expect(page.getByRole("radio", { name: "Block these nights" })).toBeChecked();
      await apply(page);
      await expect(page.getByRole("status").filter({ hasText: "Blocked" })).toHaveText(BLOCKED);
      for (const blocked of [10, 11, 12])
        await expect(
          page.getByRole("button", { name: new RegExp(`^${nightName(night(blocked))}: blocked`) }),
        ).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(`^${nightName(night(13))}: open`) })).toBeVisible();
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test("the nights typed into the form are blocked", async ({ page, request }) => {
    const home = await ownersHome(request, 2);
    await page.goto(`/owner/calendar/${home.id}?month=${MONTH}`);
    await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
    // The nights are not buttons without JavaScript: the form is typed into.
    await expect(page.getByRole("button", { name: new RegExp(`^${nightName(night(10))}`) })).toHaveCount(0);
    await page.getByLabel("First night").fill(night(10));
    await page.getByLabel("Last night").fill(night(12));
    await apply(page);
    await expect(page.getByRole("status").filter({ hasText: "Blocked" })).toHaveText(BLOCKED);
    for (const blocked of [10, 11, 12])
      await expect(page.getByText(`${nightName(night(blocked))}: blocked`, { exact: false })).toBeAttached();
    await expect(page.getByText(`${nightName(night(13))}: open`, { exact: false })).toBeAttached();
  });
});

import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { MONITORING_PROXY_URL, STAGING_SITE_URL } from "../playwright.config";

interface LogEvent {
  message: string;
  status: string;
  service: string;
  path?: string;
  http_status?: number;
}

type Batch = { url: string; events: LogEvent[] };

/** Collects what the logs SDK sends through the configured proxy (SPEC 5, DESIGN: proxy option). */
async function interceptBatches(context: BrowserContext) {
  const batches: Batch[] = [];
  await context.route(`${MONITORING_PROXY_URL}**`, async (route) => {
    const body = route.request().postData() ?? "";
    const events = body
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogEvent);
    batches.push({ url: route.request().url(), events });
    await route.fulfill({ status: 202, body: "" });
  });
  return batches;
}

/**
 * The page's log events among the batches: the SDK also sends a sample of its own telemetry (to
 * /api/v2/rum) through the proxy, and the page's logs are the batches forwarded to the logs intake.
 */
const logEvents = (batches: Batch[]) =>
  batches
    .filter((batch) => new URL(batch.url).searchParams.get("ddforward")?.startsWith("/api/v2/logs?"))
    .flatMap((batch) => batch.events);

/** The logs SDK is downloaded and initialised (it is started after the consent, app/client/monitoring.ts). */
async function expectSdkStarted(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean((window as { DD_LOGS?: { getInitConfiguration(): unknown } }).DD_LOGS?.getInitConfiguration()),
      ),
    )
    .toBe(true);
}

test.describe("monitoring logs through the proxy", () => {
  test.use({ baseURL: STAGING_SITE_URL });

  test("nothing is sent before the visitor consents", async ({ page, context }) => {
    const batches = await interceptBatches(context);
    // A client navigation to a page that is not there: the error page reports itself (app/root.tsx).
    const showMissingPage = async (path: string) => {
      await page.evaluate(
        (to) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
          ).__reactRouterDataRouter.navigate(to),
        path,
      );
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    };

    await page.goto("/about-us");
    await showMissingPage("/missing-before-consent");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept all" }).click();
    await expectSdkStarted(page);
    await showMissingPage("/missing-after-consent");
    // Leaving the page makes the SDK flush what it holds: the error after the consent, and any
    // it had been given before, which would have reached the proxy no later than this one.
    await page.goto("/about-us");
    await expect.poll(() => logEvents(batches).map((event) => event.path)).toContain("/missing-after-consent");
    expect(logEvents(batches).map((event) => event.path)).not.toContain("/missing-before-consent");
  });

  test("after consent, a page error reaches the local endpoint as a logs batch", async ({ page, context }) => {
    const batches = await interceptBatches(context);
    await context.addCookies([{ name: "cookie_consent", value: "granted", url: STAGING_SITE_URL }]);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The SDK is downloaded lazily after consent; once it is initialised the error is queued.
    await expectSdkStarted(page);
    // Leaving the page makes the SDK flush what it holds.
    await page.goto("/about-us");
    await expect.poll(() => logEvents(batches).map((event) => event.path)).toContain("/no-such-page");
    for (const batch of batches) {
      expect(new URL(batch.url).searchParams.get("ddforward")).toContain("dd-api-key=pub-e2e-client-token");
    }
    const event = logEvents(batches).find((each) => each.path === "/no-such-page");
    expect(event).toMatchObject({
      status: "error",
      http_status: 404,
      service: "vacation-rentals-web",
      message: expect.stringMatching(/not found/i),
    });
  });
});

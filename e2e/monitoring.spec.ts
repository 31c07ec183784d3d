import { type BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { MONITORING_PROXY_URL, STAGING_SITE_URL } from "../playwright.config";

interface LogEvent {
  message: string;
  status: string;
  service: string;
  path?: string;
  http_status?: number;
}

/** Collects what the logs SDK sends through the configured proxy (SPEC 5, DESIGN: proxy option). */
async function interceptBatches(page: BrowserContext) {
  const batches: { url: string; events: LogEvent[] }[] = [];
  await page.route(`${MONITORING_PROXY_URL}**`, async (route) => {
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

test.describe("monitoring logs through the proxy", () => {
  test.use({ baseURL: STAGING_SITE_URL });

  test("nothing is sent before the visitor consents", async ({ page, context }) => {
    const batches = await interceptBatches(context);
    const sdk: string[] = [];
    page.on("request", (request) => {
      if (/datadog|browser-intake/.test(request.url())) sdk.push(request.url());
    });
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/about-us");
    expect(batches).toEqual([]);
    expect(sdk).toEqual([]);
  });

  test("after consent, a page error reaches the local endpoint as a logs batch", async ({ page, context }) => {
    const batches = await interceptBatches(context);
    await context.addCookies([{ name: "cookie_consent", value: "granted", url: STAGING_SITE_URL }]);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The SDK is downloaded lazily after consent; once it is initialised the error is queued.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Boolean((window as { DD_LOGS?: { getInitConfiguration(): unknown } }).DD_LOGS?.getInitConfiguration()),
        ),
      )
      .toBe(true);
    // Leaving the page makes the SDK flush what it holds.
    await page.goto("/about-us");
    // The SDK also sends a sample of its own telemetry (to /api/v2/rum) through the proxy: the
    // page's logs are the batches forwarded to the logs intake.
    const logBatches = () =>
      batches.filter((batch) => new URL(batch.url).searchParams.get("ddforward")?.startsWith("/api/v2/logs?"));
    await expect.poll(() => logBatches().length).toBeGreaterThan(0);
    for (const batch of batches) {
      expect(new URL(batch.url).searchParams.get("ddforward")).toContain("dd-api-key=pub-e2e-client-token");
    }
    const event = logBatches()
      .flatMap((each) => each.events)
      .find((each) => each.path === "/no-such-page");
    expect(event).toMatchObject({
      status: "error",
      http_status: 404,
      service: "vacation-rentals-web",
      message: expect.stringMatching(/not found/i),
    });
  });
});

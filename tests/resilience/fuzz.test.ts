import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { day } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { siteHandler } from "./site-handler";
import { demoApiServer, signIn } from "../support/demo-api";

demoApiServer();
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);
let request: Awaited<ReturnType<typeof siteHandler>>;
let vendorToken = "";

/** Every request's log lines are checked against what it may log (see loggedAsExpected). */
const logs = captureConsole();

beforeAll(async () => {
  process.on("unhandledRejection", onRejection);
  request = await siteHandler();
  vendorToken = await signIn("owner");
});
afterAll(() => {
  process.off("unhandledRejection", onRejection);
});

/** Path shapes of every page and resource route, with holes for random segments. */
const TEMPLATES = [
  "/",
  "/test",
  "/support",
  "/owner-support",
  "/about-us",
  "/contact-us",
  "/login",
  "/login/facebook",
  "/privacy-policy",
  "/terms-and-conditions",
  "/blog",
  "/destinations",
  "/blog/$",
  "/destinations/$",
  "/blog/post/$",
  "/destinations/post/$",
  "/blog/$/$",
  "/destinations/$/$",
  "/categories",
  "/categories/$/$",
  "/properties",
  "/properties/$",
  "/properties/$/$",
  "/properties/$/$/checkout",
  "/checkout",
  "/rentals/$",
  "/publish-my-property",
  "/upload-my-pricing",
  "/check-in-information",
  "/channel-manager-connection",
  "/interhome/success",
  "/interhome/failure",
  "/sitemap",
  "/sitemap/$",
  "/sitemap/$/$",
  "/profile",
  "/roles",
  "/property",
  "/wishlists",
  "/wishlists/$",
  "/bookings/$",
  "/consent",
  "/logout",
  "/sitemap.xml",
  "/sitemaps/$",
  "/robots.txt",
  "/build.json",
  "/$",
  "/$/$/$",
];

const segment = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.constantFrom(
    "..",
    ".",
    "%00",
    "%2e%2e",
    "a_b_c",
    "1e9",
    "<script>alert(1)</script>",
    "💥",
    "null",
    "undefined",
    "-",
    "__proto__",
    "constructor",
    "0x10",
    "1.5",
    " ",
  ),
);

const pathArb = fc
  .tuple(fc.boolean(), fc.constantFrom(...TEMPLATES), fc.array(segment, { minLength: 3, maxLength: 3 }))
  .map(([amp, template, parts]) => {
    let index = 0;
    const filled = template.replace(/\$/g, () => encodeURIComponent(parts[index++] ?? "x") || "x");
    return amp && filled !== "/" ? `/amp${filled}` : filled;
  });

const QUERY_KEYS = [
  "page",
  "destination",
  "check_in",
  "check_out",
  "guests",
  "min_price",
  "max_price",
  "bedrooms",
  "category_id",
  "amenities[]",
  "sort",
  "bounds",
  "step",
  "property",
  "published",
  "redirectTo",
  "mode",
  "type",
  "add",
  "saved",
  "confirmed",
  "q",
  "ncategories[]",
];
const FORM_KEYS = [
  "intent",
  "email",
  "password",
  "code",
  "first_name",
  "last_name",
  "type",
  "redirectTo",
  "step",
  "title",
  "category_id",
  "summary",
  "description",
  "destination_slug",
  "latitude",
  "longitude",
  "max_guests",
  "amenities",
  "picture",
  "remove_picture",
  "property",
  "start_date",
  "end_date",
  "nightly_price",
  "minimum_stay",
  "cleaning_fee",
  "extra_guest_fee",
  "extra_guest_from",
  "csv",
  "provider",
  "account_id",
  "api_key",
  "name",
  "message",
  "subject",
  "wishlist_id",
  "choice",
  "role",
  "check_in",
  "check_out",
  "guests",
  "card_number",
  "payment_method_id",
];

const pairs = (keys: string[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })),
      fc.oneof(
        segment,
        fc.constantFrom(
          "login",
          "save",
          "publish",
          "test",
          "connect",
          "disconnect",
          "preview-csv",
          "save-csv",
          "fees",
          "add-rate",
          "remove-rate",
          "basics",
          "pictures",
          "review",
          "granted",
          "vendor",
          "guest",
          day(30),
          "/profile",
          "//evil.example",
          "https://evil.example",
        ),
      ),
    ),
    { maxLength: 8 },
  );

const sessionArb = fc.constantFrom("anonymous", "vendor", "broken token");

function cookieFor(session: string): Record<string, string> {
  if (session === "vendor") return { Cookie: `auth_token=${vendorToken}` };
  if (session === "broken token") return { Cookie: "auth_token=demo.999.nope; cookie_consent=granted" };
  return {};
}

/** An upstream refusal of the random input, as app/api/client.server.ts logs it. The demo API is healthy: never a 5xx. */
const API_REFUSAL = /^error: \[api\] (GET|POST|PUT|DELETE) \/\S* failed \(4\d\d\): [^\n]+$/;
/** The SPEC 8 line of the error page: its message, status, route id and path, on one line. */
const ERROR_PAGE = /^error: \[error-page\] [^\n]+ \(status (\d{3}), route [\w/-]+, path \/[^\n]*\)$/;
/**
 * Whether a line logged while answering with `status` is one the site means to log for it. A GET's
 * error page has the answer's status; after a POST the answer keeps the action's status and the
 * error page may come from a loader run afterwards (a refused checkout form for a property that
 * does not exist answers 400 and shows the 404 page), so there any 4xx will do.
 */
function loggedAsExpected(line: string, status: number, method: string): boolean {
  if (API_REFUSAL.test(line)) return true;
  const errorPage = ERROR_PAGE.exec(line);
  return errorPage !== null && (method === "GET" ? Number(errorPage[1]) === status : /^4\d\d$/.test(errorPage[1]!));
}

async function expectAnswered(response: Response, what: string, method = "GET") {
  const body = await response.text();
  expect(response.status, `${what} -> ${response.status}: ${body.slice(0, 200)}`).toBeLessThan(500);
  const unexpected = logs.take().filter((line) => !loggedAsExpected(line, response.status, method));
  expect(unexpected, `${what} -> ${response.status} logged`).toEqual([]);
}

describe("fuzzing every route and action (fast-check)", () => {
  it("random paths and query strings never get a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, pairs(QUERY_KEYS), sessionArb, async (path, query, session) => {
        const search = new URLSearchParams(query).toString();
        const url = `${path}${search ? `?${search}` : ""}`;
        await expectAnswered(await request(url, { headers: cookieFor(session) }), `GET ${url} (${session})`);
      }),
      { numRuns: 2000 },
    );
    expect(rejections).toEqual([]);
  }, 300_000);

  it("random form bodies posted to every route never get a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        pathArb,
        pairs(FORM_KEYS),
        sessionArb,
        fc.boolean(),
        async (path, fields, session, multipart) => {
          let body: BodyInit;
          if (multipart) {
            const form = new FormData();
            for (const [name, value] of fields) form.append(name, value);
            form.append("files", new File([value(fields)], "upload.png", { type: "image/png" }));
            body = form;
          } else body = new URLSearchParams(fields);
          await expectAnswered(
            await request(path, { method: "POST", body, headers: cookieFor(session) }),
            `POST ${path} ${JSON.stringify(fields)} (${session})`,
            "POST",
          );
        },
      ),
      { numRuns: 2000 },
    );
    expect(rejections).toEqual([]);
  }, 300_000);

  it("a POST to a page without an action is the router's 405 and the error page, and logs only the page's line", async () => {
    logs.discardSiteLogs();
    const response = await request("/about-us", { method: "POST", body: new URLSearchParams({ any: "thing" }) });
    expect(response.status).toBe(405);
    expect(await response.text()).toContain("Looks like this page is on vacation.");
    expect(logs.take()).toEqual([
      expect.stringMatching(/^error: \[error-page\] [^\n]+ \(status 405, route about-us, path \/about-us\)$/),
    ]);
  });
});

function value(fields: [string, string][]): string {
  return fields.map(([, each]) => each).join(",");
}

import { HttpResponse, delay, http } from "msw";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stayDates } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { siteHandler } from "./site-handler";
import { API, demoApiServer } from "../support/demo-api";

/** Read once by the server at its first request; a short timeout keeps the hang cases quick. */
const TIMEOUT_MS = 1500;
process.env.UPSTREAM_TIMEOUT_MS = String(TIMEOUT_MS);

const { server: api } = demoApiServer();
const logs = captureConsole();
let request: Awaited<ReturnType<typeof siteHandler>>;
beforeAll(async () => {
  request = await siteHandler();
});

const CHECKOUT = `/properties/1/any-slug/checkout?${new URLSearchParams({ ...stayDates(40, 4), guests: "2" })}`;

type Fault = "500" | "503" | "malformed JSON" | "a network error" | "a 30 s hang";

/** Each fault, and how app/api/client.server.ts reports it: "[api] GET /x failed (status): message". */
const FAULTS: Record<Fault, { answer: () => Response | Promise<Response>; logged: string }> = {
  "500": {
    answer: () => HttpResponse.json({ message: "Internal error" }, { status: 500 }),
    logged: "(500): Internal error",
  },
  "503": {
    answer: () => HttpResponse.json({ message: "Down for maintenance" }, { status: 503 }),
    logged: "(503): Down for maintenance",
  },
  "malformed JSON": {
    answer: () =>
      new HttpResponse('{"data": {"entities": [', { status: 200, headers: { "Content-Type": "application/json" } }),
    logged: "(500): Unexpected end of JSON input",
  },
  "a network error": { answer: () => HttpResponse.error(), logged: "(500): Failed to fetch" },
  "a 30 s hang": {
    answer: async () => {
      await delay(30_000);
      return HttpResponse.json({ data: null });
    },
    logged: "(504): The product API did not answer in time",
  },
};

/** Lists and posts answer with the upstream's status, 500 when it sent none, 504 for a timeout (SPEC 8). */
const UPSTREAM_STATUS: Record<Fault, number> = {
  "500": 500,
  "503": 503,
  "malformed JSON": 500,
  "a network error": 500,
  "a 30 s hang": 504,
};
/** A page that cannot be shown without the failed answer: the SPEC 2 error page, 502. */
const BAD_GATEWAY: Record<Fault, number> = {
  "500": 502,
  "503": 502,
  "malformed JSON": 502,
  "a network error": 502,
  "a 30 s hang": 502,
};
/** A page that degrades (or needs no upstream at all) still answers 200. */
const OK: Record<Fault, number> = {
  "500": 200,
  "503": 200,
  "malformed JSON": 200,
  "a network error": 200,
  "a 30 s hang": 200,
};

const ERROR_PAGE_TEXT =
  "Looks like this page is on vacation. No stress, click here to get back to where you need to be!";

interface Expected {
  status: Record<Fault, number>;
  /** The page's only h1. */
  h1: string;
  /** Text the visitor reads on the degraded page (for pages without upstream calls: their own content). */
  shows: string[];
  /** The upstream calls that fail, as client.server.ts labels them. */
  calls: string[];
  /** The SPEC 8 line the error page logs, when the page is the error page. */
  errorPageLog?: string;
}

/** One page of each kind, with ids and slugs that exist in the demo data, and what it shows when every upstream call fails. */
const PAGES: Record<string, Expected> = {
  "/": {
    status: OK,
    h1: "Find a holiday home that feels like yours",
    shows: [
      "Destinations cannot be shown right now. Please try again in a moment.",
      "Blog posts cannot be shown right now. Please try again in a moment.",
    ],
    calls: ["/destinations", "/site-posts"],
  },
  "/properties?destination=Portugal": {
    status: UPSTREAM_STATUS,
    h1: "Stays in Portugal",
    shows: [
      "Search results could not be loaded. This is usually brief. Try again in a moment. Try again Start a new search",
    ],
    // The rates first (the search compares prices in a currency they know), the rest at once.
    calls: ["/exchange-rates", "/properties", "/destinations", "/categories"],
  },
  "/properties/1/any-slug": {
    status: BAD_GATEWAY,
    h1: "Oops!",
    shows: [ERROR_PAGE_TEXT],
    calls: ["/properties/{id}", "/properties/{id}/availability", "/properties/{id}/reviews", "/exchange-rates"],
    errorPageLog:
      "[error-page] The property could not be loaded (status 502, route property, path /properties/1/any-slug)",
  },
  [CHECKOUT]: {
    status: BAD_GATEWAY,
    h1: "Oops!",
    shows: [ERROR_PAGE_TEXT],
    calls: ["/properties/{id}", "/properties/{id}/quote"],
    errorPageLog: `[error-page] The property could not be loaded (status 502, route checkout, path ${CHECKOUT})`,
  },
  "/blog": {
    status: UPSTREAM_STATUS,
    h1: "Travel blog",
    shows: ["Travel blog could not be loaded. This is usually brief. Try again in a moment. Try again Home"],
    calls: ["/site-posts", "/site-posts/categories"],
  },
  "/destinations": {
    status: UPSTREAM_STATUS,
    h1: "Destination guides",
    shows: ["Destination guides could not be loaded. This is usually brief. Try again in a moment. Try again Home"],
    calls: ["/site-posts", "/site-posts/categories"],
  },
  "/blog/post/a-post": {
    status: UPSTREAM_STATUS,
    h1: "This article could not be loaded.",
    shows: [
      "This article could not be loaded. This is usually brief. Try again in a moment. Try again All travel blog",
    ],
    calls: ["/site-posts/by-slug/1/{slug}"],
  },
  "/categories": {
    status: BAD_GATEWAY,
    h1: "Browse stays by category",
    shows: ["Categories could not be loaded. This is usually brief. Try again in a moment. Try again Search all stays"],
    calls: ["/categories"],
  },
  "/categories/1/villas": {
    status: BAD_GATEWAY,
    h1: "Oops!",
    shows: [ERROR_PAGE_TEXT],
    calls: ["/categories/{id}", "/properties", "/exchange-rates"],
    errorPageLog:
      "[error-page] The category could not be loaded (status 502, route category, path /categories/1/villas)",
  },
  "/sitemap": {
    status: OK,
    h1: "Site map",
    shows: ["Every section of the site, with links to every destination, home and article."],
    calls: [],
  },
  "/about-us": { status: OK, h1: "Holiday homes chosen with care", shows: ["Why we started"], calls: [] },
  "/publish-my-property": {
    status: OK,
    h1: "Publish your property",
    shows: ["Sign in as an owner or agent to continue."],
    calls: [],
  },
};

/** The text a visitor reads: no scripts, styles or comments, tags as spaces, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([.,!])/g, "$1")
    .trim();
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => visibleText(match[1]!));
}

describe("upstream faults: every kind of page still answers, readably, and the server keeps serving", () => {
  for (const [name, fault] of Object.entries(FAULTS) as [Fault, (typeof FAULTS)[Fault]][]) {
    it(
      `the API answers with ${name}`,
      async () => {
        api.use(http.all(`${API}/*`, fault.answer));
        logs.discardSiteLogs();
        const answers = await Promise.all(
          Object.keys(PAGES).map(async (path) => ({ path, response: await request(path) })),
        );
        for (const { path, response } of answers) {
          const expected = PAGES[path]!;
          const html = await response.text();
          const text = visibleText(html);
          expect(response.status, `${path} status`).toBe(expected.status[name]);
          expect(headings(html), `${path} h1`).toEqual([expected.h1]);
          for (const line of expected.shows) expect(text, `${path} shows`).toContain(line);
          expect(html, path).not.toMatch(/Unexpected Server Error|at Object\.|node_modules/);
        }
        // One line per failed upstream call in client.server.ts's format, the error page's SPEC 8
        // line, and nothing else: no React warning, no stack trace. A call a page no longer waits
        // for (a hang beside a fatal one) may log just after the page answered.
        const expectedLogs = Object.values(PAGES)
          .flatMap((page) => [
            ...page.calls.map((call) => `[api] GET ${call} failed ${fault.logged}`),
            ...(page.errorPageLog ? [page.errorPageLog] : []),
          ])
          .map((line) => `error: ${line}`)
          .sort();
        await vi.waitFor(() => expect([...logs.peek()].sort()).toEqual(expectedLogs), { timeout: 1000 });
        logs.discardSiteLogs();

        api.resetHandlers();
        const after = await request("/");
        expect(after.status).toBe(200);
        expect(headings(await after.text())).toEqual(["Find a holiday home that feels like yours"]);
        expect(logs.take()).toEqual([]);
      },
      // Every page answers within the upstream timeout plus a second (pages are fetched side by side).
      TIMEOUT_MS + 2000,
    );
  }
});

import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The /amp rule has one helper (app/lib/amp-path.ts): every link, form action, client navigation
 * and redirect to a page goes through it (`useAmpAwarePath`, `<PageLink>`, `ampAwarePath`), so a
 * visitor on an /amp page stays under /amp. This reads app/ for page addresses written straight
 * into one of those places.
 */

const APP = join(process.cwd(), "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A page address written where the router, a form or a redirect takes it. */
const WRITTEN_PAGE_ADDRESS = [
  /\b(?:to|action|formAction)=(?:"|\{"|\{`)(\/[^"`]*)/g,
  /<a\s[^>]*?href=(?:"|\{"|\{`)(\/[^"`]*)/g,
  /\bnavigate\((?:"|`)(\/[^"`]*)/g,
  /\b(?:fetcher|lists|save)\.load\((?:"|`)(\/[^"`]*)/g,
  /\baction: (?:"|`)(\/[^"`]*)/g,
  /\bredirect(?:Document)?\((?:"|`)(\/[^"`]*)/g,
];

/** Resource routes have no /amp twin (app/routes.ts): their addresses are written as they are. */
const RESOURCE_ROUTE = /^\/(consent|logout)(?:[?#]|$)/;

/** Written on purpose, with why. */
const ALLOWED: Record<string, { address: string; why: string }[]> = {
  "components/error-page.tsx": [{ address: "/", why: "SPEC 2: the error page links to '/' itself" }],
  "routes/site/consent.tsx": [{ address: "/privacy-policy#cookies", why: "a resource route: no current page" }],
  "routes/account/logout.tsx": [{ address: "/", why: "a resource route: no current page" }],
};

/** `<PageLink to="/...">` is the helper itself: its `to` is the bare path. */
function inPageLink(source: string, index: number): boolean {
  const tag = /^<([\w.]+)/.exec(source.slice(source.lastIndexOf("<", index)));
  return tag?.[1] === "PageLink";
}

function writtenAddresses(source: string): string[] {
  return WRITTEN_PAGE_ADDRESS.flatMap((pattern) =>
    [...source.matchAll(pattern)].filter((match) => !inPageLink(source, match.index)).map((match) => match[1]!),
  );
}

describe("every page address in app/ goes through the /amp helper", () => {
  const files = sourceFiles(APP).filter((file) => !file.endsWith("lib/amp-path.ts"));

  it("finds the files it reads", () => {
    expect(files.map((file) => relative(APP, file))).toContain("components/site-header.tsx");
  });

  it("no link, form action, navigation or redirect names a page by a literal path", () => {
    const stray = files.flatMap((file) => {
      const name = relative(APP, file);
      const allowed = new Set((ALLOWED[name] ?? []).map((entry) => entry.address));
      return writtenAddresses(readFileSync(file, "utf8"))
        .filter((address) => !RESOURCE_ROUTE.test(address) && !allowed.has(address))
        .map((address) => `${name}: ${address}`);
    });
    expect(stray).toEqual([]);
  });

  it("would catch one: a page path written into a Link, a form, an anchor and a redirect, not a PageLink's", () => {
    const sample = [
      '<Link to="/support">Help</Link>',
      '<PageLink to="/contact-us">contact form</PageLink>',
      '<Form method="post" action="/roles">',
      "return redirect(`/bookings/${id}`, 303);",
      '<a href="/login" className="underline">',
    ].join("\n");
    expect(writtenAddresses(sample).sort()).toEqual(["/bookings/${id}", "/login", "/roles", "/support"]);
  });
});

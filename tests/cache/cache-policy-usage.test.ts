import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

/**
 * One cache policy (app/lib/cache-policy.ts, DESIGN.md "Conventions"): it alone writes
 * Cache-Control values; every page names its class once, in its `headers` export through
 * `routeHeaders(...)`; resource routes put `cacheHeaders(...)` on what they answer. What each
 * route answers in the end is checked route by route in route-caching.test.ts.
 */

const ROOT = process.cwd();
const POLICY = "app/lib/cache-policy.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(path);
    return /\.(tsx?|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** A string literal that reads as a Cache-Control value (the HSTS header's "max-age=...;" is not one). */
const CACHE_CONTROL_VALUE =
  /(["'`])(?:(?:private|public|no-store|no-cache)\s*,[^"'`\n]*|[^"'`\n]*?(?:\bs-maxage=|\bstale-while-revalidate|\bstale-if-error|\bimmutable\b|\bmust-revalidate\b|\bproxy-revalidate\b|\bmax-age=\d+\s*(?=,|\1))[^"'`\n]*)\1/g;

/** `"Cache-Control": <value>` or `("Cache-Control", <value>)`: the header name and what follows it. */
const CACHE_CONTROL_HEADER = /(["'`])cache-control\1\s*[:,]\s*([\w$.]+|["'`])(\()?/gi;

function headerValuesNotFromPolicy(source: string): string[] {
  return [...source.matchAll(CACHE_CONTROL_HEADER)]
    .filter(([, , value, call]) => {
      if (/^["'`]$/.test(value!)) return true;
      if (call) return value !== "cacheControl";
      // A name holding a policy value: `const staticAsset = cacheControl("static-asset")`.
      return !new RegExp(`\\b(?:const|let)\\s+${value!.replace(/\$/g, "\\$")}\\s*=\\s*cacheControl\\(`).test(source);
    })
    .map(([match]) => match);
}

describe("Cache-Control is written by the cache policy alone", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("server")].filter((file) => file !== POLICY);

  it("reads app/ and server/", () => {
    expect(files).toEqual(expect.arrayContaining(["server/app.ts", "app/root.tsx", "app/routes/site/home.tsx"]));
  });

  it("no Cache-Control value is written by hand outside app/lib/cache-policy.ts", () => {
    const handWritten = files.flatMap((file) =>
      [...read(file).matchAll(CACHE_CONTROL_VALUE)].map((match) => `${file}: ${match[0]}`),
    );
    expect(handWritten).toEqual([]);
  });

  it("every Cache-Control header set outside the policy takes its value from cacheControl()", () => {
    const notFromPolicy = files.flatMap((file) =>
      headerValuesNotFromPolicy(read(file)).map((written) => `${file}: ${written}`),
    );
    expect(notFromPolicy).toEqual([]);
  });

  it("would catch one: hand-written values and headers, not HSTS, fetch's cache mode or a policy value", () => {
    const sample = [
      'res.set("Cache-Control", "public, max-age=60");',
      'headers: { "Cache-Control": "no-store, must-revalidate" },',
      'headers.set("cache-control", value);',
      'res.set("Cache-Control", cacheControl("never-store"));',
      'const staticAsset = cacheControl("static-asset");',
      'res.setHeader("Cache-Control", staticAsset);',
      'headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";',
      'fetch("/build.json", { cache: "no-store" });',
    ].join("\n");
    expect([...sample.matchAll(CACHE_CONTROL_VALUE)].map((match) => match[0])).toEqual([
      '"public, max-age=60"',
      '"no-store, must-revalidate"',
    ]);
    expect(headerValuesNotFromPolicy(sample)).toEqual([
      '"Cache-Control", "',
      '"Cache-Control": "',
      '"cache-control", value',
    ]);
  });
});

type Entry = { file: string };

/**
 * Pages that never render: they answer with a redirect or an error, which the policy never
 * stores whatever a page declares (settleCaching in app/lib/cache-policy.ts), so they name no class.
 */
const NEVER_RENDERED = {
  "routes/site/not-found.tsx": "throws 'Page not found' for any path no page claims",
  "routes/blog/post-redirect.tsx": "redirects to the post's own address",
  "routes/properties/property-redirect.tsx": "redirects to the property's own address",
  "routes/booking/legacy-checkout.tsx": "redirects to the property's checkout",
} as const;

/** Resource routes that answer only with redirects (never stored, as above). */
const REDIRECTS_ONLY = { "routes/account/logout.tsx": "signs out and redirects" } as const;

describe("each route names its cache class once, through the policy", () => {
  const files = [...new Set((routes as unknown as Entry[]).map((entry) => entry.file))];
  const pages = files.filter((file) => /^export default function/m.test(read(join("app", file))));
  const resources = files.filter((file) => !pages.includes(file));

  it("reads every module of app/routes.ts", () => {
    expect(pages).toEqual(expect.arrayContaining(["routes/site/home.tsx", ...Object.keys(NEVER_RENDERED)]));
    expect(resources).toEqual(expect.arrayContaining(["routes/seo/robots-txt.tsx", ...Object.keys(REDIRECTS_ONLY)]));
  });

  it("every page that renders exports its class: `export const headers = routeHeaders(...)`", () => {
    const unclassed = pages.filter(
      (file) =>
        !(file in NEVER_RENDERED) &&
        !/^export const headers = routeHeaders\((?:"personal"|"never-store"|"public-page", "\w+")\);$/m.test(
          read(join("app", file)),
        ),
    );
    expect(unclassed).toEqual([]);
  });

  it("a page that never renders declares no class (nothing to declare it for)", () => {
    const declared = Object.keys(NEVER_RENDERED).filter((file) =>
      /export (const|function) headers\b/.test(read(join("app", file))),
    );
    expect(declared).toEqual([]);
  });

  it("every resource route puts cacheHeaders(...) on its answers, or only redirects", () => {
    const unclassed = resources.filter(
      (file) => !(file in REDIRECTS_ONLY) && !/\bcacheHeaders\(/.test(read(join("app", file))),
    );
    expect(unclassed).toEqual([]);
  });

  it("no route module computes a Cache-Control value or header itself", () => {
    const computing = files.filter((file) => /\bcacheControl\(|["'`]cache-control["'`]/i.test(read(join("app", file))));
    expect(computing).toEqual([]);
  });
});

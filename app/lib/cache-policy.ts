import type { HeadersArgs } from "react-router";

/** A route module's `headers` export, made by this module. */
export type RouteHeaders = (args: HeadersArgs) => Headers;

/**
 * The site's one cache policy (DESIGN.md, Conventions; docs/decisions/008-cache-keys.md).
 *
 * - static-asset: a hashed build file; every cache keeps it a year.
 * - public-page: the same answer for every anonymous visitor of a device class; a shared cache
 *   (CDN, Varnish) keeps it for its freshness' s-maxage and serves it stale while it refreshes.
 * - personal: about the visitor (an account, a booking, a form's key, what they typed); no
 *   cache keeps it, not even the browser's.
 * - never-store: about nobody, but never kept either (errors, redirects, the build id).
 *
 * A page names its class with its `headers` export (`export const headers = routeHeaders(...)`),
 * a resource route puts `cacheHeaders(...)` on the Response it returns, and the root middleware
 * (app/middleware/cache-policy.server.ts) applies the rules that need the request: signed-in
 * visitors, answers to a form post and answers setting a cookie are personal, anything not
 * classed or not a 200 is never stored, and shared answers name their cache key in Vary.
 */
export type CacheClass = "static-asset" | "public-page" | "personal" | "never-store";

export interface Freshness {
  /** Seconds the browser may reuse the answer without asking (0: it always revalidates). */
  maxAge: number;
  /** Seconds a shared cache may serve it as fresh. */
  sMaxAge?: number;
  /** Seconds after that a shared cache may still serve it while it fetches a fresh copy. */
  staleWhileRevalidate?: number;
}

/** How long each kind of public answer stays fresh in a shared cache. */
export const FRESHNESS = {
  /** Pages that change with a deploy: about, support, legal, contact, the site map page. */
  page: { maxAge: 0, sMaxAge: 600, staleWhileRevalidate: 86_400 },
  /** The home page: featured destinations and the latest posts. */
  home: { maxAge: 0, sMaxAge: 60, staleWhileRevalidate: 600 },
  /** Search results and a property: prices and calendars move. */
  search: { maxAge: 0, sMaxAge: 60, staleWhileRevalidate: 300 },
  /** Lists of posts and a category's homes. */
  list: { maxAge: 0, sMaxAge: 120, staleWhileRevalidate: 600 },
  /** A post, a destination's rentals, the categories. */
  article: { maxAge: 0, sMaxAge: 300, staleWhileRevalidate: 3_600 },
  /** The site maps, HTML and XML. */
  sitemap: { maxAge: 0, sMaxAge: 3_600, staleWhileRevalidate: 86_400 },
  /** robots.txt: an hour everywhere. */
  file: { maxAge: 3_600 },
} as const satisfies Record<string, Freshness>;

export type FreshnessName = keyof typeof FRESHNESS;

const PERSONAL = "private, no-store";
const NEVER_STORE = "no-store";
const STATIC_ASSET = "public, max-age=31536000, immutable";

function publicPage(freshness: Freshness): string {
  const parts = ["public", `max-age=${freshness.maxAge}`];
  if (freshness.sMaxAge !== undefined) parts.push(`s-maxage=${freshness.sMaxAge}`);
  if (freshness.staleWhileRevalidate !== undefined)
    parts.push(`stale-while-revalidate=${freshness.staleWhileRevalidate}`);
  return parts.join(", ");
}

function valueOf(cacheClass: CacheClass, freshness: FreshnessName): string {
  switch (cacheClass) {
    case "static-asset":
      return STATIC_ASSET;
    case "public-page":
      return publicPage(FRESHNESS[freshness]);
    case "personal":
      return PERSONAL;
    case "never-store":
      return NEVER_STORE;
  }
}

/** The Cache-Control value of a class (a public page names how fresh it stays). */
export function cacheControl(cacheClass: "public-page", freshness: FreshnessName): string;
export function cacheControl(cacheClass: Exclude<CacheClass, "public-page">): string;
/** A class read from elsewhere (the API's answer); `freshness` is used when it is public-page. */
export function cacheControl(cacheClass: CacheClass, freshness: FreshnessName): string;
export function cacheControl(cacheClass: CacheClass, freshness: FreshnessName = "page"): string {
  return valueOf(cacheClass, freshness);
}

/** `{ "Cache-Control": ... }` for the init of a Response, `data()` or `redirect()`. */
export function cacheHeaders(cacheClass: "public-page", freshness: FreshnessName): { "Cache-Control": string };
export function cacheHeaders(cacheClass: Exclude<CacheClass, "public-page">): { "Cache-Control": string };
export function cacheHeaders(cacheClass: CacheClass, freshness: FreshnessName = "page") {
  return { "Cache-Control": valueOf(cacheClass, freshness) };
}

/** Which class a Cache-Control value belongs to, read the way a cache would. */
export function cacheClassOf(value: string | null): CacheClass | undefined {
  if (!value) return undefined;
  const directives = value.toLowerCase();
  if (/\bprivate\b/.test(directives)) return "personal";
  if (/\bno-store\b|\bno-cache\b/.test(directives)) return "never-store";
  if (/\bimmutable\b/.test(directives)) return "static-asset";
  if (/\bpublic\b|max-age=/.test(directives)) return "public-page";
  return undefined;
}

/** The shared-cache lifetimes a Cache-Control value gives, read the way a cache would (0 when absent). */
export function sharedFreshnessOf(value: string): Required<Pick<Freshness, "sMaxAge" | "staleWhileRevalidate">> {
  const seconds = (directive: string) =>
    Number(new RegExp(`(?:^|[,\\s])${directive}=(\\d+)`, "i").exec(value)?.[1] ?? 0);
  return { sMaxAge: seconds("s-maxage"), staleWhileRevalidate: seconds("stale-while-revalidate") };
}

/** May a shared cache keep an answer with this Cache-Control? */
export function isShareable(value: string | null): boolean {
  const cacheClass = cacheClassOf(value);
  return cacheClass === "public-page" || cacheClass === "static-asset";
}

const STRICTNESS: Record<CacheClass, number> = { "static-asset": 0, "public-page": 1, "never-store": 2, personal: 3 };

/** Of two Cache-Control values, the one that lets caches keep less. */
function stricter(current: string, other: string | null): string {
  const otherClass = cacheClassOf(other);
  const currentClass = cacheClassOf(current);
  if (!other || !otherClass || !currentClass) return current;
  return STRICTNESS[otherClass] > STRICTNESS[currentClass] ? other : current;
}

/** Adds Vary names to what a Headers already has, each once (names compared without case). */
export function appendVary(headers: Headers, names: readonly string[]): void {
  const present = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names.map((each) => each.trim()).filter(Boolean)) {
    if (!present.some((each) => each.toLowerCase() === name.toLowerCase())) present.push(name);
  }
  if (present.length) headers.set("Vary", present.join(", "));
}

/**
 * The headers of a page: its own class, with whatever its loader, action or a thrown response
 * set (Retry-After, Vary, ...) kept. A loader or action may make its answer stricter than the
 * class (`cacheHeaders("never-store")` on a degraded page), never looser. The parent's
 * Cache-Control is the parent's class, not this page's; Set-Cookie is left to React Router,
 * which keeps every route's cookies itself.
 */
export function mergeRouteHeaders(cacheControlValue: string, args: HeadersArgs): Headers {
  const merged = new Headers();
  let value = cacheControlValue;
  const sources: [Headers | undefined, "parent" | "own"][] = [
    [args.parentHeaders, "parent"],
    [args.loaderHeaders, "own"],
    [args.actionHeaders, "own"],
    [args.errorHeaders, "own"],
  ];
  for (const [source, kind] of sources) {
    if (!source) continue;
    for (const [name, headerValue] of source) {
      if (name === "set-cookie") continue;
      if (name === "cache-control") {
        if (kind === "own") value = stricter(value, headerValue);
      } else if (name === "vary") {
        appendVary(merged, headerValue.split(","));
      } else {
        merged.set(name, headerValue);
      }
    }
  }
  merged.set("Cache-Control", value);
  return merged;
}

/** A page's `headers` export: `export const headers = routeHeaders("public-page", "article")`. */
export function routeHeaders(cacheClass: "public-page", freshness: FreshnessName): RouteHeaders;
export function routeHeaders(cacheClass: "personal" | "never-store"): RouteHeaders;
export function routeHeaders(cacheClass: CacheClass, freshness: FreshnessName = "page"): RouteHeaders {
  const value = valueOf(cacheClass, freshness);
  return (args) => mergeRouteHeaders(value, args);
}

/**
 * The root's `headers` export. React Router asks the root first and the deepest page last (the
 * deepest wins), so the root's class is what a page gets when nothing deeper classed it: never
 * stored. It also answers alone for an error, which every route leaves to the root's error
 * boundary: the error page is never stored, and the thrown response's headers (Retry-After on a
 * 429, ...) come through `errorHeaders`.
 */
export const rootHeaders: RouteHeaders = (args) => mergeRouteHeaders(NEVER_STORE, args);

/** What the root middleware knows of the request when it settles an answer's caching. */
export interface CacheVisit {
  method: string;
  /** The auth cookie came with the request. */
  signedIn: boolean;
  /** The request header the page's device class was read from (device-class.ts). */
  deviceKey: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** HTML, or the same page's data for a client-side navigation (React Router's turbo-stream). */
function isPage(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return type.startsWith("text/html") || type.startsWith("text/x-script");
}

/**
 * The last word on an answer's caching, whatever route made it:
 * 1. signed in, or the answer sets a cookie: personal, on every page;
 * 2. the answer to a form post (any method but GET and HEAD): personal, unless already never stored;
 * 3. no class at all (redirects, the router's own refusals), or a public class on anything but
 *    a 200: never stored;
 * 4. shared: Vary names the device class's header for pages (HTML and its data) and Cookie
 *    (the consent banner) for everything.
 */
export function settleCaching(response: Response, visit: CacheVisit): void {
  const headers = response.headers;
  const declared = headers.get("Cache-Control");
  let value: string;
  if (visit.signedIn || headers.has("Set-Cookie")) value = PERSONAL;
  else if (!SAFE_METHODS.has(visit.method.toUpperCase()))
    value = !declared || isShareable(declared) ? PERSONAL : declared;
  else if (!cacheClassOf(declared)) value = NEVER_STORE;
  else if (isShareable(declared) && response.status !== 200) value = NEVER_STORE;
  else value = declared ?? NEVER_STORE;
  headers.set("Cache-Control", value);
  if (isShareable(value)) appendVary(headers, isPage(response) ? [visit.deviceKey, "Cookie"] : ["Cookie"]);
}

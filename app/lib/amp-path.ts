/**
 * The /amp rule (SPEC 2): every page also exists under /amp, and a visitor on an /amp page stays
 * under /amp. Its links, its forms' actions and the redirects its loaders and actions answer
 * with go to the /amp twin of their page. This module is the one place that knows the prefix;
 * loaders and actions call `ampAwarePath(to, url)`, components read the current page through
 * `useAmpAwarePath()` (components/use-amp-aware-path.ts) or link with `<PageLink>`
 * (components/page-link.tsx).
 *
 * Resource routes (/logout, /consent, /robots.txt, ...) have no /amp twin: their addresses are
 * written as they are, never passed through here.
 */

export const AMP_PREFIX = "/amp";

/** Is this pathname an /amp page ("/amp" itself or under "/amp/")? */
export function isAmpPath(pathname: string): boolean {
  return pathname === AMP_PREFIX || pathname.startsWith(`${AMP_PREFIX}/`);
}

/** Strips the /amp prefix: the bare path of a page. */
export function barePath(pathname: string): string {
  if (pathname === AMP_PREFIX) return "/";
  return isAmpPath(pathname) ? pathname.slice(AMP_PREFIX.length) : pathname;
}

/** The /amp twin of a page path ("/" is "/amp"). */
export function ampPath(pathname: string): string {
  const bare = barePath(pathname);
  return bare === "/" ? AMP_PREFIX : `${AMP_PREFIX}${bare}`;
}

/** Where the visitor is: a pathname, or anything that has one (a URL, a router location). */
export type CurrentPage = string | { pathname: string };

/**
 * The address of the page `to` (a path from the site's root, with its query and fragment) as
 * seen from the current page: its /amp twin when the current page is under /amp, `to` itself
 * otherwise. A target that is not a root path (an absolute URL, "//host", "?page=2", "#top")
 * is left as it is.
 */
export function ampAwarePath(to: string, from: CurrentPage): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  if (!isAmpPath(typeof from === "string" ? from : from.pathname)) return to;
  const rest = to.search(/[?#]/);
  const pathname = rest === -1 ? to : to.slice(0, rest);
  const suffix = rest === -1 ? "" : to.slice(rest);
  return `${ampPath(pathname)}${suffix}`;
}

/**
 * React Router's data requests (a client navigation's, a revalidation's, a fetcher's) are the
 * page's address with `.data` added: "/login.data", "/_.data" for "/", "/blog/_.data" for
 * "/blog/" (`v8_trailingSlashAwareDataRequests`; "/_root.data" for "/" without it). With `v8_passThroughRequests` loaders and middleware see that address as sent.
 */

export function isDataRequest(url: URL): boolean {
  return url.pathname.endsWith(".data");
}

/** The path of the page a data request is for: "/login.data" → "/login", "/blog/_.data" → "/blog/". */
export function pagePathOfDataRequest(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/** The page a data request's answer is for: its path without `.data`, its query without React Router's own parameters. */
export function pageOfDataRequest(url: URL): string {
  const path = pagePathOfDataRequest(url.pathname);
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete("index");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Whether this data request left the root route's loader out (`_routes` names the ones to run:
 * the root's shouldRevalidate said no), so its answer cannot change the root's data.
 */
export function leavesOutRootData(url: URL): boolean {
  const routes = url.searchParams.get("_routes");
  return isDataRequest(url) && routes !== null && !routes.split(",").includes("root");
}

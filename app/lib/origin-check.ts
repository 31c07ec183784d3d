const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every unsafe request, page routes and resource routes alike: a browser
 * sends Origin (or at least Sec-Fetch-Site) with a POST; anything from another site is refused.
 */
export function isCrossSiteRequest(request: Request, trustedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("Origin");
  if (origin) {
    if (origin === "null") return true;
    const allowed = new Set([new URL(request.url).origin, ...trustedOrigins.map((o) => new URL(o).origin)]);
    return !allowed.has(origin);
  }
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  return fetchSite === "cross-site" || fetchSite === "same-site";
}

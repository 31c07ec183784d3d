import type { MiddlewareFunction } from "react-router";
import { getEnv, imageCdn, mapStyleOrigin } from "~/env.server";
import { cacheHeaders } from "~/lib/cache-policy";
import { isCrossSiteRequest } from "~/lib/origin-check";
import { imageCdnOrigin } from "~/lib/picture-sources";
import { createNonce, securityHeaders } from "~/lib/security-headers";
import { nonceContext } from "~/request-context";

/**
 * Runs first on every request: refuses cross-site writes before anything else happens, makes
 * the CSP nonce for this response and puts the security headers on whatever comes back.
 */
export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const env = getEnv();
  if (isCrossSiteRequest(request, [env.SITE_URL])) {
    return new Response("Cross-site request refused", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("never-store") },
    });
  }
  const nonce = createNonce();
  context.set(nonceContext, nonce);
  const response = await next();
  const headers = securityHeaders({
    nonce,
    imageOrigins: [new URL(env.API_BASE_URL).origin, imageCdnOrigin(imageCdn(env))].filter(
      (origin) => origin !== undefined,
    ),
    connectOrigins: env.DATADOG_PROXY_URL ? [new URL(env.DATADOG_PROXY_URL).origin] : [],
    mapOrigins: env.MAP_STYLE_URL ? [new URL(mapStyleOrigin(env.MAP_STYLE_URL)).origin] : [],
    hsts: env.APP_ENV !== "local",
  });
  for (const [name, value] of Object.entries(headers)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};

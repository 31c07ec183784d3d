import type { MiddlewareFunction } from "react-router";
import { settleCaching } from "~/lib/cache-policy";
import { deviceClassOf } from "~/lib/device-class";
import { requestOriginContext } from "~/request-context";
import { hasTokenCookie } from "~/session/token-cookie.server";

/**
 * Runs outermost, so it sees every answer the app gives (pages, their data, resource routes,
 * redirects, the other middleware's refusals) and settles its Cache-Control and Vary by the one
 * policy of app/lib/cache-policy.ts.
 */
export const cachePolicyMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  settleCaching(response, {
    method: request.method,
    signedIn: hasTokenCookie(request),
    deviceKey: deviceClassOf(request, context.get(requestOriginContext)).keyedBy,
  });
  return response;
};

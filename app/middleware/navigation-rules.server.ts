import { type MiddlewareFunction, redirect, redirectDocument, replace } from "react-router";
import { ampAwarePath, barePath } from "~/lib/amp-path";
import { hyphenatedPath } from "~/lib/hyphenate-path";
import { matchRouteRule } from "~/route-rules";

/**
 * SPEC 2 global navigation on the server: underscores become hyphens (a permanent redirect
 * that the client router applies as a replace), then the route-rules table.
 */
export const navigationRulesMiddleware: MiddlewareFunction<Response> = ({ url }) => {
  const hyphenated = hyphenatedPath(url.pathname);
  if (hyphenated) throw replace(`${hyphenated}${url.search}`, 301);

  const rule = matchRouteRule(barePath(url.pathname), url.search);
  if (!rule) return;
  if (rule.absolute) throw redirectDocument(rule.location, rule.status);
  throw redirect(ampAwarePath(rule.location, url), rule.status);
};

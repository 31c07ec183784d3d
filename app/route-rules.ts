/**
 * Route rules (SPEC 2): paths that redirect before any page runs. A target that is an absolute
 * URL leaves the app, so the browser does a full page load for it.
 */
export interface RouteRule {
  from: string;
  to: string;
  status: 301 | 302 | 307 | 308;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { from: "/home", to: "/", status: 301 },
  { from: "/search", to: "/properties", status: 301 },
  { from: "/help", to: "/support", status: 301 },
  { from: "/faq", to: "/support", status: 301 },
  { from: "/owners", to: "/owner-support", status: 301 },
  { from: "/list-your-property", to: "/publish-my-property", status: 301 },
  { from: "/blog/post", to: "/blog", status: 301 },
  { from: "/destinations/post", to: "/destinations", status: 301 },
];

export interface RuleRedirect {
  location: string;
  status: RouteRule["status"];
  absolute: boolean;
}

/** Finds the rule for a bare path (no /amp prefix, no trailing slash) and keeps the query. */
export function matchRouteRule(
  pathname: string,
  search: string,
  rules: readonly RouteRule[] = ROUTE_RULES,
): RuleRedirect | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const rule = rules.find((candidate) => candidate.from === path);
  if (!rule) return null;
  const absolute = /^https?:\/\//i.test(rule.to);
  return { location: `${rule.to}${search}`, status: rule.status, absolute };
}

import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import { pagePathOfDataRequest } from "../app/lib/data-request";

interface RouteWithAction {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasAction: boolean;
  children?: RouteWithAction[];
}

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteWithAction[] {
  return Object.values(routes)
    .filter((route): route is NonNullable<typeof route> => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return {
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        hasAction: typeof route.module.action === "function",
        // React Router refuses an index route with a children list, even an empty one.
        ...(children.length > 0 ? { children } : {}),
      };
    });
}

/**
 * Whether a POST to this address reaches an action, chosen as React Router chooses it: the
 * deepest matched route that gives the path a segment (the index route only with a bare
 * `?index`). The server asks before React Router runs, for the Allow header and the 405.
 */
export function createPostTargets(build: Pick<ServerBuild, "routes">) {
  const tree = routeTree(build.routes) as (RouteObject & RouteWithAction)[];
  return (pathname: string, search: string): boolean => {
    const matches = matchRoutes(tree, pagePathOfDataRequest(pathname));
    if (!matches) return false;
    const nakedIndex = new URLSearchParams(search).getAll("index").includes("");
    const contributing = matches.filter((match, position) => position === 0 || Boolean(match.route.path));
    const target = nakedIndex ? matches.at(-1) : contributing.at(-1);
    return Boolean((target?.route as RouteWithAction | undefined)?.hasAction);
  };
}

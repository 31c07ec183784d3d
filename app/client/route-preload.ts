import { type RouteObject, matchRoutes } from "react-router";
import { type PreloadQueue, createPreloadQueue } from "~/client/preload-queue";

/** The part of React Router's browser manifest we read: each route's module and its imports. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

/** Rebuilds the route tree from the (flat) manifest so a path can be matched against it. */
export function routeTree(routes: Record<string, ManifestRoute | undefined>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/** The code a path needs: the modules of every matched route and the chunks they import. */
export function modulesForPath(routes: Record<string, ManifestRoute | undefined>, pathname: string): string[] {
  const matches = matchRoutes(routeTree(routes), pathname) ?? [];
  const urls = matches.flatMap((match) => {
    const route = match.route.id ? routes[match.route.id] : undefined;
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [...new Set(urls)];
}

/** The same-origin page path a link leads to, or null for anything we should not preload. */
export function preloadablePath(anchor: HTMLAnchorElement, origin: string): string | null {
  if (anchor.hasAttribute("download") || anchor.dataset.noPreload !== undefined) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
  }
}

/**
 * Preloads the code of a page when the visitor shows intent (pointer over a link, focus, touch),
 * through a queue that keeps at most five preloads in flight (SPEC 9). Returns the cleanup.
 */
export function watchLinkIntent(queue: PreloadQueue = createPreloadQueue()): () => void {
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const manifest = window.__reactRouterManifest;
    if (!(anchor instanceof HTMLAnchorElement) || !manifest) return;
    const path = preloadablePath(anchor, window.location.origin);
    if (!path) return;
    for (const url of modulesForPath(manifest.routes, path)) {
      queue.add(url, () => import(/* @vite-ignore */ url));
    }
  };
  const events = ["pointerover", "focusin", "touchstart"] as const;
  for (const name of events) document.addEventListener(name, onIntent, { passive: true });
  return () => {
    for (const name of events) document.removeEventListener(name, onIntent);
  };
}

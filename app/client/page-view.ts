import { useEffect, useRef } from "react";
import { useLocation, useMatches, useNavigation } from "react-router";
import { routeName } from "~/lib/route-name";

export interface PageViewEvent {
  event: "page_view";
  page_path: string;
  route_name: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushPageView(path: string, routeId: string): PageViewEvent {
  const event: PageViewEvent = { event: "page_view", page_path: path, route_name: routeName(routeId) };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  return event;
}

/** SPEC 2: after every finished navigation, the first load included, push a page_view. */
export function usePageViews() {
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const leafId = matches.at(-1)?.id ?? "root";
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const idle = navigation.state === "idle";
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    // location.key changes once per finished navigation; the ref keeps it to one event each.
    if (!idle || lastKey.current === location.key) return;
    lastKey.current = location.key;
    pushPageView(fullPath, leafId);
  }, [location.key, idle, fullPath, leafId]);
}

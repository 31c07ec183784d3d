/** The page's name for analytics: its route id without the /amp copy's "amp/" prefix. */
export function routeName(routeId: string): string {
  return routeId.startsWith("amp/") ? routeId.slice("amp/".length) : routeId;
}

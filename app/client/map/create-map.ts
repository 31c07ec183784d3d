import type { MapSettings, ResultsMapHandle } from "./types";

/**
 * The results map in `container`, drawn by Google when a maps key is configured and by MapLibre
 * otherwise; each library is fetched only here, when a map is shown.
 */
export async function createMap(container: HTMLElement, settings: MapSettings): Promise<ResultsMapHandle> {
  if (settings.googleMapsKey) {
    const { createGoogleMap } = await import("./google-map");
    return createGoogleMap(container, settings.googleMapsKey);
  }
  const { createMaplibreMap } = await import("./maplibre-map");
  return createMaplibreMap(container, settings.styleUrl);
}

import { type StyleSpecification, addProtocol, setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// MapLibre's worker as a same-origin, hashed file: the CSP allows workers from 'self' only
// (worker-src), no blob: workers and nothing loosened in script-src.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { loadBasemap } from "./basemap";
import { offlineStyle, pmtilesStyle, styleChoice } from "./map-styles";

setWorkerUrl(workerUrl);

let pmtilesReady: Promise<void> | null = null;

/** The pmtiles:// protocol, fetched and registered only when a style names an archive. */
function registerPmtiles(): Promise<void> {
  pmtilesReady ??= import("pmtiles").then(({ Protocol }) => {
    addProtocol("pmtiles", new Protocol().tile);
  });
  return pmtilesReady;
}

/** The style MAP_STYLE_URL asks for (client/map/map-styles.ts), ready to hand to a MapLibre map. */
export async function mapStyle(setting: string | undefined): Promise<StyleSpecification | string> {
  const choice = styleChoice(setting);
  if (choice.kind === "style") return choice.url;
  if (choice.kind === "pmtiles") {
    await registerPmtiles();
    return pmtilesStyle(choice.url);
  }
  return offlineStyle(await loadBasemap());
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGoogleMap } from "~/client/map/google-map";
import type { ResultsMapHandle } from "~/client/map/types";

/**
 * The Google map's clusters (app/client/map/google-map.ts), against a stand-in for the parts of
 * google.maps it uses: the test says what area and zoom the map shows, as Google would after a
 * pan or a zoom, and reads which markers stand on it. Google's real map cannot run here (no key,
 * no network).
 */

type Area = [west: number, south: number, east: number, north: number];

class FakeLatLng {
  constructor(
    private readonly latitude: number,
    private readonly longitude: number,
  ) {}
  lat() {
    return this.latitude;
  }
  lng() {
    return this.longitude;
  }
}

class FakeMarker {
  static made: FakeMarker[] = [];
  map: unknown;
  position: { lat: number; lng: number };
  title: string;
  label: { text: string; color?: string };
  icon?: { fillColor?: string };
  listeners = new Map<string, () => void>();
  constructor(options: {
    map: unknown;
    position: { lat: number; lng: number };
    title: string;
    label: never;
    icon?: never;
  }) {
    this.map = options.map;
    this.position = options.position;
    this.title = options.title;
    this.label = options.label;
    this.icon = options.icon;
    FakeMarker.made.push(this);
  }
  setMap(map: unknown) {
    this.map = map;
  }
  setLabel(label: never) {
    this.label = label;
  }
  setIcon(icon: never) {
    this.icon = icon;
  }
  setZIndex() {}
  getPosition() {
    return new FakeLatLng(this.position.lat, this.position.lng);
  }
  addListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
    return { remove: () => this.listeners.delete(type) };
  }
}

class FakeMap {
  static made: FakeMap[] = [];
  zoom: number;
  area: Area | null = null;
  center: { lat: number; lng: number } | null = null;
  private idle: (() => void) | undefined;
  constructor(_container: unknown, options: { zoom: number }) {
    this.zoom = options.zoom;
    FakeMap.made.push(this);
  }
  addListener(type: string, listener: () => void) {
    if (type === "idle") this.idle = listener;
    return { remove: () => (this.idle = undefined) };
  }
  getBounds() {
    if (!this.area) return undefined;
    const [west, south, east, north] = this.area;
    return { getSouthWest: () => new FakeLatLng(south, west), getNorthEast: () => new FakeLatLng(north, east) };
  }
  getZoom() {
    return this.zoom;
  }
  setZoom(zoom: number) {
    this.zoom = zoom;
  }
  setCenter(center: { lat: number; lng: number }) {
    this.center = center;
  }
  fitBounds() {}
  /** The map comes to rest showing `area` at `zoom` (Google's zoom), and says so. */
  rest(area: Area, zoom: number) {
    this.area = area;
    this.zoom = zoom;
    this.idle?.();
  }
}

class FakeOverlayView {
  onAdd?: () => void;
  draw?: () => void;
  onRemove?: () => void;
  setMap() {}
  getProjection() {
    return undefined;
  }
}

vi.mock("~/client/maps", () => ({
  mapsLoader: () => ({ importLibrary: async () => ({ Map: FakeMap, OverlayView: FakeOverlayView }) }),
}));

const pin = (id: number, lat: number, lng: number) => ({ id, lat, lng, label: `€${id}0`, spoken: `Stay ${id}` });
// Three stays within a kilometre of each other in Chania, one in Heraklion 120 km east.
const PINS = [pin(1, 35.51, 24.01), pin(2, 35.512, 24.015), pin(3, 35.505, 24.02), pin(4, 35.34, 25.13)];
const CRETE: Area = [23, 34.5, 26.5, 36];
const CHANIA: Area = [23.9, 35.4, 24.1, 35.6];

/** What stands on the map: each cluster's or pin's text, in order. */
const shown = () =>
  FakeMarker.made
    .filter((marker) => marker.map !== null)
    .map((marker) => `${marker.title} [${marker.label.text}]`)
    .sort();
const clusterMarker = (count: number) =>
  FakeMarker.made.find((marker) => marker.map !== null && marker.title === `${count} stays here: zoom in`);

let map: ResultsMapHandle;
/** The Google map behind `map`. */
let shownMap: FakeMap;
beforeEach(async () => {
  FakeMarker.made = [];
  FakeMap.made = [];
  vi.stubGlobal("google", { maps: { Marker: FakeMarker, SymbolPath: { CIRCLE: 0 } } });
  map = await createGoogleMap({ clientWidth: 600, clientHeight: 400 } as HTMLElement, "test-key");
  [shownMap] = FakeMap.made as [FakeMap];
  map.setPins(PINS);
});
afterEach(() => {
  map.destroy();
  vi.unstubAllGlobals();
});

describe("the Google map gathers price pins into clusters when zoomed out", () => {
  it("draws nothing before Google knows the area it shows", () => {
    expect(shown()).toEqual([]);
  });

  it("at Google's zoom 6 over Crete, all four stays are one cluster", () => {
    shownMap.rest(CRETE, 6);
    expect(shown()).toEqual(["4 stays here: zoom in [4]"]);
  });

  it("one zoom in, the three Chania stays stay together and Heraklion's has its own price pin", () => {
    shownMap.rest(CRETE, 7);
    expect(shown()).toEqual(["3 stays here: zoom in [3]", "Stay 4 [€40]"]);
  });

  it("a cluster clicked zooms in, centred on it, to where it comes apart", () => {
    shownMap.rest(CRETE, 7);
    const heraklion = FakeMarker.made.find((marker) => marker.title === "Stay 4");
    const cluster = clusterMarker(3);
    cluster?.listeners.get("click")?.();
    expect(shownMap.zoom).toBe(13);
    expect(shownMap.center).toEqual(cluster?.position);

    shownMap.rest(CRETE, 13);
    expect(shown()).toEqual(["2 stays here: zoom in [2]", "Stay 3 [€30]", "Stay 4 [€40]"]);
    // The pin that stood before is the same marker, not drawn again.
    expect(FakeMarker.made.filter((marker) => marker.title === "Stay 4")).toEqual([heraklion]);
  });

  it("zoomed in on Chania every stay in view has its own pin, and the one out of view none", () => {
    shownMap.rest(CRETE, 7);
    shownMap.rest(CHANIA, 14);
    expect(shown()).toEqual(["Stay 1 [€10]", "Stay 2 [€20]", "Stay 3 [€30]"]);
  });

  it("a card pointed at lights the cluster that holds its stay", () => {
    shownMap.rest(CRETE, 13);
    map.highlight(2);
    expect(clusterMarker(2)?.icon?.fillColor).toBe("#be123c");
    expect(FakeMarker.made.find((marker) => marker.title === "Stay 3")?.label.color).toBe("#111827");
    map.highlight(null);
    expect(clusterMarker(2)?.icon?.fillColor).toBe("#0f766e");
  });

  it("new results take the old markers away", () => {
    shownMap.rest(CRETE, 7);
    map.setPins([pin(5, 35.3, 25.5)]);
    expect(shown()).toEqual(["Stay 5 [€50]"]);
  });
});

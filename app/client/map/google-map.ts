import type { MapBounds } from "~/lib/map-bounds";
import { mapsLoader } from "../maps";
import { type PlacedPin, pinClusters } from "./pin-clusters";
import type { MapPin, PinEvent, ResultsMapHandle } from "./types";

const FIT_PADDING_PX = 40;
/** A pin's box around its point, for SPEC 9 tooltip placement. */
const PIN_BOX = { width: 48, height: 32 };
/**
 * Google's zoom counts 256-pixel tiles, the clusters' (supercluster's, as MapLibre's) 512-pixel
 * ones: the same view is one zoom higher on Google, and the clusters keep their size in pixels.
 */
const GOOGLE_ZOOM_STEP = 1;
const CLUSTER_COLOUR = "#0f766e";
const LIT_COLOUR = "#be123c";

/**
 * The results on a Google map (with GOOGLE_MAPS_API_KEY, through the SPEC 7 loader): a labelled
 * marker per stay, gathered into clusters when zoomed out as on the MapLibre map (pin-clusters.ts),
 * a cluster zooming in when clicked. Google's own idle event reports pans; the ones fitBounds
 * causes are skipped.
 */
export async function createGoogleMap(container: HTMLElement, apiKey: string): Promise<ResultsMapHandle> {
  const { Map: GoogleMap, OverlayView } = await mapsLoader(apiKey).importLibrary("maps");
  const map = new GoogleMap(container, {
    center: { lat: 45, lng: 10 },
    zoom: 4,
    clickableIcons: false,
    gestureHandling: "cooperative",
  });
  // An empty overlay, for its projection: a marker's point in the map's box.
  const overlay = new OverlayView();
  overlay.onAdd = () => undefined;
  overlay.draw = () => undefined;
  overlay.onRemove = () => undefined;
  overlay.setMap(map);

  let clusters = pinClusters([]);
  let drawn = new Map<string, { marker: google.maps.Marker; placed: PlacedPin }>();
  let lit: number | null = null;
  // The first idle is the map drawing itself, not the visitor moving it.
  let fitting = true;
  const moveListeners: ((bounds: MapBounds) => void)[] = [];
  const idleListeners: (() => void)[] = [];
  const hoverListeners: ((event: PinEvent | null) => void)[] = [];
  const selectListeners: ((event: PinEvent) => void)[] = [];

  const eventOf = (pin: MapPin, marker: google.maps.Marker): PinEvent | null => {
    const point = overlay.getProjection()?.fromLatLngToContainerPixel(marker.getPosition() as google.maps.LatLng);
    if (!point) return null;
    return {
      id: pin.id,
      anchor: { x: point.x - PIN_BOX.width / 2, y: point.y - PIN_BOX.height / 2, ...PIN_BOX },
      frame: { width: container.clientWidth, height: container.clientHeight },
    };
  };

  const keyOf = (placed: PlacedPin) => (placed.kind === "pin" ? `pin-${placed.pin.id}` : placed.key);
  const isLit = (key: string, placed: PlacedPin) =>
    lit !== null && (placed.kind === "pin" ? placed.pin.id === lit : clusters.membersOf(key).includes(lit));

  const label = (placed: PlacedPin, on: boolean): google.maps.MarkerLabel =>
    placed.kind === "pin"
      ? { text: placed.pin.label, fontWeight: "700", fontSize: "12px", color: on ? LIT_COLOUR : "#111827" }
      : { text: String(placed.count), fontWeight: "700", fontSize: "13px", color: "#ffffff" };

  const clusterIcon = (on: boolean): google.maps.Symbol => ({
    path: google.maps.SymbolPath.CIRCLE,
    scale: 16,
    fillColor: on ? LIT_COLOUR : CLUSTER_COLOUR,
    fillOpacity: 1,
    strokeColor: "#ffffff",
    strokeWeight: 2,
  });

  function markerFor(placed: PlacedPin): google.maps.Marker {
    const position = { lat: placed.lat, lng: placed.lng };
    if (placed.kind === "cluster") {
      const marker = new google.maps.Marker({
        map,
        position,
        title: `${placed.count} stays here: zoom in`,
        label: label(placed, false),
        icon: clusterIcon(false),
      });
      marker.addListener("click", () => {
        map.setCenter(position);
        map.setZoom(placed.expansionZoom + GOOGLE_ZOOM_STEP);
      });
      return marker;
    }
    const { pin } = placed;
    const marker = new google.maps.Marker({ map, position, title: pin.spoken, label: label(placed, false) });
    marker.addListener("mouseover", () => {
      const event = eventOf(pin, marker);
      if (event) hoverListeners.forEach((listener) => listener(event));
    });
    marker.addListener("mouseout", () => hoverListeners.forEach((listener) => listener(null)));
    marker.addListener("click", () => {
      const event = eventOf(pin, marker);
      if (event) selectListeners.forEach((listener) => listener(event));
    });
    return marker;
  }

  function paintLit() {
    for (const [key, { marker, placed }] of drawn) {
      const on = isLit(key, placed);
      marker.setLabel(label(placed, on));
      if (placed.kind === "cluster") marker.setIcon(clusterIcon(on));
      marker.setZIndex(on ? 2 : 1);
    }
  }

  /** The pins and clusters of the area in view, keeping the markers that stay as they were. */
  function draw() {
    const visible = map.getBounds();
    const zoom = map.getZoom();
    if (!visible || zoom === undefined) return;
    const south = visible.getSouthWest();
    const north = visible.getNorthEast();
    const area: [number, number, number, number] = [south.lng(), south.lat(), north.lng(), north.lat()];
    const next = new Map<string, { marker: google.maps.Marker; placed: PlacedPin }>();
    for (const placed of clusters.at(area, zoom - GOOGLE_ZOOM_STEP)) {
      const key = keyOf(placed);
      next.set(key, drawn.get(key) ?? { marker: markerFor(placed), placed });
      drawn.delete(key);
    }
    for (const { marker } of drawn.values()) marker.setMap(null);
    drawn = next;
    paintLit();
  }

  const idle = map.addListener("idle", () => {
    draw();
    idleListeners.forEach((listener) => listener());
    if (fitting) {
      fitting = false;
      return;
    }
    const visible = map.getBounds();
    if (!visible) return;
    const south = visible.getSouthWest();
    const north = visible.getNorthEast();
    const bounds = { south: south.lat(), west: south.lng(), north: north.lat(), east: north.lng() };
    moveListeners.forEach((listener) => listener(bounds));
  });

  return {
    setPins(pins) {
      clusters = pinClusters(pins);
      for (const { marker } of drawn.values()) marker.setMap(null);
      drawn = new Map();
      draw();
    },
    onIdle(listener) {
      idleListeners.push(listener);
    },
    fitBounds(bounds) {
      fitting = true;
      map.fitBounds({ south: bounds.south, west: bounds.west, north: bounds.north, east: bounds.east }, FIT_PADDING_PX);
    },
    onMove(listener) {
      moveListeners.push(listener);
    },
    onPinHover(listener) {
      hoverListeners.push(listener);
    },
    onPinSelect(listener) {
      selectListeners.push(listener);
    },
    highlight(id) {
      lit = id;
      paintLit();
    },
    destroy() {
      idle.remove();
      for (const { marker } of drawn.values()) marker.setMap(null);
      drawn = new Map();
      overlay.setMap(null);
    },
  };
}

import { LngLatBounds, Map as MaplibreMap, Marker, NavigationControl } from "maplibre-gl";
import type { MapBounds } from "~/lib/map-bounds";
import "./map-pins.css";
import { mapStyle } from "./maplibre-setup";
import { type PlacedPin, pinClusters } from "./pin-clusters";
import type { MapPin, PinEvent, ResultsMapHandle } from "./types";

const FIT_PADDING_PX = 48;
const MAX_FIT_ZOOM = 13;

function pinElement(placed: PlacedPin): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  if (placed.kind === "pin") {
    element.className = "map-pin";
    element.textContent = placed.pin.label;
    element.setAttribute("aria-label", placed.pin.spoken);
    element.dataset.pinId = String(placed.pin.id);
  } else {
    element.className = "map-pin map-pin-cluster";
    element.textContent = String(placed.count);
    element.setAttribute("aria-label", `${placed.count} stays here: zoom in`);
  }
  return element;
}

/** The results on a MapLibre map: price pins as HTML buttons, gathered into clusters when zoomed out. */
export async function createMaplibreMap(
  container: HTMLElement,
  styleUrl: string | undefined,
): Promise<ResultsMapHandle> {
  const style = await mapStyle(styleUrl);
  const map = new MaplibreMap({
    container,
    style,
    center: [10, 45],
    zoom: 3,
    maxZoom: 16,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    attributionControl: { compact: true },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");

  let clusters = pinClusters([]);
  let drawn = new Map<string, { marker: Marker; placed: PlacedPin }>();
  let lit: number | null = null;
  // fitBounds moves the map without animation, so its moveend comes before fitBounds returns.
  let fitting = false;
  const moveListeners: ((bounds: MapBounds) => void)[] = [];
  const hoverListeners: ((event: PinEvent | null) => void)[] = [];
  const selectListeners: ((event: PinEvent) => void)[] = [];

  const anchorOf = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    const frame = container.getBoundingClientRect();
    return { x: box.left - frame.left, y: box.top - frame.top, width: box.width, height: box.height };
  };

  const keyOf = (placed: PlacedPin) => (placed.kind === "pin" ? `pin-${placed.pin.id}` : placed.key);

  function paintLit() {
    for (const [key, { marker, placed }] of drawn) {
      const on =
        lit !== null && (placed.kind === "pin" ? placed.pin.id === lit : clusters.membersOf(key).includes(lit));
      marker.getElement().classList.toggle("map-pin-lit", on);
      marker.getElement().style.zIndex = on ? "2" : "";
    }
  }

  function draw() {
    const area = map.getBounds();
    const wanted = clusters.at([area.getWest(), area.getSouth(), area.getEast(), area.getNorth()], map.getZoom());
    const next = new Map<string, { marker: Marker; placed: PlacedPin }>();
    for (const placed of wanted) {
      const key = keyOf(placed);
      const kept = drawn.get(key);
      if (kept) {
        next.set(key, kept);
        drawn.delete(key);
        continue;
      }
      const element = pinElement(placed);
      if (placed.kind === "pin") {
        const event = () => ({
          id: placed.pin.id,
          anchor: anchorOf(element),
          frame: { width: container.clientWidth, height: container.clientHeight },
        });
        element.addEventListener("mouseenter", () => hoverListeners.forEach((listener) => listener(event())));
        element.addEventListener("mouseleave", () => hoverListeners.forEach((listener) => listener(null)));
        element.addEventListener("click", (click) => {
          click.stopPropagation();
          selectListeners.forEach((listener) => listener(event()));
        });
      } else {
        element.addEventListener("click", (click) => {
          click.stopPropagation();
          map.easeTo({ center: [placed.lng, placed.lat], zoom: placed.expansionZoom });
        });
      }
      next.set(key, { marker: new Marker({ element }).setLngLat([placed.lng, placed.lat]).addTo(map), placed });
    }
    for (const { marker } of drawn.values()) marker.remove();
    drawn = next;
    paintLit();
  }

  map.on("moveend", () => {
    draw();
    // Only the visitor's own pans and zooms (a cluster opened included) search, never a fitBounds.
    if (fitting) return;
    const area = map.getBounds();
    const bounds = { south: area.getSouth(), west: area.getWest(), north: area.getNorth(), east: area.getEast() };
    moveListeners.forEach((listener) => listener(bounds));
  });

  await new Promise<void>((resolve, reject) => {
    map.once("load", () => resolve());
    map.once("error", (event) =>
      reject(event.error instanceof Error ? event.error : new Error("The map failed to load")),
    );
  });

  return {
    setPins(pins: MapPin[]) {
      clusters = pinClusters(pins);
      for (const { marker } of drawn.values()) marker.remove();
      drawn = new Map();
      draw();
    },
    fitBounds(bounds: MapBounds) {
      const box = new LngLatBounds([bounds.west, bounds.south], [bounds.east, bounds.north]);
      fitting = true;
      try {
        map.fitBounds(box, { padding: FIT_PADDING_PX, maxZoom: MAX_FIT_ZOOM, animate: false });
      } finally {
        fitting = false;
      }
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
    onIdle(listener) {
      map.on("idle", listener);
    },
    highlight(id) {
      lit = id;
      paintLit();
    },
    destroy() {
      map.remove();
    },
  };
}

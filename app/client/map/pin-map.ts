import { Map as MaplibreMap, Marker, NavigationControl } from "maplibre-gl";
import { mapStyle } from "./maplibre-setup";

export interface PinPoint {
  lat: number;
  lng: number;
}

export interface PinMapHandle {
  /** Moves the pin (an address chosen) and the map to it. */
  setPin: (point: PinPoint) => void;
  /** Shows a region (the destination chosen) while no pin is placed. */
  showArea: (point: PinPoint) => void;
  destroy: () => void;
}

const PIN_COLOUR = "#0f766e";
/** The offline basemap (Natural Earth 1:50m) has nothing to see closer than this. */
const OFFLINE_MAX_ZOOM = 12;
const PINNED_ZOOM = 10;
const REGION_ZOOM = 7;

/**
 * The location step's map: a pin the owner drags, or drops where they click or tap. Each move
 * reports the pin's point; an address chosen moves the pin with setPin. Starts at the pin when
 * there is one, else at `around` (the destination chosen) or over Europe.
 */
export async function createPinMap(
  container: HTMLElement,
  {
    pin,
    around,
    styleUrl,
    onPin,
  }: { pin: PinPoint | null; around: PinPoint | null; styleUrl?: string; onPin: (point: PinPoint) => void },
): Promise<PinMapHandle> {
  const style = await mapStyle(styleUrl);
  const start = pin ?? around;
  const map = new MaplibreMap({
    container,
    style,
    center: start ? [start.lng, start.lat] : [10, 47],
    zoom: pin ? PINNED_ZOOM : around ? REGION_ZOOM : 3,
    maxZoom: styleUrl ? 18 : OFFLINE_MAX_ZOOM,
    dragRotate: false,
    pitchWithRotate: false,
    // One finger scrolls the page on a phone; two move the map.
    cooperativeGestures: window.matchMedia("(pointer: coarse)").matches,
    attributionControl: { compact: true },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");

  const marker = new Marker({ color: PIN_COLOUR, draggable: true });
  marker.getElement().setAttribute("aria-label", "Your property's pin");
  marker.getElement().dataset.testid = "location-pin";
  let placed = false;
  const place = ({ lat, lng }: PinPoint) => {
    marker.setLngLat([lng, lat]);
    if (!placed) marker.addTo(map);
    placed = true;
  };
  if (pin) place(pin);
  marker.on("dragend", () => {
    const { lat, lng } = marker.getLngLat();
    onPin({ lat, lng });
  });
  map.on("click", (event) => {
    place({ lat: event.lngLat.lat, lng: event.lngLat.lng });
    onPin({ lat: event.lngLat.lat, lng: event.lngLat.lng });
  });

  await new Promise<void>((resolve, reject) => {
    map.once("load", () => resolve());
    map.once("error", (event) =>
      reject(event.error instanceof Error ? event.error : new Error("The map failed to load")),
    );
  });
  return {
    setPin(point) {
      place(point);
      map.easeTo({ center: [point.lng, point.lat], zoom: Math.max(map.getZoom(), PINNED_ZOOM) });
    },
    showArea(point) {
      if (!placed) map.jumpTo({ center: [point.lng, point.lat], zoom: REGION_ZOOM });
    },
    destroy: () => map.remove(),
  };
}

import type { MapBounds } from "~/lib/map-bounds";
import { mapsLoader } from "../maps";
import type { MapPin, PinEvent, ResultsMapHandle } from "./types";

const FIT_PADDING_PX = 40;
/** A pin's box around its point, for SPEC 9 tooltip placement. */
const PIN_BOX = { width: 48, height: 32 };

/**
 * The results on a Google map (with GOOGLE_MAPS_API_KEY, through the SPEC 7 loader): a labelled
 * marker per stay. Google's own idle event reports pans; the ones fitBounds causes are skipped.
 */
export async function createGoogleMap(container: HTMLElement, apiKey: string): Promise<ResultsMapHandle> {
  const { Map, OverlayView } = await mapsLoader(apiKey).importLibrary("maps");
  const map = new Map(container, {
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

  let markers: { pin: MapPin; marker: google.maps.Marker }[] = [];
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

  const idle = map.addListener("idle", () => {
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

  const label = (pin: MapPin, lit: boolean): google.maps.MarkerLabel => ({
    text: pin.label,
    fontWeight: "700",
    fontSize: "12px",
    color: lit ? "#be123c" : "#111827",
  });

  return {
    setPins(pins) {
      for (const { marker } of markers) marker.setMap(null);
      markers = pins.map((pin) => {
        const marker = new google.maps.Marker({
          map,
          position: { lat: pin.lat, lng: pin.lng },
          title: pin.spoken,
          label: label(pin, false),
        });
        marker.addListener("mouseover", () => {
          const event = eventOf(pin, marker);
          if (event) hoverListeners.forEach((listener) => listener(event));
        });
        marker.addListener("mouseout", () => hoverListeners.forEach((listener) => listener(null)));
        marker.addListener("click", () => {
          const event = eventOf(pin, marker);
          if (event) selectListeners.forEach((listener) => listener(event));
        });
        return { pin, marker };
      });
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
      for (const { pin, marker } of markers) {
        marker.setLabel(label(pin, pin.id === id));
        marker.setZIndex(pin.id === id ? 2 : 1);
      }
    },
    destroy() {
      idle.remove();
      for (const { marker } of markers) marker.setMap(null);
      markers = [];
      overlay.setMap(null);
    },
  };
}

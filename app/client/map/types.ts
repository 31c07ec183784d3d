import type { MapBounds } from "~/lib/map-bounds";
import type { Box } from "~/lib/tooltip-placement";

/** A stay on the map: where it is and what its pin says. */
export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  /** The pin's own text: its price. */
  label: string;
  /** What a screen reader says for it: name, price and what the price covers. */
  spoken: string;
}

/** A pin the visitor points at or chooses, and where it sits in the map's box (for SPEC 9 placement). */
export interface PinEvent {
  id: number;
  anchor: Box;
  /** The map's own size then, the box a tooltip must fit in. */
  frame: { width: number; height: number };
}

/**
 * The results map, whichever library draws it (MapLibre by default, Google with a key): the page
 * hands it pins and listens; it never reaches into the page.
 */
export interface ResultsMapHandle {
  setPins(pins: MapPin[]): void;
  fitBounds(bounds: MapBounds): void;
  /** Called after each pan or zoom the visitor makes (never for fitBounds), with the area shown. */
  onMove(listener: (bounds: MapBounds) => void): void;
  onPinHover(listener: (event: PinEvent | null) => void): void;
  onPinSelect(listener: (event: PinEvent) => void): void;
  /** Called once the map has drawn what it shows and stopped moving (after pins or a fit too). */
  onIdle(listener: () => void): void;
  /** Lights one pin (a card the visitor points at or focuses), or none. */
  highlight(id: number | null): void;
  destroy(): void;
}

export interface MapSettings {
  /** With it, Google's map (SPEC 7 loader); without, MapLibre. */
  googleMapsKey?: string;
  /** MAP_STYLE_URL: a MapLibre style, or pmtiles:// and an archive; unset, the basemap the site ships. */
  styleUrl?: string;
}

import { type RefObject, useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PropertySummary } from "~/api/schemas";
import { createMap } from "~/client/map/create-map";
import type { MapPin, MapSettings, PinEvent, ResultsMapHandle } from "~/client/map/types";
import { PageLink } from "~/components/page-link";
import { usePriceSettings } from "~/components/prices/price-settings";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { boundsAround, boundsFromParam, searchWithBounds } from "~/lib/map-bounds";
import { pinPrice } from "~/lib/map-pins";
import { placeTooltip } from "~/lib/tooltip-placement";

const TOOLTIP_SIZE = { width: 220, height: 72 };
const CARD_SIZE = { width: 240, height: 132 };

/** The search without its map area and page: when it changes, the map fits the new results. */
function searchKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("bounds");
  params.delete("page");
  params.sort();
  return params.toString();
}

/**
 * The results on a map (MapLibre, or Google with a key): a price pin per stay, clusters when
 * zoomed out, "search as I move the map" putting the area shown in the URL, and list and map in
 * step: pointing at or focusing a card lights its pin, choosing a pin shows a small card. It fills
 * the box it is given. Loaded lazily (results-map-slot.tsx), in the browser only.
 */
export default function ResultsMap({
  settings,
  properties,
  stayQuery,
  nights,
  list,
}: {
  settings: MapSettings;
  properties: PropertySummary[];
  stayQuery: string;
  nights?: number;
  list: RefObject<HTMLElement | null>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const pagePath = useAmpAwarePath();
  const prices = usePriceSettings();
  const [handle, setHandle] = useState<ResultsMapHandle | null>(null);
  const [failed, setFailed] = useState(false);
  // Busy until the map has drawn once: its first draw is heavy where WebGL runs in software.
  const [drawn, setDrawn] = useState(false);
  // Each pin event remembers the results it was about: a new list (a new search) drops it.
  const [hovered, setHovered] = useState<{ pin: PinEvent; of: PropertySummary[] } | null>(null);
  const [selected, setSelected] = useState<{ pin: PinEvent; of: PropertySummary[] } | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(() => new URLSearchParams(location.search).has("bounds"));
  const fittedFor = useRef<string | null>(null);

  // Each pan reads the latest choice and URL.
  const onHover = useEffectEvent((pin: PinEvent | null) => setHovered(pin ? { pin, of: properties } : null));
  const onSelect = useEffectEvent((pin: PinEvent) => setSelected({ pin, of: properties }));
  const onMove = useEffectEvent((bounds: Parameters<Parameters<ResultsMapHandle["onMove"]>[0]>[0]) => {
    setSelected(null);
    if (!searchAsMove) return;
    const query = searchWithBounds(location.search, bounds);
    // React Router shows a failed navigation in the error boundary: this promise does not reject.
    if (query !== null) void navigate(pagePath(`/properties?${query}`), { replace: true, preventScrollReset: true });
  });

  const { googleMapsKey, styleUrl } = settings;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let made: ResultsMapHandle | null = null;
    let cancelled = false;
    createMap(element, { googleMapsKey, styleUrl })
      .then((map) => {
        if (cancelled) return map.destroy();
        made = map;
        map.onMove((bounds) => onMove(bounds));
        map.onPinHover((pin) => onHover(pin));
        map.onPinSelect((pin) => onSelect(pin));
        map.onIdle(() => setDrawn(true));
        setHandle(map);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      made?.destroy();
    };
  }, [googleMapsKey, styleUrl]);

  useEffect(() => {
    if (!handle) return;
    const pins: MapPin[] = properties.map((property) => ({
      id: property.id,
      lat: property.latitude,
      lng: property.longitude,
      ...(({ text, spoken }) => ({ label: text, spoken }))(pinPrice(property, prices, nights)),
    }));
    handle.setPins(pins);
    // The first time, the area the URL names (a shared or reloaded map); after that, whenever the
    // search itself changes, the new results. The visitor's own pans never move the map back.
    const key = searchKey(location.search);
    if (fittedFor.current === key) return;
    const first = fittedFor.current === null;
    fittedFor.current = key;
    const area =
      (first ? boundsFromParam(new URLSearchParams(location.search).get("bounds")) : null) ?? boundsAround(pins);
    if (area) handle.fitBounds(area);
  }, [handle, properties, prices, nights, location.search]);

  // The list lights pins: a card pointed at or focused (event delegation, the cards stay plain links).
  useEffect(() => {
    const element = list.current;
    if (!handle || !element) return;
    const idOf = (target: EventTarget | null) => {
      const card = target instanceof Element ? target.closest<HTMLElement>("[data-stay-id]") : null;
      return card ? Number(card.dataset.stayId) : null;
    };
    const light = (event: Event) => handle.highlight(idOf(event.target));
    const dim = (event: Event) => {
      const next = "relatedTarget" in event ? idOf((event as FocusEvent).relatedTarget) : null;
      handle.highlight(next);
    };
    element.addEventListener("pointerover", light);
    element.addEventListener("pointerout", dim);
    element.addEventListener("focusin", light);
    element.addEventListener("focusout", dim);
    return () => {
      element.removeEventListener("pointerover", light);
      element.removeEventListener("pointerout", dim);
      element.removeEventListener("focusin", light);
      element.removeEventListener("focusout", dim);
      handle.highlight(null);
    };
  }, [handle, list]);

  if (failed)
    return (
      <p role="status" className="rounded-2xl bg-surface p-4 text-sm text-muted">
        The map could not load. The list shows every result.
      </p>
    );

  const chosen = selected?.of === properties ? selected.pin : null;
  const pointed = hovered?.of === properties && !chosen ? hovered.pin : null;
  const hoveredStay = pointed ? properties.find((property) => property.id === pointed.id) : undefined;
  const selectedStay = chosen ? properties.find((property) => property.id === chosen.id) : undefined;
  // SPEC 9: each floats where it fits in the map with a 10 px margin, top first, then bottom, right, left.
  const tooltip = pointed && hoveredStay ? placeTooltip(pointed.anchor, TOOLTIP_SIZE, pointed.frame) : null;
  const card = chosen && selectedStay ? placeTooltip(chosen.anchor, CARD_SIZE, chosen.frame) : null;
  return (
    <div className="relative h-full w-full">
      <label className="absolute top-3 left-3 z-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium shadow-card">
        <input
          type="checkbox"
          checked={searchAsMove}
          onChange={(event) => setSearchAsMove(event.target.checked)}
          className="accent-brand-600"
        />
        Search as I move the map
      </label>
      <div
        ref={container}
        className="results-map h-full w-full overflow-hidden rounded-3xl bg-surface"
        aria-label="Map of the results"
        aria-busy={!drawn}
        role="region"
      />
      {tooltip && hoveredStay ? (
        <div
          role="tooltip"
          className="pointer-events-none absolute z-20 rounded-xl bg-white p-3 text-sm shadow-card"
          style={{ left: tooltip.x, top: tooltip.y, width: TOOLTIP_SIZE.width }}
        >
          <p className="truncate font-semibold">{hoveredStay.title}</p>
          <p className="text-muted">{pinPrice(hoveredStay, prices, nights).caption}</p>
        </div>
      ) : null}
      {card && selectedStay ? (
        <div
          role="group"
          aria-label={selectedStay.title}
          className="absolute z-20 rounded-2xl bg-white p-3 text-sm shadow-card"
          style={{ left: card.x, top: card.y, width: CARD_SIZE.width }}
          data-testid="map-card"
        >
          <p className="pr-8 font-semibold leading-snug">
            <PageLink
              to={`/properties/${selectedStay.id}/${selectedStay.slug}${stayQuery}`}
              className="hover:underline"
            >
              {selectedStay.title}
            </PageLink>
          </p>
          <p className="mt-1 text-muted">
            {selectedStay.destination.name}, {selectedStay.destination.country}
          </p>
          <p className="mt-1 font-medium">{pinPrice(selectedStay, prices, nights).caption}</p>
          <button
            type="button"
            onClick={() => setSelected(null)}
            aria-label="Close"
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-lg text-muted hover:bg-surface"
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}

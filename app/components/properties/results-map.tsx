import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PropertySummary } from "~/api/schemas";
import { mapsLoader } from "~/client/maps";
import { ShownPrice } from "~/components/prices/listing-price";
import { usePriceSettings } from "~/components/prices/price-settings";
import { shownPrice } from "~/lib/price-display";
import { type PlacedTooltip, placeTooltip } from "~/lib/tooltip-placement";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

interface Hovered {
  property: PropertySummary;
  tooltip: PlacedTooltip;
}

const TOOLTIP_SIZE = { width: 220, height: 72 };

/**
 * The results on a Google map: a price pin per stay, a tooltip placed by the SPEC 9 rule, and
 * "search as I move the map", which puts the visible bounds in the URL. Loaded lazily, in the
 * browser only, and only when a maps key is configured.
 */
export default function ResultsMap({
  apiKey,
  properties,
  stayQuery,
}: {
  apiKey: string;
  properties: PropertySummary[];
  stayQuery: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const pagePath = useAmpAwarePath();
  const [failed, setFailed] = useState(false);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(() => new URLSearchParams(location.search).has("bounds"));
  const prices = usePriceSettings();
  // A pin's price as the cards show it (locale, display currency), read when the pins are made.
  const pinPrice = useEffectEvent((property: PropertySummary) => {
    const shown = shownPrice(prices, property.nightly_price, property.currency);
    return shown.converted ? `≈ ${shown.text}` : shown.text;
  });

  // React Router shows a failed navigation in the error boundary: this promise does not reject.
  const openProperty = useEffectEvent((property: PropertySummary) => {
    void navigate(pagePath(`/properties/${property.id}/${property.slug}${stayQuery}`));
  });

  // The map reports every pan and zoom; each report reads the latest choice and URL.
  const onMapIdle = useEffectEvent((map: google.maps.Map) => {
    if (!searchAsMove) return;
    const visible = map.getBounds();
    if (!visible) return;
    const south = visible.getSouthWest();
    const north = visible.getNorthEast();
    const value = [south.lat(), south.lng(), north.lat(), north.lng()].map((number) => number.toFixed(4)).join(",");
    const params = new URLSearchParams(location.search);
    if (params.get("bounds") === value) return;
    params.set("bounds", value);
    params.delete("page");
    // React Router shows a failed navigation in the error boundary: this promise does not reject.
    void navigate(pagePath(`/properties?${params.toString()}`), { replace: true, preventScrollReset: true });
  });

  useEffect(() => {
    const element = container.current;
    if (!element || properties.length === 0) return;
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    mapsLoader(apiKey)
      .importLibrary("maps")
      .then(({ Map, OverlayView }) => {
        if (cancelled) return;
        const bounds = new google.maps.LatLngBounds();
        for (const property of properties) bounds.extend({ lat: property.latitude, lng: property.longitude });
        const map = new Map(element, {
          center: bounds.getCenter(),
          zoom: 9,
          clickableIcons: false,
          gestureHandling: "cooperative",
        });
        map.fitBounds(bounds, 40);
        const overlay = new OverlayView();
        overlay.onAdd = () => undefined;
        overlay.draw = () => undefined;
        overlay.onRemove = () => undefined;
        overlay.setMap(map);
        for (const property of properties) {
          const marker = new google.maps.Marker({
            map,
            position: { lat: property.latitude, lng: property.longitude },
            title: property.title,
            label: {
              text: pinPrice(property),
              fontWeight: "700",
              fontSize: "12px",
            },
          });
          marker.addListener("mouseover", () => {
            const point = overlay
              .getProjection()
              ?.fromLatLngToContainerPixel(marker.getPosition() as google.maps.LatLng);
            if (!point) return;
            const tooltip = placeTooltip({ x: point.x - 24, y: point.y - 16, width: 48, height: 32 }, TOOLTIP_SIZE, {
              width: element.clientWidth,
              height: element.clientHeight,
            });
            setHovered({ property, tooltip });
          });
          marker.addListener("mouseout", () => setHovered(null));
          marker.addListener("click", () => openProperty(property));
          cleanups.push(() => marker.setMap(null));
        }
        const idle = map.addListener("idle", () => onMapIdle(map));
        cleanups.push(() => idle.remove());
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [apiKey, properties, stayQuery, navigate]);

  if (failed)
    return (
      <p role="status" className="rounded-2xl bg-surface p-4 text-sm text-muted">
        The map could not load. The list shows every result.
      </p>
    );
  return (
    <div className="relative">
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
        className="h-[60vh] min-h-80 w-full overflow-hidden rounded-3xl bg-surface"
        aria-label="Map of the results"
        role="region"
      />
      {hovered ? (
        <div
          role="tooltip"
          className="pointer-events-none absolute z-20 rounded-xl bg-white p-3 text-sm shadow-card"
          style={{ left: hovered.tooltip.x, top: hovered.tooltip.y, width: TOOLTIP_SIZE.width }}
        >
          <p className="truncate font-semibold">{hovered.property.title}</p>
          <p className="text-muted">
            <ShownPrice amount={hovered.property.nightly_price} currency={hovered.property.currency} /> a night
          </p>
        </div>
      ) : null}
    </div>
  );
}

import { type RefObject, Suspense, lazy, useEffect, useRef } from "react";
import type { PropertySummary } from "~/api/schemas";
import { useRootData } from "~/components/session-user";
import { useWhenVisible } from "~/components/use-when-visible";

// The map, its library and its basemap load only once its box is on screen and the page is idle.
const ResultsMap = lazy(() => import("~/components/properties/results-map"));

/**
 * Where the results map goes: a box the page sizes (className), empty until it is on screen,
 * then the map drawn by MapLibre, or by Google when a maps key is configured. The list beside it
 * works without it, and without JavaScript.
 */
export function ResultsMapSlot({
  className,
  hiddenOnPhone = false,
  properties,
  stayQuery,
  nights,
  list,
}: {
  className: string;
  /** Below lg, the map waits behind a button: hidden (and not loaded) until then, scrolled to when shown. */
  hiddenOnPhone?: boolean;
  properties: PropertySummary[];
  stayQuery: string;
  nights?: number;
  /** The list of cards (each `[data-stay-id]`): pointing at or focusing one lights its pin. */
  list: RefObject<HTMLElement | null>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useWhenVisible(box);
  const wasHidden = useRef(hiddenOnPhone);
  useEffect(() => {
    if (wasHidden.current && !hiddenOnPhone) box.current?.scrollIntoView({ block: "nearest" });
    wasHidden.current = hiddenOnPhone;
  }, [hiddenOnPhone]);
  const env = useRootData()?.env;
  const placeholder = <div className="h-full w-full rounded-3xl bg-surface" />;
  return (
    <div ref={box} className={`${hiddenOnPhone ? "hidden lg:block" : ""} ${className}`} data-testid="results-map">
      {shown ? (
        <Suspense fallback={placeholder}>
          <ResultsMap
            settings={{ googleMapsKey: env?.GOOGLE_MAPS_API_KEY, styleUrl: env?.MAP_STYLE_URL }}
            properties={properties}
            stayQuery={stayQuery}
            nights={nights}
            list={list}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

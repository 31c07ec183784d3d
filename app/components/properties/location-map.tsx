import { useEffect, useRef, useState } from "react";
import { useRootData } from "~/components/session-user";
import { useWhenVisible } from "~/components/use-when-visible";
import { AREA_RADIUS_M, approximateCentre } from "~/lib/approximate-area";

/**
 * Where a stay is, roughly: a map of a circle of about 500 m round a point moved away from the
 * stay's own (lib/approximate-area.ts), never the exact spot. The map and its library load once
 * the box is on screen and the page is idle; before that, and without JavaScript, the box says
 * where the stay is in words.
 */
export function LocationMap({
  latitude,
  longitude,
  place,
  className = "h-72 w-full sm:h-96",
}: {
  latitude: number;
  longitude: number;
  /** The area in words ("Chania, Greece"), said under the map and read by screen readers. */
  place: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLElement>(null);
  const shown = useWhenVisible(box);
  const styleUrl = useRootData()?.env.MAP_STYLE_URL;
  const [failed, setFailed] = useState(false);
  const { lat, lng } = approximateCentre(latitude, longitude);

  useEffect(() => {
    const element = canvas.current;
    if (!shown || !element) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    import("~/client/map/area-map")
      .then(({ createAreaMap }) => createAreaMap(element, { centre: { lat, lng }, radius: AREA_RADIUS_M, styleUrl }))
      .then((done) => {
        if (cancelled) done();
        else remove = done;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [shown, lat, lng, styleUrl]);

  return (
    <figure>
      <div ref={box} className={`${className} overflow-hidden rounded-3xl bg-surface`}>
        {failed ? (
          <p role="status" className="p-4 text-sm text-muted">
            The map could not load.
          </p>
        ) : (
          <section ref={canvas} className="h-full w-full" aria-label={`Map of the area around the stay, in ${place}`} />
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted">
        In {place}. The circle shows the area the stay is in, not its exact spot.
      </figcaption>
    </figure>
  );
}

import { useEffect, useRef, useState } from "react";
import type { PinMapHandle, PinPoint } from "~/client/map/pin-map";
import { useWhenVisible } from "~/components/use-when-visible";

/**
 * The location step's map (MapLibre on the offline basemap, or MAP_STYLE_URL's): loaded once its
 * box is on screen and the page is idle, never in the first load. A click or tap places the pin,
 * a drag moves it; `moveTo` changing moves the pin to `pin` (an address chosen).
 */
export function LocationPinMap({
  pin,
  around,
  moveTo,
  styleUrl,
  onPin,
}: {
  pin: PinPoint | null;
  around: PinPoint | null;
  moveTo: number;
  styleUrl?: string;
  onPin: (point: PinPoint) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLElement>(null);
  const shown = useWhenVisible(box);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const handle = useRef<PinMapHandle | null>(null);
  // The map is made once; what it starts from and reports to is read through refs.
  const latest = useRef({ pin, around, onPin });
  useEffect(() => {
    latest.current = { pin, around, onPin };
  });

  useEffect(() => {
    const element = canvas.current;
    if (!shown || !element) return;
    let cancelled = false;
    import("~/client/map/pin-map")
      .then(({ createPinMap }) =>
        createPinMap(element, {
          pin: latest.current.pin,
          around: latest.current.around,
          styleUrl,
          onPin: (point) => latest.current.onPin(point),
        }),
      )
      .then((made) => {
        if (cancelled) return made.destroy();
        handle.current = made;
        // An address chosen while the map was loading.
        if (latest.current.pin) made.setPin(latest.current.pin);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [shown, styleUrl]);

  useEffect(() => {
    if (moveTo > 0 && latest.current.pin) handle.current?.setPin(latest.current.pin);
  }, [moveTo]);
  const aroundLat = around?.lat;
  const aroundLng = around?.lng;
  useEffect(() => {
    if (aroundLat !== undefined && aroundLng !== undefined)
      handle.current?.showArea({ lat: aroundLat, lng: aroundLng });
  }, [aroundLat, aroundLng]);

  return (
    <figure>
      <div ref={box} className="h-72 w-full overflow-hidden rounded-3xl bg-surface sm:h-96">
        {failed ? (
          <p role="status" className="p-4 text-sm text-muted">
            The map could not load. Choose your address above instead.
          </p>
        ) : (
          <section
            ref={canvas}
            className="h-full w-full"
            aria-label="Map to place your property's pin"
            data-ready={ready || undefined}
          />
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted">
        Click or tap where your property is to place the pin, then drag it to the exact spot.
      </figcaption>
    </figure>
  );
}

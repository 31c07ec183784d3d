import { useRef, useState } from "react";
import type { Image } from "~/api/schemas";
import { Picture } from "~/components/picture";
import { PhotoViewer } from "~/components/properties/photo-viewer";
import { useHydrated } from "~/components/use-hydrated";

/** Where each photo sits in the wide grid: one big and four small, or fewer photos side by side. */
function gridPlace(index: number, count: number): string {
  if (count >= 5) return index === 0 ? "sm:col-span-2 sm:row-span-2" : index < 5 ? "" : "sm:hidden";
  if (count === 1) return "sm:col-span-2 sm:row-span-2";
  const firstRows = ["", "", "sm:row-span-1", "sm:row-span-2", "sm:row-span-3"][count] ?? "";
  return index === 0 ? `sm:col-span-1 ${firstRows}` : "";
}

function gridShape(count: number): string {
  if (count >= 5) return "sm:grid-cols-4 sm:grid-rows-2";
  if (count === 1) return "sm:grid-cols-2 sm:grid-rows-2";
  return `sm:grid-cols-2 ${["", "", "sm:grid-rows-1", "sm:grid-rows-2", "sm:grid-rows-3"][count] ?? ""}`;
}

/**
 * The photos: on a phone a strip to swipe with a counter, on a wide screen one big photo and four
 * small. Each photo is a link to the picture itself, which is all there is without JavaScript;
 * with it the link opens the full-screen viewer at that photo, and closing it puts the focus back.
 * Only the first picture loads eagerly, at high priority: it is the page's largest paint.
 */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState<number | null>(null);
  const [stripIndex, setStripIndex] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  if (images.length === 0) return null;

  const open = (index: number, from: HTMLElement) => {
    opener.current = from;
    setShown(index);
  };
  const close = () => {
    setShown(null);
    opener.current?.focus();
  };

  return (
    <section aria-label={`Photos of ${title}`} className="relative -mx-4 sm:mx-0">
      <ul
        onScroll={(event) => {
          const strip = event.currentTarget;
          if (strip.clientWidth > 0) setStripIndex(Math.round(strip.scrollLeft / strip.clientWidth));
        }}
        className={`flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] sm:grid sm:aspect-[2/1] sm:snap-none sm:gap-2 sm:overflow-hidden sm:rounded-3xl ${gridShape(images.length)}`}
      >
        {images.map((image, index) => (
          <li
            key={image.url}
            className={`w-full shrink-0 snap-center sm:w-auto sm:min-h-0 ${gridPlace(index, images.length)}`}
          >
            <a
              href={image.url}
              data-photo={index}
              onClick={(event) => {
                event.preventDefault();
                open(index, event.currentTarget);
              }}
              className="group block h-full overflow-hidden focus-visible:outline-offset-[-3px]"
            >
              <Picture
                src={image.url}
                alt={image.alt}
                width={index === 0 ? 1200 : 600}
                height={index === 0 ? 800 : 400}
                sizes={
                  index === 0
                    ? "(min-width: 1152px) 552px, (min-width: 640px) 50vw, 100vw"
                    : "(min-width: 1152px) 272px, (min-width: 640px) 25vw, 100vw"
                }
                priority={index === 0}
                className="aspect-[3/2] h-full w-full object-cover transition-[filter] group-hover:brightness-90 sm:aspect-auto"
              />
            </a>
          </li>
        ))}
      </ul>
      <p
        aria-hidden="true"
        // A fixed width: the words without JavaScript and the counter with it take the same box (no shift).
        className="pointer-events-none absolute right-3 bottom-3 w-24 rounded-full bg-ink/75 py-1 text-center text-sm font-medium text-white tabular-nums sm:hidden"
      >
        {hydrated ? `${Math.min(stripIndex, images.length - 1) + 1} / ${images.length}` : `${images.length} photos`}
      </p>
      {hydrated ? (
        <button
          type="button"
          onClick={(event) => open(0, event.currentTarget)}
          className="absolute right-4 bottom-4 hidden min-h-11 items-center gap-2 rounded-xl border border-ink/20 bg-white px-4 text-sm font-semibold shadow-card hover:bg-surface sm:inline-flex"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            <path d="M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h6v6h-6z" />
          </svg>
          Show all {images.length} photos
        </button>
      ) : null}
      {images.length > 5 ? (
        <noscript>
          <nav aria-label="More photos" className="mt-2 hidden text-sm sm:block">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {images.slice(5).map((image, index) => (
                <li key={image.url}>
                  <a href={image.url} className="font-medium text-brand-700 underline">
                    Photo {index + 6}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </noscript>
      ) : null}
      {shown !== null ? (
        <PhotoViewer images={images} title={title} index={shown} onIndexChange={setShown} onClose={close} />
      ) : null}
    </section>
  );
}

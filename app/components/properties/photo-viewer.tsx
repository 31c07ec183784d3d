import { useContext, useEffect, useRef } from "react";
import { preload } from "react-dom";
import type { Image } from "~/api/schemas";
import { PictureSettingsContext, Picture } from "~/components/picture";
import { pictureSources } from "~/lib/picture-sources";
import { CloseIcon } from "~/components/close-icon";

/** The photo fills the screen: up to 1600 px wide files. */
const VIEWER_WIDTH = 1600;
const VIEWER_SIZES = "100vw";

/** A horizontal move this long (px) between pressing and lifting is a swipe. */
const SWIPE_PX = 40;

function Arrow({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.2">
      <path d={direction === "previous" ? "m15 5-7 7 7 7" : "m9 5 7 7-7 7"} />
    </svg>
  );
}

/**
 * The photos full screen, one at a time, in a native modal <dialog> (docs/decisions/003): the
 * browser keeps the focus inside and closes it on Escape. Arrow keys, the buttons and a swipe move
 * through the photos (round from the last to the first); the counter says where you are.
 */
export function PhotoViewer({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  images: Image[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pictures = useContext(PictureSettingsContext);
  const pressedAt = useRef<number | null>(null);
  const count = images.length;
  const image = images[index] ?? images[0];
  const move = (step: 1 | -1) => onIndexChange((index + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // The next photo is fetched while this one is looked at, so moving on shows it at once.
  const next = images[(index + 1) % count];
  if (next && next !== image) {
    const sources = pictureSources(next.url, VIEWER_WIDTH, pictures);
    preload(sources.src, { as: "image", imageSrcSet: sources.srcSet, imageSizes: VIEWER_SIZES });
  }
  if (!image) return null;

  return (
    <dialog
      ref={dialog}
      aria-label={`Photos of ${title}`}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        else if (event.key === "ArrowLeft") move(-1);
        else return;
        event.preventDefault();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-white backdrop:bg-ink"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-3 py-2">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="grid size-11 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-white"
            aria-label="Close photos"
          >
            <CloseIcon className="size-6" />
          </button>
          <p aria-live="polite" className="text-sm font-medium tabular-nums">
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <span className="sr-only">
              Photo {index + 1} of {count}
            </span>
          </p>
          <span aria-hidden="true" className="size-11" />
        </div>
        <div
          data-photo-stage=""
          className="relative flex-1 touch-pan-y select-none"
          onPointerDown={(event) => {
            pressedAt.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const start = pressedAt.current;
            pressedAt.current = null;
            if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
            move(event.clientX < start ? 1 : -1);
          }}
          // A photo dragged by the mouse would start the browser's own drag and drop, not a swipe.
          onDragStart={(event) => event.preventDefault()}
          onPointerCancel={() => {
            pressedAt.current = null;
          }}
        >
          <div key={image.url} className="absolute inset-0 flex items-center justify-center">
            <Picture
              src={image.url}
              alt={image.alt}
              width={VIEWER_WIDTH}
              height={(VIEWER_WIDTH * 2) / 3}
              sizes={VIEWER_SIZES}
              eager
              className="max-h-full w-full object-contain"
            />
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                onClick={() => move(-1)}
                className="absolute top-1/2 left-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-card sm:left-4 sm:size-12"
                aria-label="Previous photo"
              >
                <Arrow direction="previous" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                className="absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-card sm:right-4 sm:size-12"
                aria-label="Next photo"
              >
                <Arrow direction="next" />
              </button>
            </>
          ) : null}
        </div>
        <p className="px-4 py-3 text-center text-sm text-white/80">{image.alt}</p>
      </div>
    </dialog>
  );
}

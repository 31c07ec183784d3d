import { useRef } from "react";
import type { Image } from "~/api/schemas";

/**
 * Photos in a scroll-snapping strip: swipe on touch screens, arrow keys once it has focus,
 * and previous/next buttons. Only the first picture loads eagerly.
 */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const strip = useRef<HTMLElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const element = strip.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: "smooth" });
  };
  if (images.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} className="relative">
      {/* The scrolling strip is a named region with a tab stop, so the keyboard can scroll it too. */}
      <section
        ref={strip}
        // A named <section> is a region (jsx-a11y allows regions a tab stop, but does not see it here).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`${images.length} photos, scroll sideways`}
        className="snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-3xl pb-2 [scrollbar-width:thin]"
      >
        <ul className="flex gap-3">
          {images.map((image, index) => (
            <li key={image.url} className="w-[88%] shrink-0 snap-start sm:w-[60%] lg:w-[48%]">
              {/* The slide is a named group inside the list item: a list item itself takes no other role. */}
              <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${images.length}`}>
                <img
                  src={image.url}
                  alt={image.alt}
                  width="1200"
                  height="800"
                  sizes="(min-width: 1024px) 48vw, (min-width: 640px) 60vw, 88vw"
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  decoding="async"
                  className="aspect-[3/2] w-full rounded-3xl object-cover"
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="pointer-events-none absolute inset-y-0 left-2 right-2 hidden items-center justify-between sm:flex">
        <button
          type="button"
          onClick={() => scrollBy(-1)}
          className="pointer-events-auto grid size-11 place-items-center rounded-full bg-white/90 shadow-card"
          aria-label="Previous photos"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="m15 5-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          onClick={() => scrollBy(1)}
          className="pointer-events-auto grid size-11 place-items-center rounded-full bg-white/90 shadow-card"
          aria-label="Next photos"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="m9 5 7 7-7 7" />
          </svg>
        </button>
      </div>
    </section>
  );
}

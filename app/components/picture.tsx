import { createContext, useContext } from "react";
import { API_PICTURES, type PictureSettings, pictureSources } from "~/lib/picture-sources";

/** How pictures are addressed, from the root data, given by the root's providers. */
export const PictureSettingsContext = createContext<PictureSettings>(API_PICTURES);

/**
 * A picture from the API, offered in several widths (`srcset`) so a phone downloads a phone-sized
 * file: resized by the image CDN when IMAGE_CDN is set, by the API's `?w=` otherwise (served
 * from the site's own origin when its server answers them: app/lib/picture-sources.ts).
 *
 * `width` and `height` are the largest size it is shown at (they give the box its ratio before
 * the file arrives: no layout shift); `sizes` says how wide it is shown at each viewport.
 * Below the fold it loads lazily; `priority` is for the page's largest picture (its LCP): loaded
 * at once and fetched before other pictures, and still found by the preload scanner in the HTML.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  /** Above the fold but not the largest paint: loaded at once, at normal priority. */
  eager?: boolean;
  className?: string;
}) {
  const sources = pictureSources(src, width, useContext(PictureSettingsContext));
  return (
    // Attributes in this order on purpose: a browser creating the element in script starts the
    // download when src is set, so loading, priority, sizes and srcset must already be there.
    <img
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      sizes={sources.srcSet ? sizes : undefined}
      srcSet={sources.srcSet}
      src={sources.src}
      alt={alt}
      width={width}
      height={height}
      className={className}
    />
  );
}

import { transform as bunny } from "unpic/providers/bunny";
import { transform as cloudflare } from "unpic/providers/cloudflare";
import { transform as cloudinary } from "unpic/providers/cloudinary";
import { transform as imagekit } from "unpic/providers/imagekit";
import { transform as imgix } from "unpic/providers/imgix";
import { transform as ipx } from "unpic/providers/ipx";
import { transform as netlify } from "unpic/providers/netlify";
import { transform as vercel } from "unpic/providers/vercel";
import { transform as wsrv } from "unpic/providers/wsrv";

/**
 * The widths a picture is offered in (docs/api.md, Pictures: the API answers `?w=` with one of
 * them). A fixed list keeps every variant cacheable and the resizer's work bounded.
 */
export const PICTURE_WIDTHS = [320, 480, 640, 800, 1200, 1600] as const;

/**
 * Image CDNs the site can hand its pictures to (IMAGE_CDN), each through unpic's URL translator.
 * The first five resize pictures from another origin (the API's) at `IMAGE_CDN_DOMAIN`; the
 * others resize pictures the API already serves from them. Imported one by one, not through
 * unpic's `transformUrl`, which brings every provider into the first-load JavaScript.
 */
const TRANSFORMERS = { cloudflare, netlify, vercel, ipx, wsrv, imgix, cloudinary, imagekit, bunny } as const;

export type ImageCdnProvider = keyof typeof TRANSFORMERS;
export const IMAGE_CDN_PROVIDERS = Object.keys(TRANSFORMERS) as ImageCdnProvider[];

/** The configured CDN as the browser receives it (root data): plain data, no secret. */
export type ImageCdn = { provider: ImageCdnProvider; domain?: string };

export type PictureSources = { src: string; srcSet: string | undefined };

/**
 * Widths worth offering a picture shown at most `displayWidth` CSS pixels wide: every listed
 * width up to the first that covers it on a 2x screen.
 */
export function widthsFor(displayWidth: number): number[] {
  const covering = PICTURE_WIDTHS.findIndex((width) => width >= displayWidth * 2);
  return PICTURE_WIDTHS.slice(0, covering === -1 ? PICTURE_WIDTHS.length : covering + 1);
}

/** The API's own resize: the same address with `w` in its query. */
export function apiWidthUrl(src: string, width: number): string {
  const hashAt = src.indexOf("#");
  const [base, hash] = hashAt === -1 ? [src, ""] : [src.slice(0, hashAt), src.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}w=${width}${hash}`;
}

/** The CDN's address of `src` at `width`, or undefined when unpic cannot map that address. */
export function cdnWidthUrl(src: string, width: number, cdn: ImageCdn): string | undefined {
  const base = cdn.domain ? `https://${cdn.domain}` : undefined;
  const options = { domain: cdn.domain, baseUrl: base, baseURL: base && `${base}/_ipx` };
  try {
    const url = TRANSFORMERS[cdn.provider](src, { width }, options);
    // A provider that cannot read the address gives it back unchanged: that is no resize.
    return url && String(url) !== src ? String(url) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `src` and `srcset` of a picture shown at most `displayWidth` CSS pixels wide: resized by the
 * CDN when one is set, by the API otherwise. `src` (for browsers without srcset) is the smallest
 * width that fills the display width on a 1x screen.
 */
export function pictureSources(src: string, displayWidth: number, cdn: ImageCdn | null): PictureSources {
  const widths = widthsFor(displayWidth);
  const urlAt = (width: number) => (cdn ? cdnWidthUrl(src, width, cdn) : apiWidthUrl(src, width));
  const candidates = widths.map((width) => ({ width, url: urlAt(width) }));
  if (candidates.some((candidate) => candidate.url === undefined)) return { src, srcSet: undefined };
  const fallback = candidates.find((candidate) => candidate.width >= displayWidth) ?? candidates.at(-1)!;
  return {
    src: fallback.url!,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(", "),
  };
}

/** Where the CDN serves resized pictures from, when that is another host (for the CSP and preconnect). */
export function imageCdnOrigin(cdn: ImageCdn | null): string | undefined {
  if (cdn?.domain) return `https://${cdn.domain}`;
  return cdn?.provider === "wsrv" ? "https://wsrv.nl" : undefined;
}

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
 * Where the site answers the API's pictures itself (server/picture-proxy.ts): the API's
 * `/images/...` is the site's `/pictures/images/...`. On the page's own origin a picture needs no
 * second connection (no name lookup, no TLS handshake) before the largest paint.
 */
export const PICTURE_PATH = "/pictures";

/**
 * The API's pictures the site answers (docs/api.md, Pictures: `/images/...`, `/uploads/...`), in
 * plain name segments only: no dot segment, no escape, nothing a server might read twice. Pages
 * point at the site only for these, and the site's route refuses every other path.
 */
const PROXIED_PICTURE_PATH = /^\/(?:images|uploads)\/[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*$/;
const PROXIED_PATH_MAX_LENGTH = 256;

export function isProxiedPicturePath(path: string): boolean {
  return path.length <= PROXIED_PATH_MAX_LENGTH && PROXIED_PICTURE_PATH.test(path);
}

/** How the browser gets the pictures (root data): what the picture component and the head's preconnect read. */
export interface PictureSettings {
  /** The image CDN that resizes pictures (IMAGE_CDN); null: the API does, through `?w=`. */
  cdn: ImageCdn | null;
  /** The API's origin when the site serves its pictures at PICTURE_PATH; null: they come from the API. */
  proxiedOrigin: string | null;
  /** The other origin pictures come from, which the page connects to early; null: the site's own. */
  origin: string | null;
}

/**
 * The settings for a site: through the CDN when one is set, else through the site itself when its
 * server answers PICTURE_PATH (server/app.ts; not the dev server), else straight from the API.
 */
export function pictureSettings(options: {
  cdn: ImageCdn | null;
  apiOrigin: string;
  servedBySite: boolean;
}): PictureSettings {
  const proxiedOrigin = !options.cdn && options.servedBySite ? options.apiOrigin : null;
  return {
    cdn: options.cdn,
    proxiedOrigin,
    origin: imageCdnOrigin(options.cdn) ?? (proxiedOrigin ? null : options.apiOrigin),
  };
}

/** Pictures straight from the API, resized by it: the settings where no root data gives any (component tests). */
export const API_PICTURES: PictureSettings = { cdn: null, proxiedOrigin: null, origin: null };

/**
 * The site's own address of an API picture (`/pictures/images/...`), or `src` as it is: a picture
 * on another origin or path, or one with a query or fragment of its own (the site passes on `w` alone).
 */
export function siteAddressOf(src: string, proxiedOrigin: string): string {
  if (!src.startsWith(proxiedOrigin) || /[?#]/.test(src)) return src;
  const path = src.slice(proxiedOrigin.length);
  return isProxiedPicturePath(path) ? `${PICTURE_PATH}${path}` : src;
}

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
 * CDN when one is set, by the API otherwise (through the site's own origin when it serves them).
 * `src` (for browsers without srcset) is the smallest width that fills the display width on a 1x
 * screen.
 */
export function pictureSources(src: string, displayWidth: number, settings: PictureSettings): PictureSources {
  const { cdn, proxiedOrigin } = settings;
  const widths = widthsFor(displayWidth);
  const resized = proxiedOrigin ? siteAddressOf(src, proxiedOrigin) : src;
  const urlAt = (width: number) => (cdn ? cdnWidthUrl(src, width, cdn) : apiWidthUrl(resized, width));
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

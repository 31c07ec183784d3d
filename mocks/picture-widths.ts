import { LRUCache } from "lru-cache";
import type SharpModule from "sharp";

/**
 * The widths `?w=` accepts (docs/api.md, Pictures), the site's own list
 * (app/lib/picture-sources.ts): a fixed list keeps the resizer's work and cache bounded.
 */
export const PICTURE_WIDTHS = [320, 480, 640, 800, 1200, 1600] as const;

/** A `w` query value as a width the API serves, `undefined` when absent, `null` when not one of them. */
export function requestedWidth(url: string): number | undefined | null {
  const value = new URL(url).searchParams.get("w");
  if (value === null) return undefined;
  const width = Number(value);
  return (PICTURE_WIDTHS as readonly number[]).includes(width) ? width : null;
}

let sharpLoad: Promise<typeof SharpModule | null> | undefined;
/** sharp is a development package with a native part: where it cannot load, pictures go unresized. */
function loadSharp(): Promise<typeof SharpModule | null> {
  sharpLoad ??= import("sharp").then(
    (module) => module.default,
    () => null,
  );
  return sharpLoad;
}

const resized = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (bytes) => bytes.length });

/**
 * The picture `width` pixels wide as WebP, never wider than its source; `null` when sharp is not
 * available. Vector sources are drawn at that width rather than scaled from a bitmap.
 */
export async function resizePicture(key: string, source: Buffer, width: number): Promise<Buffer | null> {
  const cacheKey = `${key}@${width}`;
  const cached = resized.get(cacheKey);
  if (cached) return cached;
  const sharp = await loadSharp();
  if (!sharp) return null;
  const bytes = await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  resized.set(cacheKey, bytes);
  return bytes;
}

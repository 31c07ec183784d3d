import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Request, Response } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { cacheClassOf, cacheControl } from "../app/lib/cache-policy";
import { UpstreamDeadlineError, UpstreamTooLargeError, boundedFetch } from "../app/api/bounded-fetch.server";
import { PICTURE_PATH, PICTURE_WIDTHS, isProxiedPicturePath } from "../app/lib/picture-sources";

/**
 * The site's own address for the API's pictures (app/lib/picture-sources.ts, PICTURE_PATH):
 * `/pictures/images/properties/12-1.svg?w=640` is the API's `/images/properties/12-1.svg?w=640`.
 * A page's largest picture then comes over the connection the page came on, instead of a second
 * origin's name lookup, connection and TLS handshake. It forwards nothing of the visitor's (no
 * cookie, no credentials) and answers only what is a picture:
 *
 * - paths under the API's picture paths (docs/api.md, Pictures), plain names only, and `w` one of
 *   PICTURE_WIDTHS or absent: anything else is refused before the API is asked;
 * - the API's 200 only with an image type, at most `maxBytes`, kept as long as the API's
 *   class of answer says (passHeaders); its 304 and 404 as they are;
 *   anything else, a timeout or a refused connection is a 502 or 504, never stored.
 *
 * An SVG answered from the site's origin could run script there if opened on its own: every
 * answer carries a CSP that allows nothing and sandboxes the document, and nosniff.
 */
export interface PictureProxyOptions {
  /** The API's origin (API_BASE_URL's). */
  upstreamOrigin: string;
  /** How long the API has for the whole picture (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** The largest picture passed on; a larger one is cut off. */
  maxBytes: number;
  logger: Logger;
}

/** 10 MB: twice the largest upload the API takes (docs/api.md, 5 MB), and every resized picture is smaller. */
export const PICTURE_MAX_BYTES = 10_000_000;

/** A picture opened on its own runs nothing, loads nothing and cannot reach the site's cookies. */
export const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The types browsers draw in <img>; anything else the API might answer is not passed on. */
const PICTURE_TYPES = new Set(["image/avif", "image/gif", "image/jpeg", "image/png", "image/svg+xml", "image/webp"]);

const WIDTHS_TEXT = PICTURE_WIDTHS.join(", ");
const pictureQuery = z.strictObject(
  { w: z.enum(PICTURE_WIDTHS.map(String), { error: `w must be one of ${WIDTHS_TEXT}.` }).optional() },
  { error: "A picture's address takes no parameter but w." },
);

/** Headers of the API's answer that say what the picture is and which version. */
const PASSED_HEADERS = ["content-type", "etag", "last-modified", "vary"] as const;
/** Headers of the visitor's request the API may use: revalidation and format negotiation. */
const FORWARDED_HEADERS = ["accept", "if-none-match", "if-modified-since"] as const;

export function createPictureProxy({ upstreamOrigin, timeoutMs, maxBytes, logger }: PictureProxyOptions) {
  // The API client's own limits (app/api/bounded-fetch.server.ts): one deadline for the whole
  // answer, and the size cap, declared or streamed.
  const fetchPicture = boundedFetch({ deadlineMs: timeoutMs, maxBytes });
  return async function servePicture(req: Request, res: Response) {
    res.setHeader("Content-Security-Policy", PICTURE_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Mounted at PICTURE_PATH: what follows it is the API's path.
    const path = req.path.slice(PICTURE_PATH.length);
    if (!isProxiedPicturePath(path)) {
      return refuse(res, 404, "No such picture.");
    }
    const query = pictureQuery.safeParse(req.query);
    if (!query.success) {
      return refuse(res, 400, query.error.issues[0]!.message);
    }
    const upstreamUrl = `${upstreamOrigin}${path}${query.data.w ? `?w=${query.data.w}` : ""}`;

    // A visitor who leaves (a closed tab, a lazy picture scrolled past) stops the API's answer too.
    const visitorGone = new AbortController();
    res.once("close", () => visitorGone.abort());
    let upstream: globalThis.Response;
    try {
      upstream = await fetchPicture(upstreamUrl, {
        headers: forwardedHeaders(req),
        signal: visitorGone.signal,
        redirect: "manual",
      });
    } catch (error) {
      if (res.destroyed) return;
      if (error instanceof UpstreamTooLargeError) {
        logger.warn({ picture: path, err: error }, "picture: refused the API's answer");
        return refuse(res, 502, "The picture could not be loaded.");
      }
      const timedOut = error instanceof UpstreamDeadlineError;
      logger.warn({ picture: path, err: timedOut ? undefined : error }, "picture: the API did not answer");
      return refuse(res, timedOut ? 504 : 502, "The picture could not be loaded.");
    }

    if (upstream.status === 304) {
      passHeaders(upstream, res);
      return res.status(304).end();
    }
    if (upstream.status === 404 || upstream.status === 410) {
      await upstream.body?.cancel();
      return refuse(res, 404, "No such picture.");
    }
    const type = (upstream.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (upstream.status !== 200 || !PICTURE_TYPES.has(type) || !upstream.body) {
      await upstream.body?.cancel();
      logger.warn({ picture: path, status: upstream.status, type }, "picture: refused the API's answer");
      return refuse(res, 502, "The picture could not be loaded.");
    }

    passHeaders(upstream, res);
    // Asked for without compression (forwardedHeaders), so the API's length is the body's.
    const declaredLength = upstream.headers.get("content-length");
    if (declaredLength !== null && !upstream.headers.has("content-encoding")) {
      res.setHeader("Content-Length", declaredLength);
    }
    res.status(200);
    if (req.method === "HEAD") {
      await upstream.body.cancel();
      return res.end();
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream), res);
    } catch (error) {
      // Headers are gone: a picture cut short (too large, too slow, the API or the visitor gone) can only end here.
      if (!res.destroyed) res.destroy();
      if (!visitorGone.signal.aborted) logger.warn({ picture: path, err: error }, "picture: cut short");
    }
  };
}

function forwardedHeaders(req: Request): Headers {
  const headers = new Headers({ "Accept-Encoding": "identity" });
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const requestId = req.id;
  if (typeof requestId === "string") headers.set("X-Request-Id", requestId);
  return headers;
}

/**
 * The picture is kept as the API classes it, by the site's policy (app/lib/cache-policy.ts): a
 * year-long immutable picture as a static asset, a private one nowhere; any other, or one the API
 * gives no lifetime, an hour, as the site's own public files.
 */
function passHeaders(upstream: globalThis.Response, res: Response) {
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) res.setHeader(name, value);
  }
  const apiClass = cacheClassOf(upstream.headers.get("cache-control")) ?? "public-page";
  res.setHeader("Cache-Control", cacheControl(apiClass, "file"));
}

function refuse(res: Response, status: number, message: string) {
  res
    .status(status)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl("never-store") })
    .send(message);
}

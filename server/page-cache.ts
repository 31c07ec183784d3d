import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { parseCookie } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { CONSENT_COOKIE_NAME } from "../app/lib/consent";
import { cacheClassOf, sharedFreshnessOf } from "../app/lib/cache-policy";
import { deviceClassOfHeaders } from "../app/lib/device-class";
import { createNonce } from "../app/lib/security-headers";
import { DISPLAY_CURRENCY_COOKIE_NAME } from "../app/lib/display-currency.server";

/**
 * A short cache of the public pages this server rendered, in front of React Router
 * (docs/decisions/020-page-cache.md). It keeps what a shared cache in front may keep, by the
 * same rules as deploy/varnish.vcl, for at most PAGE_CACHE_MS: so a burst of anonymous visitors
 * to one page costs one render, not one each, even with no CDN in front.
 *
 * - Only GETs from visitors whose cookies cannot change a public page: none, or only the consent
 *   choice and the display currency (both in the key). Any other cookie (a session, a notice, a
 *   checkout secret, anything unknown) and any Authorization go straight to React Router.
 * - Only answers a shared cache may keep: 200, `public` with an s-maxage, no Set-Cookie, and a
 *   Vary naming nothing but what the key covers (the device class, the cookies above,
 *   Accept-Language, Accept-Encoding).
 * - Each copy is served with a new CSP nonce, in the header and in the page alike, so a nonce is
 *   never seen twice; and with `Age`, so a cache in front keeps it no longer than it may.
 * - Concurrent misses of one key wait for the first render instead of rendering too. Once a copy
 *   is stale, the next request renders its successor while the others are served the stale copy,
 *   for as long as the page's stale-while-revalidate allows (at most PAGE_CACHE_MS).
 */

export interface PageCacheOptions {
  /** The longest a copy is served; a page's own s-maxage can make it shorter. 0: no cache. */
  maxAgeMs: number;
  /** The most the copies may weigh together. */
  maxBytes: number;
  /** Whether the request came through a proxy TRUST_PROXY names (its X-Device-Class counts). */
  viaTrustedProxy: (req: IncomingMessage) => boolean;
  now?: () => number;
}

interface StoredPage {
  headers: OutgoingHttpHeaders;
  /** The body cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  /** The Content-Security-Policy cut the same way. */
  policyParts: string[] | undefined;
  storedAt: number;
  freshUntil: number;
  /** Until then, once stale, it is still served while one request renders its successor. */
  staleUntil: number;
  bytes: number;
}

/** A copy larger than this (a big site map) is served but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const KEYED_COOKIES = [CONSENT_COOKIE_NAME, DISPLAY_CURRENCY_COOKIE_NAME];
/** The request headers the key covers, by the names an answer's Vary would use. */
const KEYED_VARY = new Set(["user-agent", "x-device-class", "cookie", "accept-language", "accept-encoding"]);
/** Headers of the answer that belong to one response, not to the page. */
const PER_RESPONSE_HEADERS = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "age",
]);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The cookies that decide whether and how a request may be served from the cache. */
function cookieKey(header: string | undefined): string | undefined {
  const cookies = parseCookie(header ?? "");
  const names = Object.keys(cookies);
  if (names.some((name) => !KEYED_COOKIES.includes(name))) return undefined;
  return KEYED_COOKIES.map((name) => cookies[name] ?? "").join(";");
}

function headerText(value: string | number | readonly string[] | undefined): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

function cutAt(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker, from); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** What may be kept of an answer, or undefined when a shared cache could not keep it either. */
function storable(
  res: ServerResponse,
  maxAgeMs: number,
): { headers: OutgoingHttpHeaders; ttlMs: number; staleMs: number } | undefined {
  if (res.statusCode !== 200) return undefined;
  const headers = res.getHeaders();
  if (headers["set-cookie"] !== undefined) return undefined;
  const cacheControl = headerText(headers["cache-control"]);
  if (cacheClassOf(cacheControl) !== "public-page") return undefined;
  const shared = sharedFreshnessOf(cacheControl);
  const ttlMs = Math.min(maxAgeMs, shared.sMaxAge * 1000);
  if (ttlMs <= 0) return undefined;
  const vary = headerText(headers.vary)
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !KEYED_VARY.has(name))) return undefined;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) kept[name] = value;
  }
  return { headers: kept, ttlMs, staleMs: Math.min(maxAgeMs, shared.staleWhileRevalidate * 1000) };
}

type Write = ServerResponse["write"];
type End = ServerResponse["end"];

/** Records what React Router writes, up to MAX_PAGE_BYTES, while it goes to the client as usual. */
function recordBody(res: ServerResponse): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  let size = 0;
  const record = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    chunks.push(bytes);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((...args: unknown[]) => {
    record(args[0], args[1]);
    return write(...args);
  }) as Write;
  res.end = ((...args: unknown[]) => {
    record(args[0], args[1]);
    return end(...args);
  }) as End;
  return () => (size > MAX_PAGE_BYTES ? undefined : Buffer.concat(chunks, size));
}

export function createPageCache({ maxAgeMs, maxBytes, viaTrustedProxy, now = Date.now }: PageCacheOptions) {
  const pages = new LRUCache<string, StoredPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bytes,
  });
  const rendering = new Map<string, Promise<StoredPage | undefined>>();

  function keyOf(req: Request): string | undefined {
    if (req.method !== "GET" || req.headers.authorization !== undefined) return undefined;
    const cookies = cookieKey(req.headers.cookie);
    if (cookies === undefined) return undefined;
    const { deviceClass } = deviceClassOfHeaders((name) => req.get(name), { viaTrustedProxy: viaTrustedProxy(req) });
    return [
      req.protocol,
      req.get("host"),
      deviceClass,
      cookies,
      req.get("accept-language") ?? "",
      req.originalUrl,
    ].join("\n");
  }

  function serve(res: Response, page: StoredPage) {
    const nonce = createNonce();
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value!);
    if (page.policyParts) res.setHeader("Content-Security-Policy", page.policyParts.join(nonce));
    res.setHeader("Age", String(Math.floor((now() - page.storedAt) / 1000)));
    const nonceBytes = Buffer.from(nonce);
    // One write: through compression, a write per part costs twice the CPU of copying the page.
    res.status(200).end(Buffer.concat(page.parts.flatMap((part, index) => (index ? [nonceBytes, part] : [part]))));
  }

  function store(key: string, res: ServerResponse, body: Buffer | undefined): StoredPage | undefined {
    const kept = body && storable(res, maxAgeMs);
    if (!body || !kept) {
      pages.delete(key);
      return undefined;
    }
    const policy = headerText(kept.headers["content-security-policy"]);
    const nonce = NONCE_IN_POLICY.exec(policy)?.[1];
    const storedAt = now();
    const page: StoredPage = {
      headers: kept.headers,
      parts: cutAt(body, nonce),
      policyParts: nonce ? policy.split(nonce) : undefined,
      storedAt,
      freshUntil: storedAt + kept.ttlMs,
      staleUntil: storedAt + kept.ttlMs + kept.staleMs,
      bytes: body.length + policy.length,
    };
    pages.set(key, page);
    return page;
  }

  function renderAndStore(key: string, res: Response, next: NextFunction) {
    const bodyOf = recordBody(res);
    const done = new Promise<StoredPage | undefined>((resolve) => {
      res.once("finish", () => resolve(store(key, res, bodyOf())));
      res.once("close", () => resolve(undefined));
    });
    rendering.set(key, done);
    void done.finally(() => rendering.delete(key));
    next();
  }

  return async function pageCache(req: Request, res: Response, next: NextFunction) {
    if (maxAgeMs <= 0) return next();
    const key = keyOf(req);
    if (key === undefined) return next();
    const page = pages.get(key);
    const time = now();
    const inFlight = rendering.get(key);
    if (page && (page.freshUntil > time || (inFlight && page.staleUntil > time))) return serve(res, page);
    if (inFlight) {
      const rendered = await inFlight;
      if (rendered) return serve(res, rendered);
      return next();
    }
    renderAndStore(key, res, next);
  };
}

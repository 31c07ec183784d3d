import type { IncomingMessage } from "node:http";
import { Transform, type TransformCallback } from "node:stream";
import type { Request } from "express";
import { parseCookie } from "cookie";
import { bodyTooLarge, requestBodyLimit } from "../app/lib/request-body-limits";
import { TOKEN_COOKIE_NAME } from "../app/session/token-cookie.server";
import type { RequestBodyState } from "../app/request-context";

/** Passes bytes through until the cap, then fails instead of reading (or keeping) any more. */
class ByteCap extends Transform {
  private received = 0;
  exceeded = false;

  constructor(readonly limitBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.byteLength;
    if (this.received > this.limitBytes) {
      this.exceeded = true;
      // The React Router answer itself, so the action reading this body throws the 413 page.
      callback(bodyTooLarge() as unknown as Error);
      return;
    }
    callback(null, chunk);
  }
}

function hasBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

function signedIn(req: IncomingMessage): boolean {
  const header = req.headers.cookie;
  return Boolean(header && parseCookie(header)[TOKEN_COOKIE_NAME]);
}

/** The cap for this request's body, by its route and whether a signed-in visitor sends it. */
export function bodyLimitOf(req: IncomingMessage): number {
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  return requestBodyLimit(pathname, signedIn(req));
}

/** A body whose declared length is over its cap: refused without reading a byte of it. */
export function declaresTooLargeBody(req: IncomingMessage): boolean {
  const declared = Number(req.headers["content-length"]);
  return hasBody(req.method ?? "GET") && Number.isFinite(declared) && declared > bodyLimitOf(req);
}

const STREAM_METHODS = ["on", "once", "off", "addListener", "removeListener", "pause", "resume"] as const;

/**
 * The request as the React Router adapter sees it: everything is Express's request, except that
 * its body is read through the cap. The adapter reads the body by listening to the request and
 * pausing and resuming it (its stream pump), so those calls go to the capped stream.
 */
export function capRequestBody(req: Request): { request: Request; body: RequestBodyState } {
  const limitBytes = bodyLimitOf(req);
  if (!hasBody(req.method)) return { request: req, body: { limitBytes, exceeded: () => false } };

  if (declaresTooLargeBody(req)) {
    // The app refuses it before any action; the body stays unread and the connection closes.
    return { request: req, body: { limitBytes, exceeded: () => true } };
  }

  const cap = new ByteCap(limitBytes);
  req.pipe(cap);
  cap.once("error", () => req.unpipe(cap));
  const request = Object.create(req) as Request;
  for (const method of STREAM_METHODS) {
    Object.defineProperty(request, method, {
      value: (...args: unknown[]) => {
        (cap[method] as (...rest: unknown[]) => unknown).apply(cap, args);
        return request;
      },
    });
  }
  Object.defineProperty(request, "destroy", {
    value: (error?: Error) => {
      req.unpipe(cap);
      cap.destroy(error);
      return request;
    },
  });
  Object.defineProperty(request, "readable", { get: () => cap.readable });
  Object.defineProperty(request, "readableHighWaterMark", { get: () => cap.readableHighWaterMark });
  return { request, body: { limitBytes, exceeded: () => cap.exceeded } };
}

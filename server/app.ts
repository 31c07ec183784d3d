import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { cacheControl } from "../app/lib/cache-policy";
import { getEnv } from "../app/env.server";
import { type MethodRefusal, allowedMethods, methodVerdict } from "../app/lib/http-methods";
import { PICTURE_PATH } from "../app/lib/picture-sources";
import {
  type RequestBodyState,
  methodRefusalContext,
  requestBodyContext,
  requestOriginContext,
  servesPicturesContext,
  stylesheetTextContext,
} from "../app/request-context";
import { sharedRedis } from "../app/shared-state/redis.server";
import type { ServerConfig } from "./config";
import { createPageCache } from "./page-cache";
import { readBuiltStylesheets } from "./built-stylesheets";
import { PICTURE_MAX_BYTES, createPictureProxy } from "./picture-proxy";
import { createPostTargets } from "./post-targets";
import { listPublicPaths, mayNamePublicPath } from "./public-files";
import { capRequestBody, declaresTooLargeBody } from "./request-body";
import { requestLogger } from "./request-log";

export { parseServerConfig, ServerConfigError } from "./config";
/** The context the server fills per request: in-process tests set it as the server would. */
export { requestOriginContext };
export { createLogger } from "./request-log";
export { declaresTooLargeBody };

/** The React Router server build this bundle was made with (tests and tools import it from here). */
export const build = serverBuild as unknown as ServerBuild;

/** Whether the server is finishing its last requests before it stops (SIGTERM). */
export interface Lifecycle {
  draining: boolean;
}

/** 2^18 bytes: the largest page the site writes is well under it. */
export const BROTLI_WINDOW_BITS = 18;
const REQUEST_ID = /^[\w.:@-]{1,128}$/;
/** How long what a refused body still sends is read and dropped before the connection closes. */
const UNREAD_BODY_LINGER_MS = 2000;
const SHARED_STATE_WAIT_MS = 2000;

interface ServerAppOptions {
  config: Pick<ServerConfig, "TRUST_PROXY" | "PAGE_CACHE_MS" | "PAGE_CACHE_MB">;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Where the browser bundle and the public files were built (build/client). */
  clientDir: string;
}

/**
 * The site's HTTP server: Express 5 in front of React Router's request handler, with what a
 * deployment behind a proxy and a CDN needs: trusted forwarded headers, request ids and logs,
 * health checks, compression, static files with their cache lifetimes, and capped bodies.
 */
export function createServerApp({ config, logger, lifecycle, clientDir }: ServerAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Only the hops named here may say who the client is and whether it used https.
  app.set("trust proxy", config.TRUST_PROXY);
  const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;

  const viaTrustedProxy = (req: IncomingMessage) => trusts(req.socket.remoteAddress ?? "", 0);
  const requestIdOf = (req: IncomingMessage) => {
    const sent = req.headers["x-request-id"];
    if (typeof sent === "string" && REQUEST_ID.test(sent) && viaTrustedProxy(req)) return sent;
    return randomUUID();
  };

  app.use(requestLogger(logger, requestIdOf));
  // pino-http stores the id it was given (requestIdOf) on the request.
  const requestIdSet = (req: Request) => (typeof req.id === "string" ? req.id : "");
  app.use((req, res, next) => {
    res.setHeader("X-Request-Id", requestIdSet(req));
    // While draining, keep-alive connections are closed after their answer, so clients reconnect
    // to an instance that stays.
    if (lifecycle.draining) res.setHeader("Connection", "close");
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", cacheControl("never-store")).json({ status: "ok" });
  });
  // Connect to the shared store at start, not on the first request (which would count and cache
  // in this process alone): not ready until connected, or for 2 s at most when Redis is down.
  const redis = sharedRedis();
  let sharedStateSettled = !redis;
  const settle = () => (sharedStateSettled = true);
  void redis?.connecting.then(settle);
  setTimeout(settle, SHARED_STATE_WAIT_MS).unref();
  app.get("/readyz", (_req, res) => {
    res.set("Cache-Control", cacheControl("never-store"));
    if (!sharedStateSettled) res.status(503).json({ status: "connecting" });
    else if (lifecycle.draining) res.status(503).json({ status: "draining" });
    else res.json({ status: "ready" });
  });

  // gzip at level 3, zlib's fastest family (levels 1-3): a third of level 6's CPU on a page for
  // 6-8% more bytes. A CDN in front asks for gzip and keeps the answer; browsers get brotli at
  // quality 4, compression's default. Answers under 1 KB that say their length go as they are.
  // Brotli with a 256 KB window instead of 4 MB: every page fits in it, so the answer is the same
  // size, and each answer's encoder no longer sets up the large window, which was half its CPU
  // (a 100 KB page: 5.2 -> 2.5 ms) and most of what writing the stylesheet into pages added.
  app.use(compression({ level: 3, brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } }));

  // Methods first (lib/http-methods.ts): what the address serves is in Allow on every refusal
  // and on OPTIONS; a refused method gets the error page (see handleRefusedMethod below).
  const acceptsPost = createPostTargets(build);
  app.use((req, res, next) => {
    let postable: boolean | undefined;
    const postableHere = () =>
      (postable ??= acceptsPost(req.path, new URL(req.originalUrl, "http://site.invalid").search));
    const verdict = methodVerdict(req.method, postableHere);
    if (verdict.kind === "serve") return next();
    res.setHeader("Allow", allowedMethods(postableHere()));
    if (verdict.kind === "options") {
      res.set("Cache-Control", cacheControl("never-store")).status(204).end();
      return;
    }
    handleRefusedMethod(req, res, next, verdict.refusal);
  });
  // Hashed file names: a changed file gets a new name, so a year-long immutable lifetime is safe.
  const staticAsset = cacheControl("static-asset");
  const publicFile = cacheControl("public-page", "file");
  // The build wrote a brotli and a gzip twin of each text asset (scripts/precompress-assets.ts):
  // the client gets the smallest it accepts, as it is, and the compression below leaves it alone.
  app.use(
    "/assets",
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: {
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", staticAsset),
      },
    }),
  );
  // Only requests that can name a public file reach the static server: the rest skip its disk lookup.
  const publicPaths = listPublicPaths(clientDir);
  const servePublicFile = express.static(clientDir, {
    cacheControl: false,
    setHeaders: (res) => res.setHeader("Cache-Control", publicFile),
  });
  app.use((req, res, next) => {
    if (mayNamePublicPath(publicPaths, req.path)) return servePublicFile(req, res, next);
    next();
  });

  // The API's pictures on the site's own origin (app/lib/picture-sources.ts); pages point here
  // because this server says it answers them (servesPicturesContext below).
  const env = getEnv();
  app.get(
    `${PICTURE_PATH}/{*picture}`,
    createPictureProxy({
      upstreamOrigin: new URL(env.API_BASE_URL).origin,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      maxBytes: PICTURE_MAX_BYTES,
      logger,
    }),
  );

  // After compression, so a copy is kept as rendered and compressed for each client as it asks.
  app.use(
    createPageCache({
      maxAgeMs: config.PAGE_CACHE_MS,
      maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
      viaTrustedProxy,
    }),
  );

  const bodyStates = new WeakMap<Request, RequestBodyState>();
  const methodRefusals = new WeakMap<Request, MethodRefusal>();
  const stylesheetText = readBuiltStylesheets(clientDir);
  const handleWithReactRouter = createRequestHandler({
    build,
    getLoadContext: (req: Request) => {
      const context = new RouterContextProvider();
      context.set(requestOriginContext, {
        clientIp: req.ip ?? "unknown",
        requestId: requestIdSet(req),
        viaTrustedProxy: viaTrustedProxy(req),
      });
      context.set(stylesheetTextContext, stylesheetText);
      context.set(servesPicturesContext, true);
      const body = bodyStates.get(req);
      if (body) context.set(requestBodyContext, body);
      const refusal = methodRefusals.get(req);
      if (refusal) context.set(methodRefusalContext, refusal);
      return context;
    },
  });

  /**
   * The client is told not to send more on this connection; what it still sends is read and
   * dropped for a moment, so that closing does not reset the connection before the client has
   * read the answer, then the connection is closed whatever the client does.
   */
  const closeAfterAnswer = (req: Request, res: Response) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
    req.resume();
    res.once("finish", () => setTimeout(() => req.socket.destroy(), UNREAD_BODY_LINGER_MS).unref());
  };

  /**
   * A method the site does not serve: Node's Request cannot carry some (TRACE), and React Router
   * has nothing to run for any, so React Router gets the request as a GET of the same address
   * with the refusal in its context, and answers with the error page and the refusal's status
   * (middleware/method-refusal.server.ts). A body the request carries is never read.
   */
  function handleRefusedMethod(req: Request, res: Response, next: NextFunction, refusal: MethodRefusal) {
    const asGet = Object.create(req) as Request;
    Object.defineProperty(asGet, "method", { value: "GET" });
    methodRefusals.set(asGet, refusal);
    const declaresBody =
      Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
    if (declaresBody) closeAfterAnswer(req, res);
    void handleWithReactRouter(asGet, res, next);
  }

  app.all("/{*path}", (req, res, next) => {
    const { request, body } = capRequestBody(req);
    bodyStates.set(request, body);
    // The 413: the rest of the body is not read.
    const refuse = () => closeAfterAnswer(req, res);
    if (body.exceeded()) refuse();
    else req.once("unpipe", () => body.exceeded() && refuse());
    void handleWithReactRouter(request, res, next);
  });

  return app;
}

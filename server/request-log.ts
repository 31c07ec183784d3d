import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerConfig } from "./config";

/** Health probes arrive every few seconds from every balancer: they would drown the real lines. */
const UNLOGGED_PATHS = new Set(["/healthz", "/readyz"]);

function pathOf(req: IncomingMessage): string {
  // The query is left out: it can carry a password-reset token or an email address.
  return (req.url ?? "/").split("?")[0] ?? "/";
}

/**
 * A 5xx is the site's fault and logged as an error, except 501: the site's answer to a method no
 * standard defines (lib/http-methods.ts), which is the client's doing, like a 405.
 */
function isServerFault(status: number): boolean {
  return status >= 500 && status !== 501;
}

export function createLogger(config: Pick<ServerConfig, "LOG_LEVEL" | "LOG_FORMAT">): Logger {
  const pretty = config.LOG_FORMAT === "pretty";
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "vacation-rentals" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
  });
}

/**
 * One line per request: method, path, status, duration (responseTime, ms) and the request id.
 * The request is described by hand rather than by pino's serializer, so no header (cookies,
 * Authorization) and no body can reach a log line.
 */
export function requestLogger(logger: Logger, requestIdOf: (req: IncomingMessage) => string) {
  return pinoHttp({
    logger,
    genReqId: (req) => requestIdOf(req),
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(pathOf(req)) },
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: pathOf(req) }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || isServerFault(res.statusCode) ? "error" : "info"),
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
  });
}

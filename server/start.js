// Production start: validate the configuration first (the app's and the server's), so a wrong
// variable stops start-up with a message naming it, then serve the site (server/app.ts) until
// SIGTERM or SIGINT, and stop gracefully: not ready, finish what is in flight, exit 0.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { useReactRouterProductionBuild } from "./react-router-production.js";

useReactRouterProductionBuild();

const buildPath = path.resolve(process.env.SERVER_BUILD_PATH ?? "build/server/index.js");
process.env.NODE_ENV ??= "production";

let server;
try {
  // Importing the server build runs the zod validation of the app's environment (app/env.server.ts).
  server = await import(pathToFileURL(buildPath).href);
} catch (error) {
  if (error && error.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes(buildPath)) {
    console.error(`No server build at ${buildPath}: run "npm run build" first.`);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
}

let config;
try {
  config = server.parseServerConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const logger = server.createLogger({
  LOG_LEVEL: config.LOG_LEVEL,
  LOG_FORMAT: config.LOG_FORMAT ?? (process.stdout.isTTY && process.env.APP_ENV === "local" ? "pretty" : "json"),
});
const lifecycle = { draining: false };
const app = server.createServerApp({
  config,
  logger,
  lifecycle,
  clientDir: path.resolve(path.dirname(buildPath), "../client"),
});

const http = app.listen(config.PORT, config.HOST ?? "0.0.0.0", (error) => {
  if (error) {
    logger.fatal({ err: error }, "could not listen");
    process.exit(1);
  }
  logger.info({ port: config.PORT, host: config.HOST ?? "0.0.0.0" }, `listening on http://localhost:${config.PORT}`);
});
// Clients that expect "100 Continue" before sending a body are not invited to send one over its cap.
http.on("checkContinue", (req, res) => {
  if (!server.declaresTooLargeBody(req)) res.writeContinue();
  http.emit("request", req, res);
});

function shutDown(signal) {
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  logger.info(
    { signal, delayMs: config.SHUTDOWN_DELAY_MS, drainMs: config.SHUTDOWN_DRAIN_MS },
    "draining: not ready, finishing requests in flight",
  );
  setTimeout(() => {
    http.close(() => {
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open; busy ones close after their answer.
    http.closeIdleConnections();
    setTimeout(() => {
      logger.warn("drain time over: closing the connections left");
      http.closeAllConnections();
    }, config.SHUTDOWN_DRAIN_MS).unref();
  }, config.SHUTDOWN_DELAY_MS);
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));

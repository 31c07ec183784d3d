// Production start: validate the configuration first, so a wrong variable stops start-up with
// a message naming it instead of a stack trace on the first request, then hand over to
// @react-router/serve (static assets with immutable caching, compression, the request handler).
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const buildPath = path.resolve(process.env.SERVER_BUILD_PATH ?? "build/server/index.js");
process.env.PORT ??= "3000";
process.env.NODE_ENV ??= "production";

try {
  // Importing the server build runs the zod validation of the environment (app/env.server.ts).
  await import(pathToFileURL(buildPath).href);
} catch (error) {
  if (error && error.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes(buildPath)) {
    console.error(`No server build at ${buildPath}: run "npm run build" first.`);
  } else {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
}

const require = createRequire(import.meta.url);
const serveDir = path.dirname(require.resolve("@react-router/serve/package.json"));
process.argv.splice(2, 0, buildPath);
require(path.join(serveDir, "dist/cli.js"));

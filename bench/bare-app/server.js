// Serves the bare app's build the way react-router-serve does (@react-router/serve is not
// installed here): compression, the hashed assets cached for a year, the other public files for
// an hour, then React Router. PORT and HOST as react-router-serve reads them.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const buildDir = path.join(import.meta.dirname, "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));
app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "0.0.0.0");

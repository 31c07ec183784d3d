// `npm run demo`: builds when the build is missing or older than the sources, starts the
// embedded demo API and the site against it, and prints the URL. `--dev` runs the Vite dev
// server instead of the production build.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { demoEnv } from "./demo-env.js";

const dev = process.argv.includes("--dev");
const sitePort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.DEMO_API_PORT ?? 4010);
const env = { ...process.env, ...demoEnv({ sitePort, apiPort }), DEMO_API_PORT: String(apiPort) };

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const built = "build/server/index.js";
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime("app"),
    newestMtime("server"),
    newestMtime("public"),
    statSync("package.json").mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

if (!dev && buildIsStale()) {
  console.log("Building the site…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function start(command, args) {
  const child = spawn(command, args, { stdio: "inherit", env });
  child.on("exit", (code) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? 0);
  });
  children.push(child);
  return child;
}

start(process.execPath, ["--import", "tsx", "mocks/server.ts"]);
if (dev) start("npx", ["react-router", "dev", "--port", String(sitePort)]);
else start(process.execPath, ["server/start.js"]);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
console.log(
  `\n  The site runs on the demo API at http://localhost:${sitePort}  (demo API: http://127.0.0.1:${apiPort})\n`,
);

// npm run profile: where the server's time goes, page by page. Starts the bench's setup (the demo
// API recorded into the upstream stub, then stopped; our production server; the bare app beside
// it) and, for each page asked for, runs autocannon for PROFILE_SECONDS and reads from /proc how
// much CPU the server process spent per request: a figure that holds on a noisy machine, where
// requests per second do not. With --cpu-prof, our server runs under `node --cpu-prof` and the
// heaviest frames (by self time and by total time) are printed per page.
//
//   npm run profile -- home property            CPU ms per request of these pages and of the bare app
//   npm run profile -- --cpu-prof property      the same, and the property page's top frames
//
// Pages: bare, home, search, property, post, checkout. Ports: 3311 (site), 3331 (bare app), 4311
// (stub), 4331 (demo API): beside the bench's, so both can run.
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { demoEnv } from "./demo-env.js";
import { assertPortFree, demoCheckoutPath, demoPages, startNode, stopAll, waitFor } from "./measure-support.js";

const SITE_PORT = 3311;
const BARE_PORT = 3331;
const STUB_PORT = 4311;
const DEMO_API_PORT = 4331;
const SITE = `http://localhost:${SITE_PORT}`;
const BARE = `http://localhost:${BARE_PORT}`;
const STUB = `http://127.0.0.1:${STUB_PORT}`;
const DEMO_API = `http://127.0.0.1:${DEMO_API_PORT}`;
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const CONNECTIONS = 32;
const CLOCK_TICKS_PER_SECOND = 100;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "cpu-prof": { type: "boolean", default: false },
    top: { type: "string", default: "25" },
    /** Where to keep the .cpuprofile (for Chromium's DevTools or a closer look). */
    out: { type: "string" },
  },
});
const wanted = positionals.length > 0 ? positionals : ["bare", "home", "property"];

/** User and system CPU time of a process so far, in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function cannon(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { "accept-encoding": "gzip" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Runs the load on `url` and returns the server's CPU per request and the load's figures. */
async function load(url, pid) {
  await cannon(url, 2);
  const before = cpuMs(pid);
  const result = await cannon(url, SECONDS);
  const spent = cpuMs(pid) - before;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    cpuMsPerRequest: spent / result.requests.total,
    non2xx: result.non2xx,
  };
}

/** Self time per frame, and total time (the frame and what it called) per frame, from a .cpuprofile. */
function summarise(profileFile, top) {
  const profile = JSON.parse(readFileSync(profileFile, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const frame = node.callFrame;
    const file = frame.url ? path.basename(frame.url.replace(/^file:\/\//, "")) : "";
    return `${frame.functionName || "(anonymous)"} ${file}${file ? `:${frame.lineNumber + 1}` : ""}`;
  };
  const selfUs = new Map();
  const totalUs = new Map();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (node.callFrame.functionName === "(idle)") {
      idle += delta;
      return;
    }
    busy += delta;
    const name = label(node);
    selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
    // A frame counts once per sample however deep its recursion.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const each = label(byId.get(at));
      if (seen.has(each)) continue;
      seen.add(each);
      totalUs.set(each, (totalUs.get(each) ?? 0) + delta);
    }
  });
  const share = (us) => `${((us / busy) * 100).toFixed(1)}%`;
  const ranked = (map) =>
    [...map]
      .filter(([name]) => !name.startsWith("(root)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${share(us).padStart(6)}  ${name}`);
  return [
    `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`,
    "self time:",
    ...ranked(selfUs),
    "total time (the frame and what it called):",
    ...ranked(totalUs),
  ].join("\n");
}

async function main() {
  for (const port of [SITE_PORT, BARE_PORT, STUB_PORT, DEMO_API_PORT]) await assertPortFree(port);
  const build = spawnSync("node_modules/.bin/react-router", ["build", "bench/bare-app"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`Building the bare app failed:\n${build.stdout}${build.stderr}`);

  const demoApi = startNode(["--import", "tsx", "mocks/server.ts"], { DEMO_API_PORT: String(DEMO_API_PORT) });
  startNode(["scripts/upstream-stub.js", "--port", String(STUB_PORT), "--record-from", DEMO_API], {});
  await waitFor(`${DEMO_API}/categories`);
  await waitFor(`${STUB}/__upstream-stub/report`);
  const { propertyPath, postPath } = await demoPages(DEMO_API);
  const paths = {
    home: "/",
    search: "/properties?destination=Portugal",
    property: propertyPath,
    post: postPath,
    checkout: await demoCheckoutPath(DEMO_API),
  };

  const profileDir = mkdtempSync(path.join(tmpdir(), "site-profile-"));
  const site = startNode(
    [...(values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "server/start.js"],
    {
      ...demoEnv({ sitePort: SITE_PORT, apiPort: STUB_PORT }),
      APP_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      // Every request renders: the profile is of the render, not of the page cache's copies.
      PAGE_CACHE_MS: "0",
    },
  );
  const bare = startNode(["bench/bare-app/server.js"], {
    NODE_ENV: "production",
    PORT: String(BARE_PORT),
    HOST: "127.0.0.1",
  });
  await waitFor(`${SITE}/`);
  await waitFor(`${BARE}/`);
  for (const key of wanted.filter((each) => each !== "bare")) {
    if (!paths[key]) throw new Error(`Unknown page "${key}": one of bare, ${Object.keys(paths).join(", ")}.`);
    const answer = await fetch(`${SITE}${paths[key]}`, { headers: { "accept-encoding": "gzip" } });
    if (!answer.ok) throw new Error(`${paths[key]} answered ${answer.status}.`);
    await answer.arrayBuffer();
  }
  await fetch(`${STUB}/__upstream-stub/replay`, { method: "POST" });
  demoApi.kill("SIGTERM");

  for (const key of wanted) {
    const figures = key === "bare" ? await load(`${BARE}/`, bare.pid) : await load(`${SITE}${paths[key]}`, site.pid);
    console.log(
      `${key.padEnd(9)} ${figures.cpuMsPerRequest.toFixed(2)} ms CPU per request, ${figures.requestsPerSecond} req/s` +
        (figures.non2xx ? `, ${figures.non2xx} non-2xx` : ""),
    );
  }

  if (values["cpu-prof"]) {
    const exited = new Promise((resolve) => site.once("exit", resolve));
    site.kill("SIGTERM");
    await exited;
    const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("The server wrote no CPU profile.");
    console.log(`\nCPU profile of ${wanted.filter((each) => each !== "bare").join(", ")}:`);
    console.log(summarise(path.join(profileDir, file), Number(values.top)));
    if (values.out) copyFileSync(path.join(profileDir, file), values.out);
  }
  rmSync(profileDir, { recursive: true, force: true });
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopAll();
    process.exit(1);
  });

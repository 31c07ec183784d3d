// npm run profile: where the server's time goes, page by page. Starts the bench's setup (the demo
// API recorded into the upstream stub, then stopped; our production server; the bare app beside
// it) and, for each page asked for, runs autocannon for PROFILE_SECONDS and reads from /proc how
// much CPU the server process spent per request: a figure that holds on a noisy machine, where
// requests per second do not. With --cpu-prof, the server carries scripts/cpu-profile-hook.js and
// profiles each page's measured run alone (not start-up, warm-up or the other pages); the
// heaviest frames by self time and by total time are printed per page, with the share of each
// origin (our build, react-dom, react-router, Node's internals, the garbage collector...).
//
//   npm run profile -- home property                  CPU ms per request of these pages and of the bare app
//   npm run profile -- --cpu-prof property            the same, and the property page's top frames
//   npm run profile -- --cpu-prof --write f.txt post  the tables also written to f.txt
//   npm run profile -- --page-cache post              with the page cache on, as `npm run bench` runs
//   npm run profile -- --read a.cpuprofile            the tables of a profile kept with --out
//
// Pages: bare, home, search, property, post, checkout. Without --page-cache every request renders
// (PAGE_CACHE_MS=0): the figures are of the render, not of the page cache's copies. --out DIR
// keeps the .cpuprofile files (for Chromium's DevTools). Ports: 3311 (site), 3331 (bare app), 4311
// (stub), 4331 (demo API): beside the bench's, so both can run.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
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
    "page-cache": { type: "boolean", default: false },
    top: { type: "string", default: "20" },
    /** A folder to keep each page's .cpuprofile in (<page>.cpuprofile). */
    out: { type: "string" },
    /** A file the figures and tables are appended to, as printed. */
    write: { type: "string" },
    /** Only summarise .cpuprofile files already written (the positionals), run nothing. */
    read: { type: "boolean", default: false },
  },
});
const wanted = positionals.length > 0 ? positionals : ["bare", "home", "property"];

function print(text) {
  console.log(text);
  if (values.write) appendFileSync(values.write, `${text}\n`);
}

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

/**
 * Runs the load on `url` after a 2 s warm-up and returns the server's CPU per request and the
 * load's figures; `during` brackets the measured run (the profiler's start and stop).
 */
async function load(url, pid, during = { start() {}, stop() {} }) {
  await cannon(url, 2);
  await during.start();
  const before = cpuMs(pid);
  const result = await cannon(url, SECONDS);
  const spent = cpuMs(pid) - before;
  await during.stop();
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: spent / result.requests.total,
    non2xx: result.non2xx,
  };
}

/** Where a frame's code comes from: our build, a package, Node itself, or V8 (no file). */
function originOf(url) {
  if (!url) return "(V8/native)";
  const file = url.replace(/^file:\/\//, "");
  const scoped = file.match(/node_modules\/((@[^/]+\/)?[^/]+)\//);
  if (scoped) return scoped[1];
  if (file.includes("/build/server/")) return "ours (build/server)";
  if (!file.startsWith("/")) return "node internals";
  return path.relative(process.cwd(), file);
}

/**
 * Where a sample's time goes: the first of these stages (in this order) with a frame anywhere in
 * its stack, so compression run from React's flush counts as compression and a socket write of
 * an upstream call as the call. "React Router's route work" is what it does per request for the
 * whole route table (createServerRoutes, the partial manifest of lazy route discovery, matching):
 * it grows with the number of routes, which the bare app has one of.
 */
const STAGES = [
  ["compression (zlib)", /zlib|ZlibBase|node_modules\/compression\//],
  ["React Router's route work", /^(createServerRoutes|getPartialManifest|matchServerRoutes) /],
  ["upstream calls (fetch, ky)", /^boundedFetch |node_modules\/ky\/|undici|^fetch /],
  ["loader data encoding (turbo-stream)", /^encodeViaTurboStream /],
  ["React render", /^performWork /],
  ["loaders and middleware", /^(runMiddlewarePipeline|callLoaderOrAction|callDataStrategyImpl) /],
  ["request log (pino)", /node_modules\/pino/],
  ["HTTP, Express, the adapter", /node:_http|node:net|node_modules\/(express|router|@react-router\/(express|node))\//],
];

function stageOf(chain) {
  if (chain[0].callFrame.functionName === "(garbage collector)") return "garbage collector";
  const frames = chain.map((each) => `${each.callFrame.functionName} ${each.callFrame.url}`);
  for (const [stage, pattern] of STAGES) if (frames.some((frame) => pattern.test(frame))) return stage;
  return "other";
}

/**
 * Self time per frame (function and file), total time per frame (the frame and what it called,
 * counted once per sample however deep its recursion), and self time per origin, from a
 * .cpuprofile; percentages of the busy time (samples that were not idle).
 */
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
  const originUs = new Map();
  const stageUs = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    const name = node.callFrame.functionName;
    if (name === "(idle)") {
      idle += delta;
      return;
    }
    const chain = [];
    for (let at = id; at !== undefined; at = parent.get(at)) chain.push(byId.get(at));
    // The profiler stopping itself (the hook's SIGUSR2 handler) is not the server's work.
    if (chain.some((each) => each.callFrame.url.endsWith("cpu-profile-hook.js"))) return;
    busy += delta;
    add(selfUs, label(node), delta);
    add(stageUs, stageOf(chain), delta);
    add(originUs, name.startsWith("(") && !node.callFrame.url ? name : originOf(node.callFrame.url), delta);
    const seen = new Set();
    for (const each of chain.map(label)) {
      if (seen.has(each)) continue;
      seen.add(each);
      add(totalUs, each, delta);
    }
  });
  const share = (us) => `${((us / busy) * 100).toFixed(1)}%`;
  const ranked = (map, count) =>
    [...map]
      .filter(([name]) => !name.startsWith("(root)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `  ${share(us).padStart(6)}  ${name}`);
  return [
    `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`,
    `time by stage (the first of these in its stack):`,
    ...ranked(stageUs, STAGES.length + 2),
    `self time by origin:`,
    ...ranked(originUs, 12),
    `self time, top ${top}:`,
    ...ranked(selfUs, top),
    `total time (the frame and what it called), top ${top}:`,
    ...ranked(totalUs, top),
  ].join("\n");
}

/**
 * Brackets runs with the profiler of scripts/cpu-profile-hook.js in process `child`, which numbers
 * the profiles it writes 1, 2, ...: one of these per process.
 */
function profiler(child, dir) {
  let count = 0;
  return {
    file: () => path.join(dir, `${count}.cpuprofile`),
    start: () => child.kill("SIGUSR2"),
    async stop() {
      count += 1;
      child.kill("SIGUSR2");
      const file = path.join(dir, `${count}.cpuprofile`);
      for (let waited = 0; !existsSync(file); waited += 100) {
        if (waited > 30_000) throw new Error("The server wrote no CPU profile.");
        await sleep(100);
      }
    },
  };
}

async function main() {
  if (values.read) {
    for (const file of positionals) print(`\nCPU profile ${file}:\n${summarise(file, Number(values.top))}\n`);
    return;
  }
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
    [...(values["cpu-prof"] ? ["--import", "./scripts/cpu-profile-hook.js"] : []), "server/start.js"],
    {
      ...demoEnv({ sitePort: SITE_PORT, apiPort: STUB_PORT }),
      APP_ENV: "production",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      CPU_PROFILE_DIR: profileDir,
      ...(values["page-cache"] ? {} : { PAGE_CACHE_MS: "0" }),
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

  print(
    `# npm run profile ${process.argv.slice(2).join(" ")}: ${new Date().toISOString()}, ${CONNECTIONS} connections, ` +
      `${SECONDS} s a page, page cache ${values["page-cache"] ? "on" : "off"}`,
  );
  const siteProfiler = values["cpu-prof"] ? profiler(site, profileDir) : undefined;
  for (const key of wanted) {
    const bracket = key === "bare" ? undefined : siteProfiler;
    const figures =
      key === "bare" ? await load(`${BARE}/`, bare.pid) : await load(`${SITE}${paths[key]}`, site.pid, bracket);
    print(
      `${key.padEnd(9)} ${figures.cpuMsPerRequest.toFixed(2)} ms CPU per request, ${figures.requestsPerSecond} req/s, ` +
        `p50 ${figures.p50} ms, p99 ${figures.p99} ms (${(figures.p99 / figures.p50).toFixed(2)}x)` +
        (figures.non2xx ? `, ${figures.non2xx} non-2xx` : ""),
    );
    if (bracket) {
      print(`\nCPU profile of ${key} (${paths[key]}):\n${summarise(bracket.file(), Number(values.top))}\n`);
      if (values.out) copyFileSync(bracket.file(), path.join(values.out, `${key}.cpuprofile`));
    }
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

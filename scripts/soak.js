// npm run soak: a bounded load run on loopback with the demo API failing 10% of the time.
// Checks that the server never crashes, that every request gets an answer (no connection error,
// no timeout), and that memory after warm-up grows less than the stated bound. Writes
// bench/results/soak-<time>.json and .md and prints the summary; exits 1 when a check fails.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { demoEnv } from "./demo-env.js";
import { demoPages, startNode, waitFor } from "./measure-support.js";

const SITE_PORT = 3410;
const API_PORT = 4410;
const SITE = `http://localhost:${SITE_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const MINUTES = Number(process.env.SOAK_MINUTES ?? 3);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const FAILURE_RATE = 0.1;
/** Growth of the server's resident memory from the end of warm-up to the end of the run. */
const MEMORY_BOUND_MB = 64;
const SAMPLE_MS = 5000;

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function load(requests, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: SITE, connections: CONNECTIONS, duration: seconds, requests, timeout: 20 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("error", reject);
  });
}

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" first.');
  // The shared cache and the page cache are off so that every page view reaches the failing API.
  const env = {
    ...demoEnv({ sitePort: SITE_PORT, apiPort: API_PORT }),
    DEMO_API_PORT: String(API_PORT),
    UPSTREAM_TIMEOUT_MS: "3000",
    UPSTREAM_CACHE_MS: "0",
    PAGE_CACHE_MS: "0",
  };
  // Real ids first, from a healthy demo API; then the same API, failing.
  const healthy = startNode(["--import", "tsx", "mocks/server.ts"], { ...env, DEMO_API_FAILURE_RATE: "0" });
  await waitFor(`${API}/categories`);
  const { propertyPath, postPath } = await demoPages(API);
  healthy.kill("SIGTERM");
  await new Promise((resolve) => healthy.once("exit", resolve));
  startNode(["--import", "tsx", "mocks/server.ts"], { ...env, DEMO_API_FAILURE_RATE: String(FAILURE_RATE) });
  await waitFor(`${API}/categories`);
  // The server logs every failure it handles; the soak reads answers, not the log.
  const site = startNode(["server/start.js"], env, { showErrors: false });
  await waitFor(`${SITE}/about-us`);

  const paths = [
    "/",
    "/properties?destination=Portugal",
    propertyPath,
    "/blog",
    postPath,
    "/categories",
    "/destinations",
    `/properties?destination=Portugal&page=2`,
  ];
  const requests = paths.map((path) => ({ method: "GET", path }));

  console.log(`Soak: ${MINUTES} min, ${CONNECTIONS} connections, API failing ${FAILURE_RATE * 100}% of requests…`);
  await load(requests, 20); // warm-up, not counted
  const samples = [{ at: 0, rssMb: rssMb(site.pid) }];
  const started = Date.now();
  const sampler = setInterval(() => {
    if (site.exitCode === null)
      samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: Number(rssMb(site.pid).toFixed(1)) });
  }, SAMPLE_MS);
  const result = await load(requests, MINUTES * 60);
  clearInterval(sampler);
  const alive =
    site.exitCode === null &&
    (await fetch(`${SITE}/about-us`).then(
      (response) => response.ok,
      () => false,
    ));
  if (alive) samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: Number(rssMb(site.pid).toFixed(1)) });

  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  );
  const growth = Number((samples.at(-1).rssMb - samples[0].rssMb).toFixed(1));
  const checks = [
    { check: "the server never crashed and still answers", met: alive, value: alive ? "alive" : "down" },
    {
      check: "every request got an answer (no connection error, no timeout)",
      met: result.errors === 0 && result.timeouts === 0,
      value: `${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    },
    {
      check: `memory growth after warm-up < ${MEMORY_BOUND_MB} MB`,
      met: growth < MEMORY_BOUND_MB,
      value: `${growth} MB (${samples[0].rssMb.toFixed(1)} → ${samples.at(-1).rssMb} MB)`,
    },
  ];
  const when = new Date().toISOString();
  const summary = [
    `# Soak ${when}`,
    "",
    `${MINUTES} min on loopback, ${CONNECTIONS} connections over ${paths.length} pages, the demo API failing ${FAILURE_RATE * 100}% of requests (500, 503, malformed JSON, dropped connection). Node ${process.version}.`,
    "",
    `Requests: ${result.requests.total} (${Math.round(result.requests.average)}/s); latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms.`,
    `Statuses: ${Object.entries(statusCounts)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", ")}.`,
    `Memory (RSS, MB) every ${SAMPLE_MS / 1000} s: ${samples.map((sample) => sample.rssMb.toFixed?.(1) ?? sample.rssMb).join(", ")}.`,
    "",
    "| check | result | value |",
    "| --- | --- | --- |",
    ...checks.map((check) => `| ${check.check} | ${check.met ? "met" : "**missed**"} | ${check.value} |`),
    "",
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  const stamp = when.replace(/[:.]/g, "-");
  writeFileSync(
    `bench/results/soak-${stamp}.json`,
    JSON.stringify(
      {
        when,
        minutes: MINUTES,
        connections: CONNECTIONS,
        failureRate: FAILURE_RATE,
        requests: result.requests.total,
        statusCounts,
        errors: result.errors,
        timeouts: result.timeouts,
        latency: result.latency,
        samples,
        checks,
      },
      null,
      2,
    ),
  );
  writeFileSync(`bench/results/soak-${stamp}.md`, summary);
  console.log(`\n${summary}`);
  return checks.every((check) => check.met);
}

main()
  .then((ok) => process.exit(ok ? 0 : 1))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

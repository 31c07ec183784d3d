// npm run bench: Lighthouse (mobile preset, median of 3) on five pages, and server throughput
// (autocannon, 32 connections) of home and a property page beside a bare "hello" page served by
// the same server, in the same run. Writes bench/results/<time>.json and .md, prints the summary.
// Figures are ratios or scores from one run: these machines are shared and noisy, so the pages
// take turns in several rounds and each ratio is the median of its rounds' ratios.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { demoEnv } from "./demo-env.js";
import { demoPages, startNode, stopAll, waitFor } from "./measure-support.js";

const SITE_PORT = 3310;
const API_PORT = 4310;
const SITE = `http://localhost:${SITE_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** DESIGN.md budgets. */
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  homeJsKb: 150,
  homeJsAimKb: 130,
  throughputRatio: 0.5,
};

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(url) {
  const result = await cannon(url);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p95: result.latency.p97_5 ?? result.latency.p95, p99: result.latency.p99 },
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Each page in turn, `ROUNDS` times, after one unmeasured warm-up run each (caches, JIT). A
 * page's ratio to the bare page is taken within a round, where both met the same machine load,
 * and the median round's ratio is reported with the median of its other figures.
 */
async function throughput(pages) {
  for (const page of pages) await cannon(page.url).catch(() => undefined);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const runs = [];
    for (const page of pages) runs.push(await measure(page.url));
    rounds.push(runs);
    console.log(
      `  round ${round + 1}: ${runs.map((run, index) => `${pages[index].name} ${run.requestsPerSecond}/s`).join(", ")}`,
    );
  }
  return pages.map((page, index) => {
    const runs = rounds.map((runs) => runs[index]);
    return {
      name: page.name,
      url: page.url,
      requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
      latencyMs: {
        p50: median(runs.map((run) => run.latencyMs.p50)),
        p95: median(runs.map((run) => run.latencyMs.p95)),
        p99: median(runs.map((run) => run.latencyMs.p99)),
      },
      ratioToHello: Number(
        median(rounds.map((runs) => runs[index].requestsPerSecond / runs[0].requestsPerSecond)).toFixed(2),
      ),
      roundRatios: rounds.map((runs) => Number((runs[index].requestsPerSecond / runs[0].requestsPerSecond).toFixed(2))),
      failed: runs.reduce((sum, run) => sum + run.failed, 0),
    };
  });
}

async function audit(chrome, name, url) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    runs.push(result.lhr);
  }
  const median = computeMedianRun(runs);
  const score = (category) => Math.round((median.categories[category]?.score ?? 0) * 100);
  const scripts = median.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  return {
    name,
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(median.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(median.audits["total-blocking-time"].numericValue),
    cls: Number(median.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKbGzip: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    failing: Object.values(median.audits)
      .filter(
        (each) =>
          each.score !== null &&
          each.score < 1 &&
          ["binary", "numeric"].includes(each.scoreDisplayMode) &&
          median.categories.performance.auditRefs.every((ref) => ref.id !== each.id),
      )
      .map((each) => each.id),
  };
}

function table(rows, columns) {
  return [
    `| ${columns.join(" | ")} |`,
    `| ${columns.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" first.');
  // Measured as production serves it (robots.txt only allows crawling in production).
  const env = {
    ...demoEnv({ sitePort: SITE_PORT, apiPort: API_PORT }),
    APP_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    DEMO_API_PORT: String(API_PORT),
    BENCH_ROUTES: "1",
  };
  startNode(["--import", "tsx", "mocks/server.ts"], env);
  await waitFor(`${API}/categories`);
  startNode(["server/start.js"], env);
  await waitFor(`${SITE}/bench/hello`);
  const { propertyPath, postPath } = await demoPages(API);

  console.log(`Server throughput: ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds…`);
  const server = await throughput([
    { name: "bare hello page", url: `${SITE}/bench/hello` },
    { name: "home", url: `${SITE}/` },
    { name: "property page", url: `${SITE}${propertyPath}` },
  ]);

  console.log(`Lighthouse: mobile preset, median of ${LIGHTHOUSE_RUNS}…`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-dev-shm-usage",
    ],
  });
  const pages = [
    ["home", "/"],
    ["properties (destination)", "/properties?destination=Portugal"],
    ["property", propertyPath],
    ["blog", "/blog"],
    ["post", postPath],
  ];
  const lighthouseRows = [];
  try {
    for (const [name, path] of pages) lighthouseRows.push(await audit(chrome, name, `${SITE}${path}`));
  } finally {
    await chrome.kill();
  }

  const homeJs = lighthouseRows[0].jsKbGzip;
  const checks = [
    ...lighthouseRows.flatMap((row) => [
      [`${row.name}: performance >= ${BUDGETS.performance}`, row.performance >= BUDGETS.performance, row.performance],
      ...["accessibility", "best-practices", "seo"].map((category) => [
        `${row.name}: ${category} = 100`,
        row[category] === 100,
        row[category],
      ]),
    ]),
    [
      `home first-load JS <= ${BUDGETS.homeJsKb} KB gzip (aim ${BUDGETS.homeJsAimKb})`,
      homeJs <= BUDGETS.homeJsKb,
      `${homeJs} KB`,
    ],
    [
      `home throughput >= ${BUDGETS.throughputRatio} of the bare page`,
      server[1].ratioToHello >= BUDGETS.throughputRatio,
      server[1].ratioToHello,
    ],
    [
      "no request failed during the load runs",
      server.every((row) => row.failed === 0),
      server.map((row) => row.failed).join("/"),
    ],
  ].map(([budget, met, value]) => ({ budget, met, value }));

  const when = new Date().toISOString();
  const summary = [
    `# Benchmark ${when}`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}. One run; figures are scores or ratios.`,
    "",
    "## Lighthouse (mobile preset, median of " + LIGHTHOUSE_RUNS + ")",
    "",
    table(
      lighthouseRows.map((row) => [
        row.name,
        row.performance,
        row.accessibility,
        row["best-practices"],
        row.seo,
        row.lcpMs,
        row.tbtMs,
        row.cls,
        row.jsKbGzip,
      ]),
      ["page", "perf", "a11y", "best practices", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB gzip"],
    ),
    "",
    `## Server (autocannon, ${CONNECTIONS} connections, ${DURATION} s a run, median of ${ROUNDS} rounds)`,
    "",
    table(
      server.map((row) => [
        row.name,
        row.requestsPerSecond,
        row.latencyMs.p50,
        row.latencyMs.p95,
        row.latencyMs.p99,
        row.ratioToHello,
        row.roundRatios.join(" / "),
        row.failed,
      ]),
      ["page", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "ratio to hello", "each round", "failed"],
    ),
    "",
    "The throughput budget is the home page's (DESIGN.md); the property page is reported beside it.",
    "",
    "## Budgets (DESIGN.md)",
    "",
    table(
      checks.map((check) => [check.budget, check.met ? "met" : "**missed**", check.value]),
      ["budget", "result", "value"],
    ),
    "",
  ].join("\n");

  mkdirSync("bench/results", { recursive: true });
  const stamp = when.replace(/[:.]/g, "-");
  writeFileSync(
    `bench/results/${stamp}.json`,
    JSON.stringify({ when, node: process.version, lighthouse: lighthouseRows, server, budgets: checks }, null, 2),
  );
  writeFileSync(`bench/results/${stamp}.md`, summary);
  writeFileSync("bench/results/latest.md", summary);
  console.log(`\n${summary}\nWritten to bench/results/${stamp}.json and .md`);
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

// npm run bench: the site's own cost, beside its floor. Two servers in one run: a bare React Router
// app of the same version (bench/bare-app, built here into its own git-ignored build dir) and our
// production server, whose upstream is a stub answering from memory (scripts/upstream-stub.js:
// the demo API's answers recorded once at start, then the demo API stopped), so the figures are
// the site's, not the demo API's.
//
// Throughput: autocannon, 32 connections, the bare app and five pages of the site (home, search,
// a property, a post, checkout) taking turns in ROUNDS rounds after one unmeasured warm-up each;
// each ratio is the median of its rounds' ratios to the bare app. Lighthouse (mobile preset,
// median of LIGHTHOUSE_RUNS) on the bare app and the five pages of DESIGN.md's budgets. Prints one
// table and the budgets met or missed; writes bench/results/<time>.json and .md.
//
// Exits 1 when a measured page answers anything but 2xx (the figures would be an error page's);
// a missed budget exits 1 only with BENCH_STRICT=1, otherwise it is printed as a MISSED line.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { checkBudgets } from "./bench-budgets.js";
import { demoEnv } from "./demo-env.js";
import { assertPortFree, demoCheckoutPath, demoPages, startNode, stopAll, waitFor } from "./measure-support.js";

// Distinct from Playwright's (3210-3213, 4210-4211), the CI copies' (3610+), the demo's (3000, 4010) and
// the ones next to ours that profiling scripts here have taken (3311, 3320, 4311-4313); the bench
// stops at once if one of them is taken (main() below), rather than measure someone else's server.
const SITE_PORT = 3310;
const BARE_PORT = 3330;
const STUB_PORT = 4310;
const DEMO_API_PORT = 4330;
const SITE = `http://localhost:${SITE_PORT}`;
const BARE = `http://localhost:${BARE_PORT}`;
const STUB = `http://127.0.0.1:${STUB_PORT}`;
const DEMO_API = `http://127.0.0.1:${DEMO_API_PORT}`;
const BARE_APP_DIR = "bench/bare-app";
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const STRICT = process.env.BENCH_STRICT === "1";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** BENCH_PAGES=search,property: only those pages (and the bare app, always), to try one change quickly. */
const ONLY_PAGES = process.env.BENCH_PAGES
  ? new Set(process.env.BENCH_PAGES.split(",").map((key) => key.trim()))
  : null;
/** What autocannon sends, and what Lighthouse's mobile Chrome sends: the site's answers may differ by device. */
const VISITORS = [
  { "accept-encoding": "gzip" },
  {
    "accept-encoding": "gzip",
    "accept-language": "en-US",
    "user-agent":
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
  },
];

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
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Each page in turn, `ROUNDS` times, after one unmeasured warm-up run each (caches, JIT). A
 * page's ratio to the bare app (pages[0]) is taken within a round, where both met the same
 * machine load, and the median of the rounds' ratios is reported with the median of its other
 * figures.
 */
async function throughput(pages) {
  for (const page of pages) await cannon(page.url).catch(() => undefined);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const runs = [];
    for (const page of pages) runs.push(await measure(page.url));
    rounds.push(runs);
    console.log(
      `  round ${round + 1}: ${runs.map((run, index) => `${pages[index].key} ${run.requestsPerSecond}/s`).join(", ")}`,
    );
  }
  return pages.map((page, index) => {
    const runs = rounds.map((each) => each[index]);
    const ratios = rounds.map((each) => each[index].requestsPerSecond / each[0].requestsPerSecond);
    return {
      key: page.key,
      name: page.name,
      url: page.url,
      requestsPerSecond: Math.round(median(runs.map((run) => run.requestsPerSecond))),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      ratio: Number(median(ratios).toFixed(2)),
      roundRatios: ratios.map((ratio) => Number(ratio.toFixed(2))),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    };
  });
}

/**
 * What the page's largest paint was and where its time went, as Lighthouse splits it (TTFB, then
 * for a picture the wait before its request and its download, then the wait until it was drawn).
 */
function lcpBreakdown(lhr) {
  const tables = (lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []).filter(
    (item) => item.type === "table",
  );
  const node = tables[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing)]));
  const element = node ? `${node.nodeLabel ?? ""} <${(node.snippet ?? "").match(/^<(\w+)/)?.[1] ?? "?"}>` : "";
  return { lcpElement: element.trim(), lcpPhases: phases };
}

async function audit(chrome, page) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouse(page.url, { port: chrome.port, output: "json", logLevel: "error" });
    runs.push(result.lhr);
  }
  const lhr = computeMedianRun(runs);
  // The whole report of the median run, to read what the table leaves out (requests, their timing).
  mkdirSync("bench/results/lighthouse", { recursive: true });
  writeFileSync(`bench/results/lighthouse/${page.key}.json`, JSON.stringify(lhr));
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  return {
    key: page.key,
    name: page.name,
    url: page.url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    ...lcpBreakdown(lhr),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKbGzip: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    failing: Object.values(lhr.audits)
      .filter(
        (each) =>
          each.score !== null &&
          each.score < 1 &&
          ["binary", "numeric"].includes(each.scoreDisplayMode) &&
          lhr.categories.performance.auditRefs.every((ref) => ref.id !== each.id),
      )
      .map((each) => each.id),
    /** What the failing audits found, for the JSON: their first items as Lighthouse gives them. */
    failingDetails: Object.values(lhr.audits)
      .filter((each) => each.score !== null && each.score < 1 && ["binary", "numeric"].includes(each.scoreDisplayMode))
      .map((each) => ({ id: each.id, title: each.title, items: (each.details?.items ?? []).slice(0, 5) })),
  };
}

async function lighthouseRows(pages) {
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
  const rows = [];
  try {
    for (const page of pages) {
      rows.push(await audit(chrome, page));
      console.log(`  ${page.key}: performance ${rows.at(-1).performance}, LCP ${rows.at(-1).lcpMs} ms`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

function buildBareApp() {
  const build = spawnSync("node_modules/.bin/react-router", ["build", BARE_APP_DIR], { encoding: "utf8" });
  if (build.status !== 0) {
    throw new Error(`Building the bare app (${BARE_APP_DIR}) failed:\n${build.stdout}${build.stderr}`);
  }
}

/**
 * Asks the site once for each page as each kind of visitor, so the stub records every upstream
 * answer those pages need, and asks the stub for every picture the pages show. A page that does
 * not answer 2xx stops the bench.
 */
async function recordUpstream(paths) {
  const pictures = new Set();
  // With the width the page asks for (docs/api.md, Pictures): every width in a srcset is its own answer.
  // The site serves the API's pictures at its own /pictures (server/picture-proxy.ts): asked
  // through the site, the stub records them all the same.
  const picture = new RegExp(`(?:${STUB.replaceAll(".", "\\.")}|/pictures)/images/[\\w./-]+(?:\\?w=\\d+)?`, "g");
  for (const path of paths) {
    for (const headers of VISITORS) {
      const answer = await fetch(`${SITE}${path}`, { headers, redirect: "manual" });
      if (answer.status < 200 || answer.status > 299) throw new Error(`${path} answered ${answer.status}, not 2xx.`);
      for (const url of (await answer.text()).match(picture) ?? [])
        pictures.add(url.startsWith("/") ? `${SITE}${url}` : url);
    }
  }
  for (const url of pictures) {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200.`);
  }
  const replaying = await (await fetch(`${STUB}/__upstream-stub/replay`, { method: "POST" })).json();
  return replaying.canned;
}

/** Each page once more with the demo API gone: the stub alone must be enough. */
async function checkPagesAnswer(urls) {
  for (const url of urls) {
    const answer = await fetch(url, { headers: VISITORS[0], redirect: "manual" });
    await answer.arrayBuffer();
    if (answer.status < 200 || answer.status > 299) throw new Error(`${url} answered ${answer.status}, not 2xx.`);
  }
}

function table(rows, columns) {
  return [
    `| ${columns.join(" | ")} |`,
    `| ${columns.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** One row per page: its throughput and Lighthouse figures, and the budgets it missed. */
function summaryTable(pages, server, audits, checks) {
  const dash = "–";
  return table(
    pages.map((page) => {
      const run = server.find((row) => row.key === page.key);
      const lh = audits.find((row) => row.key === page.key);
      const missed = checks.filter((check) => check.page === page.key && !check.met);
      const checked = checks.some((check) => check.page === page.key);
      return [
        page.name,
        run ? run.requestsPerSecond : dash,
        run ? run.p50 : dash,
        run ? run.p99 : dash,
        run ? `${(run.p99 / run.p50).toFixed(2)}x` : dash,
        run ? run.errors : dash,
        run ? `${run.ratio}x` : dash,
        lh ? lh.performance : dash,
        lh ? lh.lcpMs : dash,
        lh ? lh.cls : dash,
        lh ? `${lh.accessibility}/${lh["best-practices"]}/${lh.seo}` : dash,
        lh ? lh.jsKbGzip : dash,
        page.key === "bare"
          ? "floor"
          : missed.length > 0
            ? `**missed**: ${missed.map((check) => `${check.budget} (${check.value})`).join("; ")}`
            : checked
              ? "met"
              : dash,
      ];
    }),
    [
      "page",
      "req/s",
      "p50 ms",
      "p99 ms",
      "p99/p50",
      "errors",
      "ratio to bare",
      "LH perf",
      "LCP ms",
      "CLS",
      "a11y/BP/SEO",
      "JS KB gzip",
      "budgets",
    ],
  );
}

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error('No build: run "npm run build" first.');
  for (const port of [SITE_PORT, BARE_PORT, STUB_PORT, DEMO_API_PORT]) await assertPortFree(port);
  const loadAtStart = loadavg();
  console.log(`Building the bare app (${BARE_APP_DIR})…`);
  buildBareApp();

  const demoApi = startNode(["--import", "tsx", "mocks/server.ts"], { DEMO_API_PORT: String(DEMO_API_PORT) });
  startNode(["scripts/upstream-stub.js", "--port", String(STUB_PORT), "--record-from", DEMO_API], {});
  await waitFor(`${DEMO_API}/categories`);
  await waitFor(`${STUB}/__upstream-stub/report`);
  const { propertyPath, postPath } = await demoPages(DEMO_API);
  const checkoutPath = await demoCheckoutPath(DEMO_API);

  // Our server as production runs it (robots.txt only allows crawling in production), upstream: the stub.
  startNode(["server/start.js"], {
    ...demoEnv({ sitePort: SITE_PORT, apiPort: STUB_PORT }),
    APP_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
  });
  startNode([`${BARE_APP_DIR}/server.js`], { NODE_ENV: "production", PORT: String(BARE_PORT), HOST: "127.0.0.1" });
  await waitFor(`${SITE}/`);
  await waitFor(`${BARE}/`);

  const pages = [
    { key: "bare", name: "bare app (hello)", url: `${BARE}/`, throughput: true, lighthouse: true },
    { key: "home", name: "home", path: "/", throughput: true, lighthouse: true },
    { key: "search", name: "search", path: "/properties?destination=Portugal", throughput: true, lighthouse: true },
    { key: "property", name: "property", path: propertyPath, throughput: true, lighthouse: true },
    { key: "blog", name: "blog", path: "/blog", throughput: false, lighthouse: true },
    { key: "post", name: "post", path: postPath, throughput: true, lighthouse: true },
    { key: "checkout", name: "checkout (anonymous)", path: checkoutPath, throughput: true, lighthouse: false },
  ]
    .filter((page) => page.key === "bare" || !ONLY_PAGES || ONLY_PAGES.has(page.key))
    .map((page) => ({ ...page, url: page.url ?? `${SITE}${page.path}` }));

  console.log("Recording the upstream answers of the measured pages from the demo API…");
  const canned = await recordUpstream(pages.filter((page) => page.path).map((page) => page.path));
  demoApi.kill("SIGTERM");
  await checkPagesAnswer(pages.map((page) => page.url));
  console.log(`  ${canned} canned answers; the demo API is stopped.`);

  console.log(`Server throughput: ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds…`);
  const server = await throughput(pages.filter((page) => page.throughput));

  console.log(`Lighthouse: mobile preset, median of ${LIGHTHOUSE_RUNS}…`);
  const audits = await lighthouseRows(pages.filter((page) => page.lighthouse));

  const stub = await (await fetch(`${STUB}/__upstream-stub/report`)).json();
  const checks = checkBudgets({ throughput: server, lighthouse: audits });
  const missed = checks.filter((check) => !check.met);
  const loadAtEnd = loadavg();
  const when = new Date().toISOString();
  const load = (figures) => figures.map((figure) => figure.toFixed(2)).join(" ");

  const summary = [
    `# Benchmark ${when}`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, load average ${load(loadAtStart)} at start, ${load(loadAtEnd)} at end. One run: compare each figure with the bare app's row, measured beside it.`,
    "",
    `Throughput: autocannon, ${CONNECTIONS} connections, ${DURATION} s a run, median of ${ROUNDS} rounds (ratio: median of the rounds' ratios to the bare app). Lighthouse: mobile preset, median of ${LIGHTHOUSE_RUNS}. Our server runs with APP_ENV=production against the upstream stub (${canned} canned answers recorded from the demo API).`,
    "",
    summaryTable(pages, server, audits, checks),
    "",
    `Ratio in each round: ${server.map((row) => `${row.key} ${row.roundRatios.join(" / ")}`).join("; ")}.`,
    "",
    `Upstream requests the stub had no answer for: ${stub.unknown.length === 0 ? "none" : stub.unknown.map((each) => `${each.request} (${each.times}x)`).join(", ")}.`,
    "",
    "Lighthouse audits below 1 outside performance: " +
      (audits
        .filter((row) => row.failing.length > 0)
        .map((row) => `${row.key}: ${row.failing.join(", ")}`)
        .join("; ") || "none") +
      ".",
    "",
    "## Where the largest paint's time went (Lighthouse's LCP breakdown, median run)",
    "",
    table(
      audits.map((row) => [
        row.name,
        row.fcpMs,
        row.lcpMs,
        row.lcpElement.replaceAll("|", "/").slice(0, 60),
        ...["TTFB", "Load Delay", "Load Time", "Render Delay"].map((phase) => row.lcpPhases[phase] ?? "–"),
      ]),
      ["page", "FCP ms", "LCP ms", "LCP element", "TTFB", "load delay", "load time", "render delay"],
    ),
    "",
    "## Budgets (DESIGN.md)",
    "",
    table(
      checks.map((check) => [check.page, check.budget, check.value, check.met ? "met" : "**MISSED**"]),
      ["page", "budget", "value", "result"],
    ),
    "",
  ].join("\n");

  mkdirSync("bench/results", { recursive: true });
  const stamp = when.replace(/[:.]/g, "-");
  writeFileSync(
    `bench/results/${stamp}.json`,
    JSON.stringify(
      {
        when,
        node: process.version,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        settings: { connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, lighthouseRuns: LIGHTHOUSE_RUNS },
        pages: pages.map(({ key, name, url }) => ({ key, name, url })),
        server,
        lighthouse: audits,
        upstreamStub: { canned, unknown: stub.unknown },
        budgets: checks,
      },
      null,
      2,
    ),
  );
  writeFileSync(`bench/results/${stamp}.md`, summary);
  writeFileSync("bench/results/latest.md", summary);
  console.log(`\n${summary}\nWritten to bench/results/${stamp}.json and .md`);
  for (const check of missed) console.log(`MISSED: ${check.page}: ${check.budget} (${check.value})`);

  const non2xx = server.filter((row) => row.non2xx > 0);
  if (non2xx.length > 0) {
    throw new Error(
      `Pages answered non-2xx under load: ${non2xx.map((row) => `${row.key} ${row.non2xx}x`).join(", ")}.`,
    );
  }
  return STRICT && missed.length > 0 ? 1 : 0;
}

main()
  .then((code) => {
    stopAll();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopAll();
    process.exit(1);
  });

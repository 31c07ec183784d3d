// The budgets of DESIGN.md ("Budgets"), checked against one `npm run bench` run. Every figure is
// set beside the bare React Router app measured in the same run (the row keyed "bare").

export const BUDGETS = {
  /** Requests/s as a share of the bare app's, at 32 connections with the upstream stubbed. */
  throughputRatio: { home: 0.6, property: 0.5 },
  /** No long tail: p99 <= this many times p50, on every page of the site. */
  tail: 3,
  /** Lighthouse mobile performance, and how far below the bare app's it may be. */
  performance: 97,
  performanceBelowBare: 3,
  /** Largest Contentful Paint over the bare app's. */
  lcpOverBareMs: 400,
  cls: 0.02,
  /** Categories that must score 100 (SEO with APP_ENV=production, as the bench runs the site). */
  perfect: ["accessibility", "best-practices", "seo"],
  /** First-load JavaScript of home, KB gzip. */
  homeJsKb: 120,
};

/**
 * @typedef {{ key: string, name: string, requestsPerSecond: number, p50: number, p99: number,
 *   ratio: number, errors: number }} ThroughputRow
 * @typedef {{ key: string, name: string, performance: number, accessibility: number,
 *   "best-practices": number, seo: number, lcpMs: number, cls: number, jsKbGzip: number }} LighthouseRow
 * @typedef {{ page: string, budget: string, met: boolean, value: string }} Check
 */

/**
 * Every budget that applies to this run's rows, met or not. Throughput and Lighthouse rows carry
 * the page's `key` (bare, home, property…); the bare app's rows are the floor, held only to "no
 * errors" (errors there would make every ratio meaningless).
 * @param {{ throughput: ThroughputRow[], lighthouse: LighthouseRow[] }} run
 * @returns {Check[]}
 */
export function checkBudgets({ throughput, lighthouse }) {
  /** @type {Check[]} */
  const checks = [];
  const check = (page, budget, met, value) => checks.push({ page, budget, met, value: String(value) });

  for (const row of throughput) {
    check(row.key, "no errors", row.errors === 0, row.errors);
    if (row.key === "bare") continue;
    const tail = row.p50 > 0 ? row.p99 / row.p50 : Number.POSITIVE_INFINITY;
    check(row.key, `p99 <= ${BUDGETS.tail}x p50`, tail <= BUDGETS.tail, `${tail.toFixed(2)}x`);
    const floor = BUDGETS.throughputRatio[row.key];
    if (floor !== undefined) check(row.key, `>= ${floor}x the bare app`, row.ratio >= floor, `${row.ratio}x`);
  }

  const bare = lighthouse.find((row) => row.key === "bare");
  for (const row of lighthouse) {
    if (row.key === "bare") continue;
    check(row.key, `performance >= ${BUDGETS.performance}`, row.performance >= BUDGETS.performance, row.performance);
    if (bare) {
      const lowest = bare.performance - BUDGETS.performanceBelowBare;
      check(
        row.key,
        `performance within ${BUDGETS.performanceBelowBare} of the bare app`,
        row.performance >= lowest,
        `${row.performance} (bare ${bare.performance})`,
      );
      const latest = bare.lcpMs + BUDGETS.lcpOverBareMs;
      check(
        row.key,
        `LCP <= the bare app's + ${BUDGETS.lcpOverBareMs} ms`,
        row.lcpMs <= latest,
        `${row.lcpMs} ms (bare ${bare.lcpMs} ms)`,
      );
    }
    check(row.key, `CLS <= ${BUDGETS.cls}`, row.cls <= BUDGETS.cls, row.cls);
    for (const category of BUDGETS.perfect) check(row.key, `${category} 100`, row[category] === 100, row[category]);
    if (row.key === "home") {
      check(
        row.key,
        `first-load JS <= ${BUDGETS.homeJsKb} KB gzip`,
        row.jsKbGzip <= BUDGETS.homeJsKb,
        `${row.jsKbGzip} KB`,
      );
    }
  }
  return checks;
}

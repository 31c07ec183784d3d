import { describe, expect, it } from "vitest";
import { checkBudgets } from "../../scripts/bench-budgets.js";
import bareAppConfig from "../../bench/bare-app/react-router.config";
import siteConfig from "../../react-router.config";

/** One run where every figure sits exactly on its budget (DESIGN.md, "Budgets"). */
function runOnTheBudgets() {
  const throughputRow = (key: string, ratio: number) => ({
    key,
    name: key,
    requestsPerSecond: Math.round(1000 * ratio),
    p50: 40,
    p99: 120,
    ratio,
    errors: 0,
  });
  const lighthouseRow = (key: string, performance: number, lcpMs: number) => ({
    key,
    name: key,
    performance,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    lcpMs,
    cls: 0.02,
    jsKbGzip: 120,
  });
  return {
    throughput: [
      { ...throughputRow("bare", 1), p99: 500 },
      throughputRow("home", 0.6),
      throughputRow("search", 0.3),
      throughputRow("property", 0.5),
      throughputRow("post", 0.3),
      throughputRow("checkout", 0.3),
    ],
    lighthouse: [
      { ...lighthouseRow("bare", 100, 700), seo: 80 },
      lighthouseRow("home", 97, 1100),
      lighthouseRow("search", 97, 1100),
      lighthouseRow("property", 97, 1100),
      lighthouseRow("blog", 97, 1100),
      lighthouseRow("post", 97, 1100),
    ],
  };
}

const missed = (run: ReturnType<typeof runOnTheBudgets>) =>
  checkBudgets(run)
    .filter((check) => !check.met)
    .map((check) => `${check.page}: ${check.budget} (${check.value})`);

describe("the bench's budgets", () => {
  it("are all met by a run exactly on them, and the bare app is held to none but 'no errors'", () => {
    const checks = checkBudgets(runOnTheBudgets());
    expect(checks.filter((check) => !check.met)).toEqual([]);
    expect(checks.filter((check) => check.page === "bare").map((check) => check.budget)).toEqual(["no errors"]);
    expect(checks.filter((check) => check.page === "home").map((check) => check.budget)).toEqual([
      "no errors",
      "p99 <= 3x p50",
      ">= 0.6x the bare app",
      "performance >= 97",
      "performance within 3 of the bare app",
      "LCP <= the bare app's + 400 ms",
      "CLS <= 0.02",
      "accessibility 100",
      "best-practices 100",
      "seo 100",
      "first-load JS <= 120 KB gzip",
    ]);
    expect(checks.filter((check) => check.page === "property").map((check) => check.budget)).toContain(
      ">= 0.5x the bare app",
    );
    expect(checks.filter((check) => check.page === "checkout").map((check) => check.budget)).toEqual([
      "no errors",
      "p99 <= 3x p50",
    ]);
  });

  it("throughput: home under 0.6x, a property under 0.5x, an error, a long tail", () => {
    const run = runOnTheBudgets();
    run.throughput[1]!.ratio = 0.59;
    run.throughput[3]!.ratio = 0.49;
    run.throughput[0]!.errors = 2;
    run.throughput[4]!.p99 = 121.2;
    expect(missed(run)).toEqual([
      "bare: no errors (2)",
      "home: >= 0.6x the bare app (0.59x)",
      "property: >= 0.5x the bare app (0.49x)",
      "post: p99 <= 3x p50 (3.03x)",
    ]);
  });

  it("Lighthouse: a score under 97 or over 3 below the bare app, a late LCP, a shift, a category under 100, home's JavaScript", () => {
    const run = runOnTheBudgets();
    run.lighthouse[1]!.performance = 96;
    run.lighthouse[1]!.jsKbGzip = 120.1;
    run.lighthouse[2]!.lcpMs = 1101;
    run.lighthouse[3]!.cls = 0.021;
    run.lighthouse[4]!.seo = 92;
    run.lighthouse[0]!.performance = 100;
    run.lighthouse[0]!.lcpMs = 600;
    expect(missed(run)).toEqual([
      "home: performance >= 97 (96)",
      "home: performance within 3 of the bare app (96 (bare 100))",
      "home: LCP <= the bare app's + 400 ms (1100 ms (bare 600 ms))",
      "home: first-load JS <= 120 KB gzip (120.1 KB)",
      "search: LCP <= the bare app's + 400 ms (1101 ms (bare 600 ms))",
      "property: LCP <= the bare app's + 400 ms (1100 ms (bare 600 ms))",
      "property: CLS <= 0.02 (0.021)",
      "blog: LCP <= the bare app's + 400 ms (1100 ms (bare 600 ms))",
      "blog: seo 100 (92)",
      "post: LCP <= the bare app's + 400 ms (1100 ms (bare 600 ms))",
    ]);
  });
});

describe("the bench's bare app", () => {
  it("is the site's framework set up the same way: server-rendered, the same future flags", () => {
    expect(bareAppConfig.ssr).toBe(true);
    expect(bareAppConfig.future).toEqual(siteConfig.future);
  });
});

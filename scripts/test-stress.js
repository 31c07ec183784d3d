// The Playwright suite on a loaded machine: one process of our own keeps a core busy the whole
// run, and no test is retried. A suite that passes here does not need a quiet machine to pass.
//   npm run test:stress                       the whole suite (needs a build: npm run build)
//   npm run test:stress -- e2e/search.spec.ts  a part of it; arguments go to `playwright test`
// It prints the run's wall time and the load average seen, for docs/testing.md.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

// A busy loop at normal priority, as another build or test run on the same machine would be.
const burner = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });

let highestLoad = 0;
const sampler = setInterval(() => (highestLoad = Math.max(highestLoad, loadavg()[0])), 5_000);

const started = Date.now();
const suite = spawn("node_modules/.bin/playwright", ["test", "--retries=0", ...process.argv.slice(2)], {
  stdio: "inherit",
});

const stop = () => {
  clearInterval(sampler);
  burner.kill("SIGKILL");
};
// Playwright stops its web servers on an interrupt, not on SIGTERM.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => suite.kill("SIGINT"));

suite.on("exit", (code, signal) => {
  stop();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `test:stress: playwright ${code === 0 ? "passed" : "FAILED"} in ${Math.floor(seconds / 60)} min ${seconds % 60} s ` +
      `with one core kept busy, no retries; highest 1-minute load average ${highestLoad.toFixed(1)}`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});

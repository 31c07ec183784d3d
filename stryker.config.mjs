// Mutation testing (DESIGN.md, Tests): the tests must be able to fail. Target: a mutation score
// >= 80% on each of app/lib, app/session, app/api and app/middleware.
//   npm run mutate                                   the four folders (incremental)
//   npm run mutate -- --mutate "app/lib/**/*.ts"     one folder while iterating
//   npm run mutate -- --force                        ignore the incremental file, test every mutant
// scripts/mutate.js prints the score per folder from reports/mutation/mutation.json afterwards.
const folders = ["lib", "session", "api", "middleware"];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // The Vitest suite minus tests/resilience (they test build/, which a mutant never reaches);
  // `related`: a mutant only runs the test files that import its module (static mutants too).
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  mutate: folders.flatMap((folder) => [`app/${folder}/**/*.ts`, `app/${folder}/**/*.tsx`]),
  // Each mutant runs only the tests that executed its code.
  coverageAnalysis: "perTest",
  // Two cores, shared with the other engineers.
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportTests: false,
    reportMutants: false,
    reportScoreTable: true,
  },
  tempDirName: ".stryker-tmp",
  // Not needed by the unit and route tests; saves copying them into each sandbox.
  ignorePatterns: ["build", "test-results", "playwright-report", "bench", "screenshots", "reports", "e2e"],
};

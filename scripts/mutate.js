// `npm run mutate [-- stryker options]`: runs StrykerJS (stryker.config.mjs), then prints the
// mutation score of each folder DESIGN.md holds to >= 80%: app/lib, app/session, app/api,
// app/middleware. Exits non-zero when Stryker fails or a folder is below 80%.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const FOLDERS = ["lib", "session", "api", "middleware"];
const THRESHOLD = 80;
const REPORT = "reports/mutation/mutation.json";

const run = spawnSync("npx", ["stryker", "run", ...process.argv.slice(2)], { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);
if (!existsSync(REPORT)) {
  console.error(`${REPORT} is missing: is the json reporter on?`);
  process.exit(1);
}

// Stryker's mutation score: detected (killed, timeout) over valid (detected + survived + no coverage).
const report = JSON.parse(readFileSync(REPORT, "utf8"));
const counts = Object.fromEntries(FOLDERS.map((f) => [f, { detected: 0, survived: 0, noCoverage: 0 }]));
for (const [file, { mutants }] of Object.entries(report.files)) {
  const folder = FOLDERS.find((f) => file.replaceAll("\\", "/").startsWith(`app/${f}/`));
  if (!folder) continue;
  for (const { status } of mutants) {
    if (status === "Killed" || status === "Timeout") counts[folder].detected++;
    else if (status === "Survived") counts[folder].survived++;
    else if (status === "NoCoverage") counts[folder].noCoverage++;
  }
}

let failed = false;
console.log("\nMutation score per folder (>= 80% required)");
console.log("folder          score  detected  survived  no coverage");
for (const folder of FOLDERS) {
  const { detected, survived, noCoverage } = counts[folder];
  const valid = detected + survived + noCoverage;
  if (valid === 0) {
    console.log(`app/${folder}`.padEnd(14), "   not mutated in this run");
    continue;
  }
  const score = (detected / valid) * 100;
  if (score < THRESHOLD) failed = true;
  console.log(
    `app/${folder}`.padEnd(14),
    `${score.toFixed(2)}%`.padStart(7),
    String(detected).padStart(9),
    String(survived).padStart(9),
    String(noCoverage).padStart(12),
  );
}
process.exit(failed ? 1 : 0);

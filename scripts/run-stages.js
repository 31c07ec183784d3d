// Runs commands one after the other, as stages, and says what each spent: a line per stage as it
// ends and a table at the end, so a suite that grows is seen when it grows. Stops at the first
// stage that fails (its exit code is this script's), after printing the table so far.
//   node scripts/run-stages.js "type check=npm run typecheck" "lint=npm run lint" ...
// npm test runs the README's stages through it; .ci/run names its own around it.
import { spawnSync } from "node:child_process";

const stages = process.argv.slice(2).map((argument) => {
  const at = argument.indexOf("=");
  if (at < 1) throw new Error(`a stage is "name=command", not ${JSON.stringify(argument)}`);
  return { name: argument.slice(0, at), command: argument.slice(at + 1) };
});

const spent = [];
const table = () => {
  const total = spent.reduce((sum, stage) => sum + stage.seconds, 0);
  const width = Math.max(...spent.map((stage) => stage.name.length), "total".length);
  const line = (name, seconds, note = "") => `  ${name.padEnd(width)}  ${String(seconds).padStart(5)} s${note}`;
  return [...spent.map((stage) => line(stage.name, stage.seconds, stage.ok ? "" : "  FAILED")), line("total", total)];
};

for (const { name, command } of stages) {
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync(command, { shell: true, stdio: "inherit" });
  const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
  const ok = status === 0;
  spent.push({ name, seconds, ok });
  console.log(`stage: ${name} ${ok ? "passed" : "FAILED"} in ${seconds} s`);
  if (!ok) {
    console.log(["stages:", ...table()].join("\n"));
    process.exit(status ?? (signal ? 1 : 0));
  }
}
console.log(["stages:", ...table()].join("\n"));

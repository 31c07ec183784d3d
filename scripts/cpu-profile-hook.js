// Loaded into the server by `npm run profile` (node --import ./scripts/cpu-profile-hook.js): a CPU
// profile of a stretch of its life rather than of all of it (`node --cpu-prof` writes one profile
// at exit, start-up and every page mixed). SIGUSR2 starts V8's sampling profiler; the next SIGUSR2
// stops it and writes the profile to CPU_PROFILE_DIR as <n>.cpuprofile (renamed into place once
// whole, so the reader never sees half a file).
import { renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

const dir = process.env.CPU_PROFILE_DIR;
if (!dir) throw new Error("CPU_PROFILE_DIR is required by scripts/cpu-profile-hook.js");
const session = new Session();
session.connect();
await session.post("Profiler.enable");
let running = false;
let written = 0;

process.on("SIGUSR2", () => {
  running = !running;
  if (running) {
    void session.post("Profiler.start");
    return;
  }
  void session.post("Profiler.stop").then(({ profile }) => {
    written += 1;
    const file = path.join(dir, `${written}.cpuprofile`);
    writeFileSync(`${file}.part`, JSON.stringify(profile));
    renameSync(`${file}.part`, file);
  });
});

// The build id (SPEC 9: browsers poll /build.json to notice a new build) is a hash of what the
// build is made from, so two instances built from the same commit agree, on any machine, at any
// time, and any change to the sources, pictures, dependencies or build settings makes a new one.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  // How the browser bundle is cut into files (imported by vite.config.ts).
  "scripts/client-chunks.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** Hex digest over each input file's path and content, in a fixed order. */
export function buildId(root, inputs = BUILD_INPUTS) {
  const hash = createHash("sha256");
  const files = inputs.flatMap((input) => filesUnder(root, input)).sort();
  for (const file of files) {
    hash.update(file).update("\0");
    hash.update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

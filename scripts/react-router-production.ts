import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// The browser half of server/react-router-production.js: React Router's package exports name only
// its development build (remix-run/react-router#14102), so a production bundle would carry its
// development warnings and checks. The client build takes dist/production instead; the server
// bundle leaves react-router external, where server/start.js's hooks choose the same files.

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", "production");
const ENTRIES: Record<string, string> = {
  "react-router": path.join(dist, "index.mjs"),
  "react-router/dom": path.join(dist, "dom-export.mjs"),
};

/** Vite plugin: in the client build, `react-router` and `react-router/dom` are its production files. */
export function reactRouterProduction(): Plugin {
  return {
    name: "react-router-production",
    enforce: "pre",
    apply: "build",
    resolveId(id) {
      if (this.environment.name !== "client") return null;
      return ENTRIES[id] ?? null;
    },
  };
}

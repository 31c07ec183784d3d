import type { GetManualChunk, ManualChunkMeta } from "rollup";

/** React, React DOM and React Router: one file, the same on every page. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;
/** Bundler helpers (CommonJS interop, the dynamic-import preloader): React's code needs them too. */
const VIRTUAL = /^\0/;
/** The root route, whatever query React Router's route-module split adds to its id. */
const ROOT_ROUTE = /\/app\/root\.tsx(\?|$)/;
const SCRIPT = /\.(tsx?|jsx?|mjs)(\?|$)/;
/**
 * Page building blocks nearly every route module imports but root.tsx does not: left alone, Rollup
 * gives each its own file of a few hundred bytes, one more request on every page's first load.
 */
const SHELL_BY_USE = /\/app\/components\/page-link\.tsx(\?|$)/;

/** The pages people land on from a search engine or a link: stays, search, categories, the blog. */
const BROWSE_ROUTE = /\/app\/routes\/(properties|blog)\//;
const HOME_ROUTE = /\/app\/routes\/site\/home\.tsx$/;

/**
 * Which chunk a module root.tsx does not reach goes in, by the routes that import it (directly or
 * through other modules): home's own pieces join the shell, so home stays a handful of files; a
 * piece two or more routes share, one of them a browsing page, joins "browse", one file instead of
 * the dozen Rollup would cut (a search page fetched 16 files, ten of them under 1.5 KB). A browsing
 * page loads a few KB it does not use; a page of one kind saves a request per piece. The rest (one
 * route's own code, what only loads on demand) is left to Rollup.
 */
function chunkByRoutes(routes: string[]): "shell" | "browse" | undefined {
  if (routes.some((route) => HOME_ROUTE.test(route))) return "shell";
  if (routes.length > 1 && routes.some((route) => BROWSE_ROUTE.test(route))) return "browse";
  return undefined;
}

/**
 * How the browser bundle is cut (vite.config.ts): React and React Router in a "framework"
 * chunk, with the bundler's helpers and any other package root.tsx reaches through static
 * imports, and the rest of what root.tsx reaches that way (layouts, header, footer, providers:
 * what every page hydrates) in a "shell" chunk. The shell imports from the framework and never
 * the other way round (a cycle between the two would run one before the other was ready). Left
 * to itself, Rollup cuts that code into a dozen files of a few hundred bytes each, and every
 * page's first load fetched them all.
 * Route modules and whatever is imported dynamically (modals, sign-in, Facebook, maps) keep
 * their own chunks and load when needed; what several routes share goes by chunkByRoutes().
 */
export function clientChunks(): GetManualChunk {
  const inShell = new Map<string, boolean>();

  /** The route modules from which a path of static imports leads to `id` (without React Router's query). */
  function routesReaching(id: string, meta: ManualChunkMeta): string[] {
    const routes = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.shift() as string;
      for (const importer of meta.getModuleInfo(current)?.importers ?? []) {
        if (importer.includes("/app/routes/")) {
          routes.add(importer.replace(/\?.*$/, ""));
          continue;
        }
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return [...routes];
  }

  /** Whether a path of static imports leads from root.tsx to `id`. */
  function reachedFromRoot(id: string, meta: ManualChunkMeta): boolean {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const current = queue.shift() as string;
      for (const importer of meta.getModuleInfo(current)?.importers ?? []) {
        if (ROOT_ROUTE.test(importer)) found = true;
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    inShell.set(id, found);
    return found;
  }

  return (id, meta) => {
    const path = id.replaceAll("\\", "/");
    if (FRAMEWORK.test(path) || VIRTUAL.test(path)) return "framework";
    if (ROOT_ROUTE.test(path) || !SCRIPT.test(path) || path.includes("/app/routes/")) return undefined;
    if (SHELL_BY_USE.test(path)) return "shell";
    if (!reachedFromRoot(id, meta)) return chunkByRoutes(routesReaching(id, meta));
    return path.includes("/node_modules/") ? "framework" : "shell";
  };
}

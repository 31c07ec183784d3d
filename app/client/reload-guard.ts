/** SPEC 9: a chunk-load error or a new build reloads a path at most once per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = "reload-guard:";

/**
 * Reloads the page unless this path was reloaded for the same reason less than
 * RELOAD_GUARD_MS ago. The time is kept in sessionStorage so the guard survives the reload.
 */
export function reloadOnce(
  path: string,
  deps: { storage: Pick<Storage, "getItem" | "setItem">; now: () => number; reload: () => void },
): boolean {
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(deps.storage.getItem(key) ?? 0);
  if (deps.now() - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(key, String(deps.now()));
  deps.reload();
  return true;
}

/**
 * Whether the page was itself loaded by a reload less than RELOAD_GUARD_MS ago, whoever reloaded
 * it: this guard, the visitor, or React Router, which reloads on its own, without asking this
 * guard, when a route module fails to load on a navigation or a prefetch. Such a page reloads
 * nothing more and prefetches nothing until then, so the path is never reloaded twice within
 * 10 s.
 */
export function reloadedRecently(navigationType: string | undefined, msSinceLoad: number): boolean {
  return navigationType === "reload" && msSinceLoad < RELOAD_GUARD_MS;
}

/** `reloadedRecently` for the page running in this browser. */
export function thisPageReloadedRecently(): boolean {
  const [load] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return reloadedRecently(load?.type, performance.now());
}

/** A failed dynamic import, whatever the browser calls it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \d+ failed/i.test(
    message,
  );
}

/** SPEC 9: the browser checks for a new build this often. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

/** Polls the build id the server exposes; calls onNewBuild once it differs from the page's. */
export function watchBuild(
  currentBuild: string,
  deps: {
    fetchBuild: () => Promise<string | null>;
    setInterval: (callback: () => void, ms: number) => unknown;
    onNewBuild: () => void;
  },
) {
  return deps.setInterval(() => {
    void deps.fetchBuild().then(
      (latest) => {
        if (latest && latest !== currentBuild) deps.onNewBuild();
      },
      () => undefined,
    );
  }, BUILD_CHECK_INTERVAL_MS);
}

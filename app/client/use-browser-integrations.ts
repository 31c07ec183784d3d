import { useEffect } from "react";
import { armTagManager } from "~/client/tag-manager";
import { isChunkLoadError, reloadOnce, watchBuild } from "~/client/reload-guard";

export function reloadThisPath() {
  reloadOnce(window.location.pathname, { storage: window.sessionStorage, now: Date.now, reload: () => window.location.reload() });
}

/**
 * Browser-only services, started after hydration so they never slow the first paint: the tag
 * manager (only with an id and the visitor's consent), reload on chunk-load errors, and the
 * hourly new-build check.
 */
export function useBrowserIntegrations({ gtmId, consent }: { gtmId?: string; consent: "granted" | "denied" | null }) {
  useEffect(() => {
    if (!gtmId || consent !== "granted") return;
    return armTagManager(gtmId);
  }, [gtmId, consent]);

  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error = "reason" in event ? event.reason : event.error;
      if (isChunkLoadError(error)) reloadThisPath();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onError);
    const timer = watchBuild(__BUILD_ID__, {
      fetchBuild: () => fetch("/build.json", { cache: "no-store" }).then((response) => (response.ok ? response.json() : null)).then((body: { build?: string } | null) => body?.build ?? null),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      onNewBuild: reloadThisPath,
    });
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onError);
      window.clearInterval(timer as number);
    };
  }, []);
}

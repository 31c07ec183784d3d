import { useEffect } from "react";
import { type BrowserMonitoringSettings, startMonitoring } from "~/client/monitoring";
import { tagManagerForThisPage } from "~/client/tag-manager";
import { isChunkLoadError, reloadOnce, thisPageReloadedRecently, watchBuild } from "~/client/reload-guard";

export function reloadThisPath() {
  if (thisPageReloadedRecently()) return;
  reloadOnce(window.location.pathname, {
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
  });
}

/**
 * Browser-only services, started after hydration so they never slow the first paint: the tag
 * manager and monitoring logs (only when configured and the visitor consented), reload on
 * chunk-load errors and the hourly new-build check. (Pages are prefetched on link intent by
 * components/intent-prefetch.tsx.)
 */
export function useBrowserIntegrations({
  gtmId,
  consent,
  monitoring,
}: {
  gtmId?: string;
  consent: "granted" | "denied" | null;
  /** Checked by the server; null when monitoring is not configured. */
  monitoring: BrowserMonitoringSettings | null;
}) {
  // Watching for the first interaction starts at once, whatever the consent: the container
  // loads 2 s after the later of that interaction and the consent (client/tag-manager.ts).
  useEffect(() => {
    if (gtmId) tagManagerForThisPage().consent(consent === "granted" ? gtmId : null);
  }, [gtmId, consent]);

  // Started once a page: each new root data brings a new object with the same settings.
  useEffect(() => {
    if (monitoring && consent === "granted") startMonitoring(monitoring);
  }, [monitoring, consent]);

  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const error: unknown = "reason" in event ? event.reason : event.error;
      if (isChunkLoadError(error)) reloadThisPath();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onError);
    const timer = watchBuild(__BUILD_ID__, {
      fetchBuild: () =>
        fetch("/build.json", { cache: "no-store" })
          .then((response) => (response.ok ? response.json() : null))
          .then((body: { build?: string } | null) => body?.build ?? null),
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

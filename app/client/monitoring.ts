import type { LogsInitConfiguration, datadogLogs as DatadogLogs } from "@datadog/browser-logs";

/**
 * Browser logs' settings as the server checked them (app/lib/monitoring-settings.server.ts, sent
 * in the root data's public env): Datadog's own, but for the site, which is fixed here.
 */
export type BrowserMonitoringSettings = Omit<LogsInitConfiguration, "site">;

let logs: Promise<typeof DatadogLogs | null> | null = null;

/**
 * Starts browser logs once a page, lazily: the SDK is only downloaded when a client token is set
 * and the visitor allowed monitoring cookies. Later calls (every new root data) change nothing;
 * a failure is logged once.
 */
export function startMonitoring(settings: BrowserMonitoringSettings): void {
  logs ??= import("@datadog/browser-logs")
    .then(({ datadogLogs }) => {
      datadogLogs.init({ ...settings, site: "datadoghq.eu" });
      return datadogLogs;
    })
    .catch((error: unknown) => {
      console.error("[monitoring]", error);
      return null;
    });
}

/** Errors are not forwarded automatically (SPEC 9); the pages that fail report themselves here. */
export function reportPageError(message: string, context: Record<string, string | number>): void {
  logs?.then((datadogLogs) => datadogLogs?.logger.error(message, context)).catch(() => undefined);
}

import type { datadogLogs as DatadogLogs } from "@datadog/browser-logs";

export interface MonitoringInput {
  clientToken?: string;
  service: string;
  appEnv: string;
  /** Monitoring batches go here instead of Datadog's intake (a proxy, or the e2e stub). */
  proxy?: string;
}

let logs: Promise<typeof DatadogLogs> | null = null;

/**
 * Starts browser logs once, lazily: the settings check (zod) and the SDK are only downloaded
 * when a client token is set and the visitor allowed monitoring cookies.
 */
export function startMonitoring(input: MonitoringInput): Promise<void> {
  logs ??= Promise.all([import("~/lib/monitoring-settings"), import("@datadog/browser-logs")]).then(
    ([{ monitoringSettings }, { datadogLogs }]) => {
      datadogLogs.init({ ...monitoringSettings(input), site: "datadoghq.eu" });
      return datadogLogs;
    },
  );
  return logs.then(() => undefined);
}

/** Errors are not forwarded automatically (SPEC 9); the pages that fail report themselves here. */
export function reportPageError(message: string, context: Record<string, string | number>): void {
  logs?.then((datadogLogs) => datadogLogs.logger.error(message, context)).catch(() => undefined);
}

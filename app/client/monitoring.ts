let started = false;

export interface MonitoringInput {
  clientToken?: string;
  service: string;
  appEnv: string;
}

/**
 * Starts browser logs once, lazily: the settings check (zod) and the SDK are only downloaded
 * when a client token is set and the visitor allowed monitoring cookies.
 */
export async function startMonitoring(input: MonitoringInput): Promise<void> {
  if (started) return;
  started = true;
  const [{ monitoringSettings }, { datadogLogs }] = await Promise.all([import("~/lib/monitoring-settings"), import("@datadog/browser-logs")]);
  datadogLogs.init({ ...monitoringSettings(input), site: "datadoghq.eu" });
}

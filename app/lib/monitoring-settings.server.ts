import { z } from "zod";

/** SPEC 9: all sessions are sampled and errors are not forwarded to logs automatically. */
export const MONITORING_SAMPLE_RATE = 100;
export const STAGING_MARKER = "staging";

/** SPEC 5 monitoring settings: a client token, sample rates from 0 to 100, and a consent state. */
export const monitoringSettingsSchema = z.object({
  clientToken: z
    .string({ error: "A monitoring client token is required." })
    .trim()
    .min(1, "A monitoring client token is required."),
  service: z.string().min(1),
  env: z.string().min(1),
  sessionSampleRate: z
    .number({ error: "Sample rates are numbers from 0 to 100." })
    .min(0, "Sample rates are numbers from 0 to 100.")
    .max(100, "Sample rates are numbers from 0 to 100."),
  telemetrySampleRate: z
    .number({ error: "Sample rates are numbers from 0 to 100." })
    .min(0, "Sample rates are numbers from 0 to 100.")
    .max(100, "Sample rates are numbers from 0 to 100."),
  trackingConsent: z.enum(["granted", "not-granted"], { error: "Tracking consent is 'granted' or 'not-granted'." }),
  forwardErrorsToLogs: z.literal(false),
  proxy: z.string().optional(),
});

export type MonitoringSettings = z.infer<typeof monitoringSettingsSchema>;

/** SPEC 9: the service name tells staging from production by the API base URL. */
export function monitoringService(apiBaseUrl: string): string {
  return apiBaseUrl.includes(STAGING_MARKER) ? "vacation-rentals-web-staging" : "vacation-rentals-web";
}

/** SPEC 4: logging consent is granted by default, not granted when running locally. */
export function defaultTrackingConsent(appEnv: string): "granted" | "not-granted" {
  return appEnv === "local" ? "not-granted" : "granted";
}

/**
 * Builds and validates the settings; throws a clear error naming what is wrong. The server does
 * it (app/env.server.ts, the public settings of the root data): the browser gets the result as
 * plain values and never downloads zod.
 */
export function monitoringSettings(input: {
  clientToken?: string;
  service: string;
  appEnv: string;
  proxy?: string;
}): MonitoringSettings {
  const result = monitoringSettingsSchema.safeParse({
    clientToken: input.clientToken,
    service: input.service,
    env: input.appEnv,
    sessionSampleRate: MONITORING_SAMPLE_RATE,
    telemetrySampleRate: MONITORING_SAMPLE_RATE,
    trackingConsent: defaultTrackingConsent(input.appEnv),
    forwardErrorsToLogs: false,
    proxy: input.proxy,
  });
  if (!result.success)
    throw new Error(
      `Invalid monitoring settings: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  return result.data;
}

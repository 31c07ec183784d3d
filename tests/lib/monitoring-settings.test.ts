import { describe, expect, it } from "vitest";
import { monitoringSettings, monitoringSettingsSchema } from "~/lib/monitoring-settings.server";

const firstMessage = (input: unknown) => {
  const result = monitoringSettingsSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};
const valid = {
  clientToken: "pub123",
  service: "web",
  env: "production",
  sessionSampleRate: 100,
  telemetrySampleRate: 100,
  trackingConsent: "granted",
  forwardErrorsToLogs: false,
};

describe("monitoring settings (SPEC 5)", () => {
  it("the client token is required and trimmed", () => {
    expect(monitoringSettingsSchema.parse({ ...valid, clientToken: " pub123 " }).clientToken).toBe("pub123");
    expect(firstMessage({ ...valid, clientToken: undefined })).toEqual([
      "clientToken: A monitoring client token is required.",
    ]);
    expect(firstMessage({ ...valid, clientToken: "   " })).toEqual([
      "clientToken: A monitoring client token is required.",
    ]);
  });

  it("sample rates are numbers from 0 to 100, each with the same message", () => {
    for (const rate of [0, 50, 100])
      expect(firstMessage({ ...valid, sessionSampleRate: rate, telemetrySampleRate: rate }), String(rate)).toBeNull();
    expect(firstMessage({ ...valid, sessionSampleRate: "100", telemetrySampleRate: 101 })).toEqual([
      "sessionSampleRate: Sample rates are numbers from 0 to 100.",
      "telemetrySampleRate: Sample rates are numbers from 0 to 100.",
    ]);
    expect(firstMessage({ ...valid, sessionSampleRate: 101, telemetrySampleRate: -1 })).toEqual([
      "sessionSampleRate: Sample rates are numbers from 0 to 100.",
      "telemetrySampleRate: Sample rates are numbers from 0 to 100.",
    ]);
    expect(firstMessage({ ...valid, sessionSampleRate: -1, telemetrySampleRate: "0" })).toEqual([
      "sessionSampleRate: Sample rates are numbers from 0 to 100.",
      "telemetrySampleRate: Sample rates are numbers from 0 to 100.",
    ]);
  });

  it("tracking consent is granted or not-granted", () => {
    expect(firstMessage({ ...valid, trackingConsent: "maybe" })).toEqual([
      "trackingConsent: Tracking consent is 'granted' or 'not-granted'.",
    ]);
  });

  it("invalid settings throw, naming every problem", () => {
    expect(() => monitoringSettings({ clientToken: "", service: "", appEnv: "production" })).toThrow(
      /^Invalid monitoring settings: clientToken: A monitoring client token is required\.; service: \S.*$/,
    );
  });
});

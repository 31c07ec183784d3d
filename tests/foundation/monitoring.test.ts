import { describe, expect, it } from "vitest";
import { getPublicEnv, parseEnv } from "~/env.server";
import {
  defaultTrackingConsent,
  monitoringService,
  monitoringSettings,
  monitoringSettingsSchema,
} from "~/lib/monitoring-settings.server";

describe("monitoring settings (SPEC 5, 9)", () => {
  it("sample rate 100, automatic error forwarding off, consent granted outside local", () => {
    const settings = monitoringSettings({ clientToken: "pub123", service: "web", appEnv: "production" });
    expect(settings).toMatchObject({
      clientToken: "pub123",
      sessionSampleRate: 100,
      telemetrySampleRate: 100,
      forwardErrorsToLogs: false,
      trackingConsent: "granted",
      env: "production",
    });
  });

  it("logging consent is not granted when running locally", () => {
    expect(defaultTrackingConsent("local")).toBe("not-granted");
    expect(defaultTrackingConsent("staging")).toBe("granted");
  });

  it("the client token is required", () => {
    expect(() => monitoringSettings({ clientToken: "", service: "web", appEnv: "production" })).toThrow(
      "A monitoring client token is required.",
    );
    expect(() => monitoringSettings({ service: "web", appEnv: "production" })).toThrow("clientToken");
  });

  it("sample rates are numbers from 0 to 100 and consent is granted or not-granted", () => {
    const base = {
      clientToken: "t",
      service: "s",
      env: "e",
      telemetrySampleRate: 100,
      forwardErrorsToLogs: false as const,
    };
    expect(
      monitoringSettingsSchema.safeParse({ ...base, sessionSampleRate: 101, trackingConsent: "granted" }).success,
    ).toBe(false);
    expect(
      monitoringSettingsSchema.safeParse({ ...base, sessionSampleRate: -1, trackingConsent: "granted" }).success,
    ).toBe(false);
    expect(
      monitoringSettingsSchema.safeParse({ ...base, sessionSampleRate: "100", trackingConsent: "granted" }).success,
    ).toBe(false);
    expect(
      monitoringSettingsSchema.safeParse({ ...base, sessionSampleRate: 0, trackingConsent: "maybe" }).success,
    ).toBe(false);
    expect(
      monitoringSettingsSchema.safeParse({ ...base, sessionSampleRate: 0, trackingConsent: "not-granted" }).success,
    ).toBe(true);
  });

  it("the service name differs between staging and production by the staging marker in the API base URL", () => {
    expect(monitoringService("https://api.staging.example.com")).toBe("vacation-rentals-web-staging");
    expect(monitoringService("https://api.example.com")).toBe("vacation-rentals-web");
  });
});

describe("the browser's monitoring settings (issue 19: no zod in the browser)", () => {
  const VALID = {
    API_BASE_URL: "https://api.staging.example.com",
    SITE_URL: "https://www.example.com",
    SITE_NAME: "Example Stays",
    APP_ENV: "staging",
    FACEBOOK_APP_ID: "123",
    SESSION_SECRET: "a-test-session-secret-of-32-characters",
  };

  it("are checked on the server and reach the browser as plain values, ready for the SDK", () => {
    const env = parseEnv({
      ...VALID,
      DATADOG_CLIENT_TOKEN: " pub-token ",
      DATADOG_PROXY_URL: "https://logs.example.com/intake",
    });
    expect(getPublicEnv(env).MONITORING).toEqual({
      clientToken: "pub-token",
      service: "vacation-rentals-web-staging",
      env: "staging",
      sessionSampleRate: 100,
      telemetrySampleRate: 100,
      trackingConsent: "granted",
      forwardErrorsToLogs: false,
      proxy: "https://logs.example.com/intake",
    });
  });

  it("are null without a client token: the browser starts no monitoring", () => {
    expect(getPublicEnv(parseEnv(VALID)).MONITORING).toBeNull();
    expect(getPublicEnv(parseEnv({ ...VALID, DATADOG_CLIENT_TOKEN: "  " })).MONITORING).toBeNull();
  });
});

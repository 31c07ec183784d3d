import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE_NAME,
  CONSENT_MAX_AGE_SECONDS,
  consentSetCookie,
  isConsentChoice,
  readConsent,
} from "~/lib/consent";

describe("cookie consent (SPEC 1: the consent banner)", () => {
  it("the choice is granted or denied", () => {
    expect(isConsentChoice("granted")).toBe(true);
    expect(isConsentChoice("denied")).toBe(true);
    for (const value of ["", "yes", "Granted", undefined, null, true]) expect(isConsentChoice(value)).toBe(false);
  });

  it("reads the stored choice from the cookie_consent cookie, or null before a choice", () => {
    expect(CONSENT_COOKIE_NAME).toBe("cookie_consent");
    expect(readConsent("a=1; cookie_consent=granted")).toBe("granted");
    expect(readConsent("cookie_consent=denied")).toBe("denied");
    expect(readConsent("cookie_consent=maybe")).toBeNull();
    expect(readConsent("other=granted")).toBeNull();
    expect(readConsent("")).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it("keeps the choice a year, site-wide, SameSite=Lax, Secure when asked", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentSetCookie("granted", true)).toBe(
      "cookie_consent=granted; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(consentSetCookie("denied", false)).toBe(
      "cookie_consent=denied; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    );
  });
});

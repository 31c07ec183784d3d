import { parseCookie, stringifySetCookie } from "cookie";

export const CONSENT_COOKIE_NAME = "cookie_consent";
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export type ConsentChoice = "granted" | "denied";

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === "granted" || value === "denied";
}

/** The visitor's stored choice, or null when they have not chosen yet. */
export function readConsent(cookieHeader: string | null): ConsentChoice | null {
  if (!cookieHeader) return null;
  const value = parseCookie(cookieHeader)[CONSENT_COOKIE_NAME];
  return isConsentChoice(value) ? value : null;
}

export function consentSetCookie(choice: ConsentChoice, secure: boolean): string {
  return stringifySetCookie(CONSENT_COOKIE_NAME, choice, {
    path: "/",
    maxAge: CONSENT_MAX_AGE_SECONDS,
    sameSite: "lax",
    secure,
    httpOnly: true,
  });
}

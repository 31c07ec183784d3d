import { loadScript } from "~/client/script-loader";

export const RECAPTCHA_MISSING_SITE_KEY = "reCAPTCHA siteKey is not configured.";

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** reCAPTCHA v3: a fresh token for a named action (app/lib/captcha-actions.ts). */
export async function getCaptchaToken(siteKey: string | undefined, action: string): Promise<string> {
  if (!siteKey) throw new Error(RECAPTCHA_MISSING_SITE_KEY);
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error("reCAPTCHA did not load");
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

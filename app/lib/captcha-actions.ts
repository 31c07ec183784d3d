/**
 * The reCAPTCHA v3 action of each form that asks for a token (SPEC 7: a token per named action).
 * The browser asks Google for a token of its form's action; the server, when it checks tokens
 * itself (app/session/recaptcha.server.ts), accepts only a token of the same action.
 */
export const CAPTCHA_ACTIONS = {
  login: "sign_in",
  "quick-store": "sign_up",
  "password-recover": "password_recover",
  checkout: "checkout",
} as const;

export type CaptchaForm = keyof typeof CAPTCHA_ACTIONS;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[CaptchaForm];

/** The action of a form, or undefined for a form without a captcha (the two-factor code). */
export function captchaActionOf(form: string): CaptchaAction | undefined {
  return Object.hasOwn(CAPTCHA_ACTIONS, form) ? CAPTCHA_ACTIONS[form as CaptchaForm] : undefined;
}

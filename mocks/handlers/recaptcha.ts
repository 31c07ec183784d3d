import { HttpResponse, http } from "msw";
import { readForm } from "./respond";

/** The secret the demo's stand-in accepts (RECAPTCHA_SECRET_KEY of a site pointed at it). */
export const DEMO_RECAPTCHA_SECRET = "demo-recaptcha-secret";

/** A token the stand-in vouches for: `demo:<action>:<score>`, each good once. */
export const demoCaptchaToken = (action: string, score = 0.9) => `demo:${action}:${score}:${crypto.randomUUID()}`;

/**
 * Demo API only: a stand-in for Google's reCAPTCHA siteverify (RECAPTCHA_VERIFY_URL =
 * `<demo API>/recaptcha/api/siteverify`), answering as Google does: `success`, `action`, `score`,
 * `hostname`, `challenge_ts`, or `success: false` with `error-codes`. A token is good once.
 */
export function recaptchaHandlers(base: string) {
  const used = new Set<string>();
  return [
    http.post(`${base}/recaptcha/api/siteverify`, async ({ request }) => {
      const form = await readForm(request);
      if (form.get("secret") !== DEMO_RECAPTCHA_SECRET)
        return HttpResponse.json({ success: false, "error-codes": ["invalid-input-secret"] });
      const token = form.get("response") ?? "";
      const [kind, action, score] = token.split(":");
      if (kind !== "demo" || !action || !Number.isFinite(Number(score)))
        return HttpResponse.json({ success: false, "error-codes": ["invalid-input-response"] });
      if (used.has(token)) return HttpResponse.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
      used.add(token);
      return HttpResponse.json({
        success: true,
        action,
        score: Number(score),
        hostname: "localhost",
        challenge_ts: new Date().toISOString(),
      });
    }),
  ];
}

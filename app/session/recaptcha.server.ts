import { isIP } from "node:net";
import { z } from "zod";
import { type Env, getEnv } from "~/env.server";
import type { CaptchaAction } from "~/lib/captcha-actions";

export const CAPTCHA_REFUSED =
  "We could not confirm that this came from a person. Please try again; if it keeps happening, reload the page first.";

/** reCAPTCHA v3 scores from 0 (a bot) to 1; Google suggests 0.5 to start with. */
export const RECAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 3000;

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

export type CaptchaCheck =
  /** Go ahead; `forwardToken` is the visitor's token when the API, not the site, checks it. */
  { ok: true; forwardToken?: string } | { ok: false };

/**
 * Checks a form's reCAPTCHA v3 token for its named action. The site checks tokens itself when
 * RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY are both set: the token must be there, valid, of
 * this very action and score at least 0.5, else the post is refused (CAPTCHA_REFUSED). A
 * token is good once, so a checked one is not sent on to the API. Without the secret the site
 * checks nothing and hands the token to the API, as before. A verification service that fails
 * or does not answer in 3 s lets the post through (the abuse limits still count it) and logs why:
 * an outage at Google must not stop every sign-in.
 */
export async function checkCaptcha(
  token: string,
  action: CaptchaAction | undefined,
  clientIp: string,
  env: Pick<Env, "RECAPTCHA_SECRET_KEY" | "RECAPTCHA_SITE_KEY" | "RECAPTCHA_VERIFY_URL"> = getEnv(),
): Promise<CaptchaCheck> {
  if (!action) return { ok: true };
  const secret = env.RECAPTCHA_SECRET_KEY;
  if (!secret || !env.RECAPTCHA_SITE_KEY) return { ok: true, forwardToken: token || undefined };
  if (!token || token.length > 4096) return { ok: false };
  const body = new URLSearchParams({ secret, response: token });
  if (isIP(clientIp)) body.set("remoteip", clientIp);
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = siteverifySchema.safeParse(await response.json());
    if (!parsed.success) throw new Error("an answer that is not siteverify's");
    const answer = parsed.data;
    const human =
      answer.success && answer.action === action && (answer.score === undefined || answer.score >= RECAPTCHA_MIN_SCORE);
    return human ? { ok: true } : { ok: false };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[recaptcha] a ${action} token could not be checked (${reason}); the post goes ahead`);
    return { ok: true };
  }
}

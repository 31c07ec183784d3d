import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { login, recoverPassword, verifyTwoFactor } from "~/api/auth.server";
import { getEnv } from "~/env.server";
import { type LoginIntent, SCHEMA_BY_INTENT, fieldErrorsOf, isLoginIntent, userTypeSchema } from "~/lib/auth-forms";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { apiContext, sessionContext } from "~/request-context";
import { roleSetCookie } from "~/session/role-cookie.server";
import { captchaActionOf } from "~/lib/captcha-actions";
import { CAPTCHA_REFUSED, checkCaptcha } from "~/session/recaptcha.server";
import {
  clientAddress,
  recordAuthFailure,
  takeAuthAttempt,
  takeRecoveryRequest,
  takeSignUpRequest,
  tooManyAttempts,
} from "~/session/rate-limit.server";
import { SIGN_UP_LINK_SENT, quickSignUp } from "./quick-sign-up.server";
import {
  TWO_FACTOR_ENDED,
  TWO_FACTOR_EXPIRED,
  clearChallengeSetCookie,
  endChallenge,
  readChallenge,
  startChallenge,
  takeCodeAttempt,
} from "~/session/two-factor-challenge.server";
import { formText } from "~/lib/form-fields";
import type { LoginActionData } from "~/lib/auth-forms";
import { visitorMessageOf } from "~/lib/error-message";

export const LIST_YOUR_PROPERTY_ERROR =
  "This is a guest account, so it cannot list a property. Sign in with your owner or agent account, or ask our owner team to open one for you.";
export const RECOVERY_SENT = "If an account exists for that address, we have sent it a link to choose a new password.";
export const TWO_FACTOR_PROMPT = "Enter the 6-digit code from your authenticator app to finish signing in.";

/** Each form counts in its own buckets: asking for a link never locks anyone out of signing in. */
const LIMIT_OF: Record<LoginIntent, (email: string, client: string) => Promise<number>> = {
  login: takeAuthAttempt,
  "two-factor": takeAuthAttempt,
  "quick-store": takeSignUpRequest,
  "password-recover": takeRecoveryRequest,
};

/**
 * The one action behind every sign-in form (SPEC 7 calls): login, two-factor, quick sign-up and
 * password recovery. Errors come back with the input kept; success stores the token and goes
 * back to `redirectTo` (same-origin only), or answers `signedIn` to a fetcher.
 */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const rawIntent = form.get("intent");
  const intent: LoginIntent = isLoginIntent(rawIntent) ? rawIntent : "login";
  const env = getEnv();
  // The code step is bound to the password step that asked for it (two-factor-challenge.server.ts).
  const challenge = intent === "two-factor" ? await readChallenge(request, env) : undefined;
  const type = challenge?.type ?? userTypeSchema.parse(form.get("type"));
  const redirectTo = form.has("redirectTo") ? safeRedirectPath(form.get("redirectTo")) : null;
  const values = {
    email: challenge?.email ?? formText(form, "email").trim(),
    first_name: formText(form, "first_name"),
    last_name: formText(form, "last_name"),
  };
  const reply = (init: Partial<LoginActionData>, status = 200, headers?: HeadersInit) =>
    data<LoginActionData>(
      {
        intent,
        mode: intent,
        type,
        values,
        fieldErrors: {},
        formError: null,
        listYourPropertyError: null,
        message: null,
        signedIn: false,
        ...init,
      },
      { status, headers },
    );

  if (!isLoginIntent(rawIntent)) return reply({ formError: "Choose how you want to sign in." }, 400);
  const parsed = SCHEMA_BY_INTENT[intent].safeParse(Object.fromEntries(form));
  if (!parsed.success) return reply({ fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  const signInAgain = (formError: string) =>
    reply({ mode: "login", formError }, 401, { "Set-Cookie": clearChallengeSetCookie(env) });
  if (intent === "two-factor" && !challenge) return signInAgain(TWO_FACTOR_EXPIRED);

  const client = clientAddress(context);
  const wait = await LIMIT_OF[intent](values.email, client);
  if (wait > 0) return reply({ formError: tooManyAttempts(wait) }, 429, { "Retry-After": String(wait) });
  const captcha = await checkCaptcha(formText(form, "captcha_token"), captchaActionOf(intent), client);
  if (!captcha.ok) return reply({ formError: CAPTCHA_REFUSED }, 400);

  const api = context.get(apiContext);
  const captchaToken = captcha.forwardToken;
  // The same answer whether or not the address has an account (quick-sign-up.server.ts).
  if (intent === "quick-store") {
    if (await quickSignUp(api, values, captchaToken)) return reply({ message: SIGN_UP_LINK_SENT });
    return reply({ formError: "We could not sign you up right now. Please try again in a few minutes." }, 502);
  }
  const password = formText(form, "password");
  const code = formText(form, "code").trim();
  const codeAttempt = challenge ? await takeCodeAttempt(challenge) : undefined;
  if (codeAttempt?.kind === "ended") return signInAgain(TWO_FACTOR_EXPIRED);
  if (codeAttempt?.kind === "unavailable")
    return reply({ formError: "Signing in is not possible right now. Please try again in a few minutes." }, 503);
  const result =
    intent === "login"
      ? await login(api, type, { email: values.email, password, captchaToken })
      : challenge
        ? await verifyTwoFactor(api, { twoFactorToken: challenge.token, code })
        : null;

  if (intent === "password-recover") {
    const recovered = await recoverPassword(api, { email: values.email, captchaToken });
    if (!recovered.success && recovered.status >= 500)
      return reply({ formError: "We could not send the link right now. Please try again in a few minutes." }, 502);
    return reply({ message: RECOVERY_SENT });
  }
  if (!result) return reply({ formError: "Choose how you want to sign in." }, 400);
  if (!result.success) {
    await recordAuthFailure(values.email);
    if (challenge && result.status === 401) {
      await endChallenge(challenge);
      return signInAgain(TWO_FACTOR_EXPIRED);
    }
    if (codeAttempt?.kind === "go" && codeAttempt.left === 0) return signInAgain(TWO_FACTOR_ENDED);
    if (intent === "login" && type === "vendor" && result.status === 403)
      return reply({ listYourPropertyError: LIST_YOUR_PROPERTY_ERROR }, 403);
    const status = [401, 403, 404, 422].includes(result.status) ? result.status : 502;
    // Our words for the case (wrong credentials, a code to check); the API's are only logged (SPEC 8).
    const formError =
      status === 502
        ? "Signing in is not possible right now. Please try again in a few minutes."
        : visitorMessageOf(result, { credentials: intent === "login" });
    return reply({ formError }, status);
  }
  if (result.data.two_factor_required) {
    const token = result.data.two_factor_token;
    if (!token)
      return reply({ formError: "Signing in is not possible right now. Please try again in a few minutes." }, 502);
    const { setCookie } = await startChallenge({ token, type, email: values.email }, env);
    return reply({ mode: "two-factor", message: TWO_FACTOR_PROMPT }, 200, { "Set-Cookie": setCookie });
  }
  if (!result.data.access_token)
    return reply({ formError: "Signing in is not possible right now. Please try again in a few minutes." }, 502);

  const session = context.get(sessionContext);
  session.newToken = result.data.access_token;
  // A vendor sign-in acts as a vendor; anything else starts as a guest (SPEC 6 default).
  const cookies = new Headers({ "Set-Cookie": roleSetCookie(type === "vendor" ? "owner" : null, env) });
  if (challenge) {
    await endChallenge(challenge);
    cookies.append("Set-Cookie", clearChallengeSetCookie(env));
  }
  if (redirectTo) return redirect(redirectTo, { status: 303, headers: cookies });
  return reply({ signedIn: true, message: null }, 200, cookies);
}

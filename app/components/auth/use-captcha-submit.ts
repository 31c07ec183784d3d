import type { SubmitEvent } from "react";
import { getCaptchaToken } from "~/client/recaptcha";
import { useRootData } from "~/components/session-user";
import type { LoginFormMode } from "~/components/ui-state";

const CAPTCHA_ACTIONS: Partial<Record<LoginFormMode, string>> = {
  login: "sign_in",
  "quick-store": "sign_up",
  "password-recover": "password_recover",
};

/**
 * When reCAPTCHA is configured, holds a sign-in form's submission until a token for its action
 * is in the form's captcha_token field, then submits it. Without a site key forms post as is.
 */
export function useCaptchaSubmit(mode: LoginFormMode) {
  const siteKey = useRootData()?.env.RECAPTCHA_SITE_KEY;
  const action = CAPTCHA_ACTIONS[mode];
  return (event: SubmitEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!siteKey || !action) return;
    if (form.dataset.captchaReady === "1") {
      delete form.dataset.captchaReady;
      return;
    }
    event.preventDefault();
    const submitter = event.nativeEvent.submitter;
    const send = (token: string) => {
      let field = form.querySelector<HTMLInputElement>('input[name="captcha_token"]');
      if (!field) {
        field = document.createElement("input");
        field.type = "hidden";
        field.name = "captcha_token";
        form.append(field);
      }
      field.value = token;
      form.dataset.captchaReady = "1";
      form.requestSubmit(submitter ?? undefined);
    };
    // A captcha that cannot load must not lock people out: the API decides without a token.
    getCaptchaToken(siteKey, action).then(send, () => send(""));
  };
}

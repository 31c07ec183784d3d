import type { SubmitEvent } from "react";
import { getCaptchaToken } from "~/client/recaptcha";
import { useRootData } from "~/components/session-user";
import { captchaActionOf } from "~/lib/captcha-actions";

/**
 * When reCAPTCHA is configured, holds a form's submission until a token for its action
 * (app/lib/captcha-actions.ts: a sign-in form's mode, or "checkout") is in the form's
 * captcha_token field, then submits it. Without a site key forms post as is.
 */
export function useCaptchaSubmit(formName: string) {
  const siteKey = useRootData()?.env.RECAPTCHA_SITE_KEY;
  const action = captchaActionOf(formName);
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
    // A captcha that cannot load sends no token: the server decides (where it checks tokens, it
    // refuses the post with a readable message and the input kept; otherwise the API decides).
    getCaptchaToken(siteKey, action).then(send, () => send(""));
  };
}

/**
 * Forms whose input survives a session that ends while the visitor fills them in: the action
 * keeps a draft of the fields named here, the visitor signs in, and the page shows them again
 * (app/session/form-resume.server.ts, docs/decisions/013-form-drafts.md). Only these fields are
 * ever kept, and no list may name a secret: a card number, a CVC or any password is typed again.
 */
export interface ResumableForm<Field extends string = string> {
  /** Which page's form the draft belongs to: another page's loader never reads it. */
  name: string;
  /** The allow-list: every other field of the post is dropped before anything is kept. */
  fields: readonly Field[];
  /** What the page says above the form it fills from a draft. */
  notice: string;
  /** The sign-in form the visitor is sent to: a vendor page asks for an owner or agent account. */
  signInAs?: "vendor";
}

/** Names of fields that are never kept, whatever a form's list says. */
export const NEVER_KEPT = /pass(word|code|phrase)?|pin$|card_?(number|no)|cvc|cvv|security_code|secret|token|captcha/i;

/** Above a form filled from its draft, unless the form says more. */
const RESUMED = "Welcome back. Here is what you typed before your session ended: check it and send the form again.";

export function resumableForm<Field extends string>(
  name: string,
  fields: readonly Field[],
  { notice = RESUMED, signInAs }: { notice?: string; signInAs?: "vendor" } = {},
): ResumableForm<Field> {
  const secret = fields.find((field) => NEVER_KEPT.test(field));
  if (secret) throw new Error(`The ${name} form may not keep its ${secret} field in a draft`);
  return signInAs ? { name, fields, notice, signInAs } : { name, fields, notice };
}

/** On the sign-in page the visitor was sent to with a draft. */
export const SIGN_IN_TO_RESUME =
  "Your session ended, so your form was not sent. Sign in again to carry on: we have kept what you typed.";

/**
 * A form rendered for a signed-in visitor says so in this hidden field, so an action that then
 * finds no session at all (the cookie was removed or has expired) knows the session ended on the
 * way, rather than a visitor who never signed in posting a form anyone may use.
 */
export const SIGNED_IN_MARK = { name: "session", value: "signed-in" } as const;

/** Checkout keeps the lead guest, the chosen card (a saved one's id, or "new"), its expiry and the terms box. */
export const CHECKOUT_DRAFT = resumableForm(
  "checkout",
  ["first_name", "last_name", "email", "phone", "terms", "payment", "card_expiry"],
  {
    notice:
      "Welcome back. Here is what you typed before your session ended. Card numbers and CVCs are never kept: to pay with a new card, enter them again.",
  },
);

export const PROFILE_DRAFT = resumableForm("profile", ["first_name", "last_name", "email", "phone"], {
  notice: "Welcome back. Here is what you typed before your session ended: check it and save your profile.",
});

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

/**
 * Names of fields that are never kept, whatever a form's list says: passwords and codes, card
 * numbers and CVCs, secrets and tokens, and the keys and credentials of other services (a channel
 * manager's API key). A plain `key_…` field (how guests get the keys) is not a credential.
 */
export const NEVER_KEPT =
  /pass(word|code|phrase)?|pin$|card_?(number|no)|cvc|cvv|security_code|secret|token|captcha|(api|access|private|signing)_?key|credential/i;

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

/**
 * Owner forms (SPEC 1) sign in again as an owner or agent. Check-in information keeps the
 * property it was typed for, and its page applies the draft only to that property; the Wi-Fi
 * password and the key details (a lockbox or door code) are never kept.
 */
export const CHECK_IN_DRAFT = resumableForm(
  "check-in-information",
  [
    "property",
    "check_in_from",
    "check_out_until",
    "address",
    "address_details",
    "access_instructions",
    "key_handover",
    "contact_phone",
    "wifi_name",
  ],
  {
    signInAs: "vendor",
    notice:
      "Welcome back. Here is what you typed before your session ended: check it and save the check-in information. The Wi-Fi password and key details are never kept: they show what is saved, so type them again if you changed them.",
  },
);

/** The channel manager and the account id; the API key is typed again. */
export const CHANNEL_DRAFT = resumableForm("channel-manager-connection", ["provider", "account_id"], {
  signInAs: "vendor",
  notice:
    "Welcome back. Here is the channel manager and account ID you chose before your session ended. API keys are never kept: enter yours again, then test or connect.",
});

/**
 * Which pricing form was sent (fees, a rate, a file), for which property, and the fees or the
 * rate typed; a file is never kept, nor a file's text on its way from the preview to the save.
 */
export const PRICING_DRAFT = resumableForm(
  "upload-my-pricing",
  [
    "property",
    "intent",
    "start_date",
    "end_date",
    "nightly_price",
    "minimum_stay",
    "cleaning_fee",
    "extra_guest_fee",
    "extra_guest_from",
  ],
  {
    signInAs: "vendor",
    notice:
      "Welcome back. Your session ended before your pricing was saved. Here is what you typed: check it and save it again. Files are never kept: to upload a pricing file, choose it again.",
  },
);

/**
 * The listing step that was sent and its fields (amenities as one line each); pictures are never
 * kept. Every field of STEP_FIELDS (publish-my-property-action.server.ts) is here, with `step`.
 */
export const LISTING_DRAFT = resumableForm(
  "publish-my-property",
  [
    "step",
    "title",
    "category_id",
    "summary",
    "description",
    "destination_slug",
    "address",
    "postal_code",
    "latitude",
    "longitude",
    "max_guests",
    "bedrooms",
    "beds",
    "bathrooms",
    "amenities",
    "check_in_time",
    "check_out_time",
    "house_rules",
    "cancellation_policy",
    "currency",
    "nightly_price",
    "cleaning_fee",
  ],
  {
    signInAs: "vendor",
    notice:
      "Welcome back. Here is what you typed before your session ended: check it and save the step again. Pictures are never kept: add them again.",
  },
);

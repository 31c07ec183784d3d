/** The set-your-password form: its fields and words (the rules: set-password-form.server.ts). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const SET_PASSWORD_FIELDS = {
  password: {
    label: "New password",
    hint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  },
  confirm: { label: "Type it again" },
} as const;

export const PASSWORD_LINK_GONE =
  "This link has expired or was already used. Ask for a new one below: it lasts a day and works once.";

export interface SetPasswordActionData {
  fieldErrors: Partial<Record<"password" | "confirm", string>>;
  formError: string | null;
  linkGone: boolean;
}

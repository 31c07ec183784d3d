import { useEffect, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { FormField, fieldAria } from "~/components/form-field";
import { SocialButtons } from "~/components/auth/social-buttons";
import { useCaptchaSubmit } from "~/components/auth/use-captcha-submit";
import { type LoginFormMode, type UserType, useUi } from "~/components/ui-state";
import type { LoginActionData } from "~/lib/auth-forms";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

interface LoginFormsProps {
  /** "page": plain HTML posts that redirect (works without JavaScript); "modal": a fetcher that stays. */
  variant: "page" | "modal";
  initialMode: LoginFormMode;
  initialType: UserType;
  redirectTo?: string;
  pageResult?: LoginActionData;
}

const TITLES: Record<LoginFormMode, string> = {
  login: "Sign in",
  "two-factor": "Two-step verification",
  "quick-store": "Create a guest account",
  "password-recover": "Reset your password",
};

const SUBMIT: Record<LoginFormMode, [idle: string, busy: string]> = {
  login: ["Sign in", "Signing in…"],
  "two-factor": ["Verify", "Checking…"],
  "quick-store": ["Create account", "Creating…"],
  "password-recover": ["Send reset link", "Sending…"],
};

/** The sign-in forms of SPEC 2's modal and of /login: one component, two ways of posting. */
export function LoginForms({ variant, initialMode, initialType, redirectTo, pageResult }: LoginFormsProps) {
  const fetcher = useFetcher<LoginActionData>({ key: "login-modal" });
  const navigation = useNavigation();
  // The page keeps its query (redirectTo, type) across posts, so every step returns to it.
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  const result = variant === "modal" ? fetcher.data : pageResult;
  const [mode, setMode] = useState<LoginFormMode>(result?.mode ?? initialMode);
  // Each new answer names the form to show next; in between, the visitor may switch forms. The
  // step is adjusted while rendering when the answer changes (React's way for state that follows a prop).
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result) setMode(result.mode);
  }
  const [type, setType] = useState<UserType>(result?.type ?? initialType);
  const ui = useUi();
  const setListYourPropertyError = ui.login.setListYourPropertyError;
  useEffect(() => {
    // In the modal, a guest account refused as a vendor is the modal's own message (SPEC 2).
    if (variant === "modal" && result) setListYourPropertyError(result.listYourPropertyError);
  }, [result, variant, setListYourPropertyError]);

  const busy =
    variant === "modal"
      ? fetcher.state !== "idle"
      : navigation.state === "submitting" && navigation.formAction?.startsWith(pagePath("/login")) === true;
  const fresh = result?.mode === mode ? result : undefined;
  const errors = fresh?.fieldErrors ?? {};
  const values = result?.values ?? { email: "", first_name: "", last_name: "" };
  const FormTag = variant === "modal" ? fetcher.Form : Form;
  const onSubmit = useCaptchaSubmit(mode);
  const id = (name: string) => `${variant}-${mode}-${name}`;
  const switchTo = (next: LoginFormMode) => ({
    to: pagePath(
      `/login?mode=${next}&type=${type}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
    ),
    onClick: (event: React.MouseEvent) => {
      event.preventDefault();
      setMode(next);
    },
  });

  return (
    <div>
      <fieldset className="mb-5 grid grid-cols-2 rounded-full bg-surface p-1 text-sm font-medium">
        <legend className="sr-only">I am signing in as</legend>
        {(["guest", "vendor"] as const).map((option) => (
          <label
            key={option}
            className={`grid min-h-10 cursor-pointer place-items-center rounded-full ${type === option ? "bg-white shadow-sm" : "text-muted"}`}
          >
            <input
              type="radio"
              name="user-type-choice"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
              className="sr-only"
            />
            {option === "guest" ? "Traveller" : "Owner or agent"}
          </label>
        ))}
      </fieldset>

      {/* On /login the form title comes right after the page title; in the modal, after the dialog's. */}
      {variant === "page" ? (
        <h2 className="text-lg font-semibold">{TITLES[mode]}</h2>
      ) : (
        <h3 className="text-lg font-semibold">{TITLES[mode]}</h3>
      )}
      {fresh?.message ? (
        <p role="status" className="mt-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {fresh.message}
        </p>
      ) : null}
      {fresh?.formError || (variant === "page" && fresh?.listYourPropertyError) ? (
        <p role="alert" className="mt-3 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
          {fresh.formError ?? fresh.listYourPropertyError}
        </p>
      ) : null}

      <FormTag
        method="post"
        action={pagePath(variant === "page" ? `/login${location.search}` : "/login")}
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="intent" value={mode} />
        <input type="hidden" name="type" value={type} />
        {variant === "page" && redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {mode === "quick-store" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={id("first_name")} label="First name" error={errors.first_name}>
              <input
                type="text"
                id={id("first_name")}
                name="first_name"
                autoComplete="given-name"
                defaultValue={values.first_name}
                className="field-input"
                {...fieldAria(id("first_name"), errors.first_name)}
              />
            </FormField>
            <FormField id={id("last_name")} label="Last name" error={errors.last_name}>
              <input
                type="text"
                id={id("last_name")}
                name="last_name"
                autoComplete="family-name"
                defaultValue={values.last_name}
                className="field-input"
                {...fieldAria(id("last_name"), errors.last_name)}
              />
            </FormField>
          </div>
        ) : null}
        {mode === "two-factor" ? (
          <>
            <input type="hidden" name="email" value={values.email} />
            <FormField id={id("code")} label="6-digit code" error={errors.code}>
              <input
                type="text"
                id={id("code")}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="field-input tracking-[0.4em]"
                // This step only appears in answer to the password the visitor just sent, and the
                // code is its one field: the focus goes where they type next.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                {...fieldAria(id("code"), errors.code)}
              />
            </FormField>
          </>
        ) : (
          <FormField id={id("email")} label="Email" error={errors.email}>
            <input
              id={id("email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              className="field-input"
              {...fieldAria(id("email"), errors.email)}
            />
          </FormField>
        )}
        {mode === "login" ? (
          <FormField id={id("password")} label="Password" error={errors.password}>
            <input
              id={id("password")}
              name="password"
              type="password"
              autoComplete="current-password"
              className="field-input"
              {...fieldAria(id("password"), errors.password)}
            />
          </FormField>
        ) : null}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {SUBMIT[mode][busy ? 1 : 0]}
        </button>
      </FormTag>

      <div className="mt-4 flex flex-col gap-1 text-sm">
        {mode !== "login" ? (
          <Link
            {...switchTo("login")}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            Back to sign in
          </Link>
        ) : (
          <>
            <Link
              {...switchTo("password-recover")}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            >
              Forgot your password?
            </Link>
            {type === "guest" ? (
              <Link
                {...switchTo("quick-store")}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
              >
                New here? Sign up with your name and email
              </Link>
            ) : null}
          </>
        )}
      </div>
      {mode === "login" && type === "guest" ? (
        <SocialButtons redirectTo={variant === "page" ? (redirectTo ?? "/") : undefined} />
      ) : null}
    </div>
  );
}

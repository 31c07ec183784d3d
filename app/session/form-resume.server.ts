import { randomBytes } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import { type RouterContextProvider, redirect } from "react-router";
import { type Env, getEnv } from "~/env.server";
import { cacheControl } from "~/lib/cache-policy";
import { formText } from "~/lib/form-fields";
import { NEVER_KEPT, type ResumableForm, SIGNED_IN_MARK } from "~/lib/resumable-forms";
import { sessionContext } from "~/request-context";
import { clientAddress, takeFormDraft } from "~/session/rate-limit.server";
import { loginPath } from "~/session/require-user.server";
import { FORM_DRAFT_TTL_SECONDS, type FormDraftStore, formDraftStore } from "~/shared-state/form-drafts.server";

/**
 * A session that ends while the visitor fills in a form no longer costs what they typed
 * (docs/decisions/013-form-drafts.md). The action keeps a draft of the form's allow-listed fields
 * (app/lib/resumable-forms.ts) in the draft store and sends the visitor to sign in; the sign-in
 * comes back to the form's page with the draft's id in `?draft=`, and the page's loader takes the
 * draft (once) and fills the form with it. The id alone is worth nothing: the draft is bound to
 * the browser that made it by the secret in DRAFT_OWNER_COOKIE.
 */
export const DRAFT_PARAM = "draft";
export const DRAFT_OWNER_COOKIE = "form_draft_owner";

/** 32 random bytes, base64url. */
const OWNER_PATTERN = /^[\w-]{43}$/;

/** What loaders and actions are given: the request, its URL and the router context. */
export interface FormCall {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

export function readDraftOwner(request: Request): string | undefined {
  const header = request.headers.get("Cookie");
  const value = header ? parseCookie(header)[DRAFT_OWNER_COOKIE] : undefined;
  return value && OWNER_PATTERN.test(value) ? value : undefined;
}

/** HttpOnly and site-wide, for as long as a draft lives; SameSite=Lax so the sign-in's redirects carry it. */
export function draftOwnerSetCookie(owner: string, env: Pick<Env, "APP_ENV">): string {
  return stringifySetCookie(DRAFT_OWNER_COOKIE, owner, {
    path: "/",
    httpOnly: true,
    secure: env.APP_ENV !== "local",
    sameSite: "lax",
    maxAge: FORM_DRAFT_TTL_SECONDS,
  });
}

/** The allow-listed text fields of a post; nothing else is ever kept. */
export function draftValues<Field extends string>(
  form: ResumableForm<Field>,
  submitted: FormData | Partial<Record<string, string>>,
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const field of form.fields) {
    if (NEVER_KEPT.test(field)) continue;
    const value = submitted instanceof FormData ? submitted.get(field) : submitted[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * The form was rendered for a signed-in visitor (SIGNED_IN_MARK) and comes back without any
 * session: the cookie expired or was removed while the visitor was typing.
 */
export function sessionEndedSinceRender(context: Readonly<RouterContextProvider>, submitted: FormData): boolean {
  return !context.get(sessionContext).token && formText(submitted, SIGNED_IN_MARK.name) === SIGNED_IN_MARK.value;
}

/**
 * The answer to a post whose session is over (no session, or the API answered 401): a 303 to
 * sign in and back to this page, with a draft of what was typed when one could be kept. A token
 * the API refused is cleared with it. At most 30 drafts per 15 minutes are kept per address; past
 * that, or for a draft too large, the visitor still signs in and comes back, without the draft.
 */
export async function signInToResume<Field extends string>(
  call: FormCall,
  form: ResumableForm<Field>,
  submitted: FormData,
  store: FormDraftStore = formDraftStore(),
): Promise<Response> {
  const session = call.context.get(sessionContext);
  if (session.token) session.ended = true;
  const owner = readDraftOwner(call.request) ?? randomBytes(32).toString("base64url");
  const back = new URL(call.url);
  back.searchParams.delete(DRAFT_PARAM);
  const headers = new Headers({ "Cache-Control": cacheControl("personal") });
  const mayKeep = (await takeFormDraft(clientAddress(call.context))) === 0;
  const id = mayKeep
    ? await store.put(owner, { form: form.name, path: call.url.pathname, values: draftValues(form, submitted) })
    : null;
  if (id) {
    back.searchParams.set(DRAFT_PARAM, id);
    headers.append("Set-Cookie", draftOwnerSetCookie(owner, getEnv()));
  }
  return redirect(loginPath(back, form.signInAs), { status: 303, headers });
}

/**
 * The draft this page was sent back with (`?draft=`), taken once: only for a signed-in visitor
 * (before the sign-in it waits), only with the secret of the browser that kept it, and only on
 * the page and form it was kept for. Null otherwise, and the form shows what it always does.
 */
export async function resumeDraft<Field extends string>(
  call: FormCall,
  form: ResumableForm<Field>,
  store: FormDraftStore = formDraftStore(),
): Promise<Partial<Record<Field, string>> | null> {
  const id = call.url.searchParams.get(DRAFT_PARAM);
  const owner = readDraftOwner(call.request);
  if (!id || !owner || !call.context.get(sessionContext).token) return null;
  const draft = await store.take(owner, id);
  if (!draft || draft.form !== form.name || draft.path !== call.url.pathname) return null;
  return draftValues(form, draft.values);
}

/**
 * The same call, coming back to the page with `params` in its address: an owner form posted for
 * one property or step comes back to that property or step, whatever the address showed.
 */
export function returningTo(call: FormCall, params: Record<string, string | null>): FormCall {
  const url = new URL(call.url);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return { ...call, url };
}

/**
 * A draft kept for one thing (a property, a listing step) applies only to that same thing: null
 * on a page showing any other, so what was typed for one property never fills another's form.
 */
export function draftFor<Draft extends Partial<Record<string, string>>>(
  draft: Draft | null,
  field: keyof Draft,
  showing: string | number | null,
): Draft | null {
  return draft && showing !== null && draft[field] === String(showing) ? draft : null;
}

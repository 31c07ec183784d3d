import { http } from "msw";
import { type Store, issueToken } from "../store";
import { fieldErrors } from "../validation/fields";
import { TWO_FACTOR_RULES } from "../validation/two-factor";
import { fail, ok, readForm } from "./respond";

/** A pending login lives 10 minutes and takes 5 wrong codes at most. */
export const PENDING_LOGIN_MS = 600_000;
export const MAX_WRONG_CODES = 5;

/**
 * login_json's answer for an account with a second factor: a pending-login token, single-use,
 * that POST /two_factor_auth takes with the code. Expired ones are dropped as new ones are made.
 */
export function startPendingLogin(store: Store, userId: number): string {
  const now = Date.now();
  for (const [token, pending] of store.pendingLogins) if (pending.expires <= now) store.pendingLogins.delete(token);
  const token = `pending.${crypto.randomUUID()}`;
  store.pendingLogins.set(token, { userId, expires: now + PENDING_LOGIN_MS, wrongCodes: 0 });
  return token;
}

/** SPEC 7 POST /two_factor_auth, bound to the password step by its pending-login token. */
export function twoFactorHandlers(base: string, store: Store) {
  return [
    http.post(`${base}/two_factor_auth`, async ({ request }) => {
      const parsed = TWO_FACTOR_RULES.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success)
        return fail(422, "Please check the highlighted fields.", fieldErrors(parsed.error, "two_factor_token"));
      const { two_factor_token: token, code } = parsed.data;
      const pending = store.pendingLogins.get(token);
      const user = pending && store.users.find((candidate) => candidate.id === pending.userId);
      if (!pending || !user?.twoFactorCode || pending.expires <= Date.now()) {
        store.pendingLogins.delete(token);
        return fail(401, "This sign-in has expired. Sign in again.", {
          two_factor_token: ["Unknown, used or expired."],
        });
      }
      if (code !== user.twoFactorCode) {
        pending.wrongCodes += 1;
        if (pending.wrongCodes < MAX_WRONG_CODES)
          return fail(422, "That code is not right. Check the latest code and try again.", { code: ["Invalid code."] });
        store.pendingLogins.delete(token);
        return fail(422, "That code is not right, and that was the fifth wrong one: sign in again.", {
          code: ["Invalid code."],
        });
      }
      store.pendingLogins.delete(token);
      return ok({ result: { access_token: issueToken(store, user.id) } });
    }),
  ];
}

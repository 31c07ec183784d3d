import { quickStore, recoverPassword } from "~/api/auth.server";
import type { ApiClient } from "~/api/client.server";

export const SIGN_UP_LINK_SENT =
  "We have sent a link to that address: open it to choose your password and sign in. Until then you can carry on as a guest.";

/**
 * Quick sign-up that does not tell whether an email has an account (issue 17): the answer is
 * the same for a new address and a taken one, so nobody learns who is a customer here.
 *
 * POST /guest/quick_store opens the account when the address is new (its token is not used:
 * signing this visitor in would say the address was free) and answers 422 when it is taken;
 * either way POST /account/password_recover then sends the address a link to choose a password
 * and sign in, which only the address's owner can open. The visitor is told a link was sent.
 * Resolves to false only when the API is unavailable, which does not depend on the address.
 */
export async function quickSignUp(
  api: ApiClient,
  input: { first_name: string; last_name: string; email: string },
  captchaToken: string | undefined,
): Promise<boolean> {
  const created = await quickStore(api, { ...input, captchaToken });
  if (!created.success && created.status >= 500) return false;
  const link = await recoverPassword(api, { email: input.email });
  return link.success || link.status < 500;
}

import { http } from "msw";
import type { Store } from "../store";
import { fieldErrors } from "../validation/fields";
import { OUTBOX_RULES, PASSWORD_RESET_RULES } from "../validation/password-links";
import { fail, ok, readForm } from "./respond";

const LINK_GONE = "This link has expired or was already used. Ask for a new one.";

/**
 * Designed POST /account/password_reset: the token of a set-your-password link (sent by
 * POST /account/password_recover, and by POST /bookings for a new account) sets the password,
 * once. Demo only: GET /demo/outbox shows what the demo "sent".
 */
export function passwordLinkHandlers(base: string, store: Store) {
  return [
    http.post(`${base}/account/password_reset`, async ({ request }) => {
      const parsed = PASSWORD_RESET_RULES.safeParse(Object.fromEntries(await readForm(request)));
      if (!parsed.success) return fail(422, "Please check the highlighted fields.", fieldErrors(parsed.error, "token"));
      const { token, password } = parsed.data;
      const link = store.passwordLinks.get(token);
      const user = link && store.users.find((candidate) => candidate.id === link.userId);
      if (!link || !user || link.expires <= Date.now()) {
        store.passwordLinks.delete(token);
        return fail(422, LINK_GONE, { token: [LINK_GONE] });
      }
      user.password = password;
      // The password is chosen: every other link of the account is used up with this one.
      for (const [other, holder] of store.passwordLinks)
        if (holder.userId === user.id) store.passwordLinks.delete(other);
      return ok({ email: user.email });
    }),

    http.get(`${base}/demo/outbox`, ({ request }) => {
      const parsed = OUTBOX_RULES.safeParse({ to: new URL(request.url).searchParams.get("to") ?? undefined });
      if (!parsed.success) return fail(422, "Please check the query.", fieldErrors(parsed.error, "to"));
      const to = parsed.data.to.toLowerCase();
      const mine = store.outbox
        .filter((mail) => mail.to.toLowerCase() === to)
        .reverse()
        .map(({ sentAt, ...mail }) => ({ ...mail, sent_at: sentAt }));
      return ok({ entities: mine });
    }),
  ];
}

import type { Store, UserRecord } from "./store";

/** A set-your-password link lives a day (docs/api.md, "POST /account/password_reset"). */
export const PASSWORD_LINK_MS = 86_400_000;

/** "Sends" a message: kept in the store's outbox and handed to the demo server's log. */
export function sendMail(store: Store, mail: { to: string; subject: string; text: string; link?: string | null }) {
  const record = { ...mail, link: mail.link ?? null, sentAt: new Date().toISOString() };
  store.outbox.push(record);
  store.logMail(`mail to ${record.to}: ${record.subject}${record.link ? ` ${record.link}` : ""}`);
}

/**
 * A new set-your-password link for `user`: single use, a day long. Earlier links stay good until
 * they expire or one of them is used; expired ones are dropped as new ones are made.
 */
export function passwordLink(store: Store, user: UserRecord): string {
  const now = Date.now();
  for (const [token, link] of store.passwordLinks) if (link.expires <= now) store.passwordLinks.delete(token);
  const token = crypto.randomUUID().replaceAll("-", "") + crypto.randomUUID().replaceAll("-", "");
  store.passwordLinks.set(token, { userId: user.id, expires: now + PASSWORD_LINK_MS });
  return `${store.siteUrl}/set-password?token=${token}`;
}

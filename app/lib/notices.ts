import { z } from "zod";
import type { ToastTone } from "~/lib/toasts";

/**
 * What the visitor is told when the API ended their session with a 409 (SPEC 8: "409 means the
 * session is no longer valid: the site logs the visitor out").
 */
export const SESSION_CONFLICT_NOTICE =
  "You have been signed out because your session is no longer valid (it may have been replaced by a newer sign-in). Please sign in again.";

/**
 * The confirmations and explanations the site shows once, as a toast (SPEC 3, 4, 9), on the
 * page after what happened: the same words with JavaScript on (a toast) and off (the toast is
 * in the page the server renders). Each is named by a key, so the short-lived cookie that
 * carries one to the next answer holds only the key, never text.
 */
export const NOTICES = {
  conflict: { message: SESSION_CONFLICT_NOTICE, tone: "error", timeout: 10_000 },
  "signed-out": { message: "You are signed out. See you soon!", tone: "info" },
  "profile-saved": { message: "Your profile is saved.", tone: "success" },
  "wishlist-created": { message: "Your new wishlist is ready.", tone: "success" },
  "wishlist-created-with-place": { message: "Your new wishlist is ready, with this place in it.", tone: "success" },
  "wishlist-saved": { message: "The place is saved to your wishlist.", tone: "success" },
  "wishlist-renamed": { message: "Your wishlist is renamed.", tone: "success" },
  "booking-cancelled": { message: "Your booking is cancelled.", tone: "success" },
  "password-set": { message: "Your password is set. Sign in with your email and your new password.", tone: "success" },
  "booking-made": {
    message: "Your stay is booked. The confirmation is on its way to your inbox.",
    tone: "success",
  },
} as const satisfies Record<string, { message: string; tone: ToastTone; timeout?: number }>;

export type NoticeKey = keyof typeof NOTICES;

const NOTICE_KEYS = Object.keys(NOTICES) as [NoticeKey, ...NoticeKey[]];
export const noticeKeySchema = z.enum(NOTICE_KEYS);

/** A notice as the root data carries it: a toast with an id of its own showing. */
export interface NoticeToast {
  id: string;
  message: string;
  tone: ToastTone;
  timeout?: number;
}

/** The toast of `key`; `showing` tells this showing from an earlier one of the same notice. */
export function noticeToast(key: NoticeKey, showing: string): NoticeToast {
  const notice: { message: string; tone: ToastTone; timeout?: number } = NOTICES[key];
  return { id: `notice-${key}-${showing}`, ...notice };
}

/**
 * Said when the API could not say who the visitor is after start-up (an outage, not a refusal):
 * the session is kept (DESIGN.md). Never carried to another answer, so not one of NOTICES.
 */
export const PROFILE_UNAVAILABLE_MESSAGE =
  "We could not load your account just now. You are still signed in: try again in a moment.";

export function profileUnavailableToast(showing: string): NoticeToast {
  return { id: `profile-unavailable-${showing}`, message: PROFILE_UNAVAILABLE_MESSAGE, tone: "info" };
}

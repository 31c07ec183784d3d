import { useEffect, useRef } from "react";
import { forgetSignedInStorage } from "~/client/signed-out-state";
import { useRootData } from "~/components/session-user";
import { useUi } from "~/components/ui-state";
import type { ToastInput } from "~/lib/toasts";

export const SESSION_NOTICE_TOAST_ID = "session-notice";

/** The toast for the root data's session notice: the server renders it with the page (see root Providers). */
export function sessionNoticeToasts(notice: string | null | undefined): ToastInput[] {
  return notice ? [{ id: SESSION_NOTICE_TOAST_ID, message: notice, tone: "error", timeout: 10_000 }] : [];
}

/**
 * Follows the session in the browser: a notice in new root data (the API ended the session)
 * becomes a toast, and once the visitor is signed out (a logout, a 409, a token the API
 * refused) what the browser kept of their session goes: the open wishlist modal and the stored
 * sign-in state.
 */
export function SessionEvents() {
  const root = useRootData();
  const ui = useUi();
  const notice = root?.sessionNotice ?? null;
  const signedIn = Boolean(root?.user);
  const addToast = ui.toasts.add;

  useEffect(() => {
    for (const toast of sessionNoticeToasts(notice)) addToast(toast);
  }, [notice, addToast]);

  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      ui.wishlist.close();
      forgetSignedInStorage(window.localStorage);
    }
    wasSignedIn.current = signedIn;
  }, [signedIn, ui.wishlist]);

  return null;
}

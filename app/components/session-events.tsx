import { useEffect, useRef } from "react";
import { useFacebookSession } from "~/client/use-facebook-session";
import { forgetSignedInStorage } from "~/client/signed-out-state";
import { useRootData } from "~/components/session-user";
import { useUi } from "~/components/ui-state";

/**
 * Follows the session in the browser: a notice in new root data (the API ended the session, or
 * a form just did what it was sent to do) becomes a toast (the server renders the first page's
 * with it, see root Providers; its id makes the two one toast), and once the visitor is signed
 * out (a logout, a 409, a token the API refused) what the browser kept of their session goes:
 * the open wishlist modal and the stored sign-in state.
 */
export function SessionEvents() {
  const root = useRootData();
  const ui = useUi();
  const notice = root?.notice ?? null;
  const signedIn = Boolean(root?.user);
  const addToast = ui.toasts.add;

  useEffect(() => {
    if (notice) addToast(notice);
  }, [notice, addToast]);

  // Before the stored sign-in is cleared below: Facebook's status check, and its sign-out.
  useFacebookSession(root?.env.FACEBOOK_APP_ID, signedIn);

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

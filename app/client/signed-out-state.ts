import { FACEBOOK_STORAGE_KEY } from "~/client/facebook-storage";
import { SAVED_SESSIONS_KEY } from "~/client/saved-sessions";

/**
 * What the browser keeps of a signed-in visitor beyond the page's data, dropped once they are
 * signed out (SPEC 4 logout): the Facebook sign-in (its access token and profile) and the list
 * of saved sessions. Storage errors (private mode) are only logged.
 */
export function forgetSignedInStorage(storage: Pick<Storage, "removeItem" | "setItem">): void {
  try {
    storage.removeItem(FACEBOOK_STORAGE_KEY);
    storage.setItem(SAVED_SESSIONS_KEY, "[]");
  } catch (error) {
    console.error("[session] the stored sign-in could not be cleared", error);
  }
}

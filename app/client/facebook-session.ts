import {
  FACEBOOK_STORAGE_KEY,
  type FacebookAuth,
  type FacebookDependencies,
  browserDependencies,
  createFacebookAuth,
  storedFacebookSignIn,
} from "~/client/facebook";

let pageAuth: { appId: string; auth: FacebookAuth } | null = null;
let startFollowed = false;

/** The page's one Facebook sign-in (its SDK loads once), made when first needed. */
export function facebookAuth(appId: string, deps?: FacebookDependencies): FacebookAuth {
  if (pageAuth?.appId !== appId) pageAuth = { appId, auth: createFacebookAuth(appId, deps) };
  return pageAuth.auth;
}

/** A fresh page, as far as Facebook goes (tests start each case from one). */
export function forgetFacebookAuth(): void {
  pageAuth = null;
  startFollowed = false;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * SPEC 4 sign-out of Facebook: the app's permissions are revoked and the stored sign-in is
 * cleared. Its SPEC 8 message is only logged ("Logged out successfully!", "User not logged in or
 * already logged out.", "Failed to revoke permissions."): the visitor has signed out of the site
 * either way, and the site's own sign-out says so.
 */
export async function signOutOfFacebook(auth: FacebookAuth): Promise<string> {
  try {
    const message = await auth.signOut();
    console.info(`[facebook] ${message}`);
    return message;
  } catch (error) {
    console.error(`[facebook] ${messageOf(error)}`);
    return messageOf(error);
  }
}

/**
 * SPEC 4's initial status check, when the site starts in the browser, for a browser that keeps a
 * Facebook sign-in (nobody else loads the SDK): a visitor signed in to the site gets the stored
 * sign-in checked with Facebook (kept while connected, cleared otherwise); a visitor signed out
 * of the site (a logout without JavaScript, a session that ended while the page was closed) is
 * signed out of Facebook too, so the token never outlives the session.
 */
export async function followFacebookAtStart(
  appId: string,
  signedIn: boolean,
  storage: Pick<Storage, "getItem">,
  deps?: FacebookDependencies,
): Promise<void> {
  // Once a page load: the error page's shell starting again is no new start.
  if (startFollowed) return;
  startFollowed = true;
  if (!storedFacebookSignIn(storage)) return;
  const auth = facebookAuth(appId, deps);
  if (!signedIn) {
    await signOutOfFacebook(auth);
    return;
  }
  try {
    await auth.checkStatus();
  } catch (error) {
    console.error(`[facebook] ${messageOf(error)}`);
  }
}

/**
 * SPEC 4 sign-out of Facebook once the site's session is gone: with this page's sign-in when it
 * made or followed one, else with the sign-in the browser kept when the session ended
 * (`storedAtEnd`, read before the site cleared it; this module may arrive after that).
 */
export function signOutOfFacebookAtSessionEnd(
  appId: string,
  storedAtEnd: string | null,
  deps: FacebookDependencies = browserDependencies(),
): Promise<string> {
  const storage = deps.storage;
  const keptAtEnd: FacebookDependencies["storage"] = storage && {
    getItem: (key) => (key === FACEBOOK_STORAGE_KEY ? storedAtEnd : storage.getItem(key)),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
  };
  return signOutOfFacebook(facebookAuth(appId, { ...deps, storage: keptAtEnd }));
}

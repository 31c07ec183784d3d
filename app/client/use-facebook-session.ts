import { useEffect, useRef } from "react";
import { storedFacebookSignInText } from "~/client/facebook-storage";

/** The Facebook sign-in module (its SDK wrapper and zod), downloaded when there is a sign-in to follow. */
const facebookSession = () => import("~/client/facebook-session");

const logFailure = (error: unknown) => console.error("[facebook]", error);

/**
 * Follows the site's session for Facebook (SPEC 4): the initial status check when the page
 * starts in a browser that keeps a Facebook sign-in, and the Facebook sign-out once the visitor
 * is signed out of the site (a logout, a 409, a token the API refused). Call it before anything
 * that clears the browser's stored sign-in.
 */
export function useFacebookSession(appId: string | undefined, signedIn: boolean): void {
  const signedInAtStart = useRef(signedIn);
  useEffect(() => {
    // Nothing stored: nothing to check, and the Facebook module is not downloaded.
    if (!appId || storedFacebookSignInText(window.localStorage) === null) return;
    facebookSession()
      .then((module) => module.followFacebookAtStart(appId, signedInAtStart.current, window.localStorage))
      .catch(logFailure);
  }, [appId]);

  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (appId && wasSignedIn.current && !signedIn) {
      // Read now: the site clears the stored sign-in right after this, before the module arrives.
      const storedAtEnd = storedFacebookSignInText(window.localStorage);
      facebookSession()
        .then((module) => module.signOutOfFacebookAtSessionEnd(appId, storedAtEnd))
        .catch(logFailure);
    }
    wasSignedIn.current = signedIn;
  }, [appId, signedIn]);
}

/**
 * Where the browser keeps a Facebook sign-in (SPEC 4), apart from the Facebook module: the site
 * clears it on sign-out and looks for it at start without downloading the SDK wrapper and its
 * validation (zod), which only load when there is a sign-in to follow.
 */
export const FACEBOOK_STORAGE_KEY = "facebook_sign_in";

/**
 * What is stored under the key, unchecked (whether it is a whole sign-in is the Facebook
 * module's question), or null: nothing stored, or storage the browser blocks.
 */
export function storedFacebookSignInText(storage: Pick<Storage, "getItem">): string | null {
  try {
    return storage.getItem(FACEBOOK_STORAGE_KEY);
  } catch {
    return null;
  }
}

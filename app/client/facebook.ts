import { FACEBOOK_STORAGE_KEY } from "~/client/facebook-storage";
import { loadScript } from "~/client/script-loader";
import { type FacebookProfile, type SocialUser, socialUserFromFacebook } from "~/lib/social-profile";

/** SPEC 7: the Facebook JS SDK version. */
export const FACEBOOK_SDK_VERSION = "v20.0";
export const FACEBOOK_SDK_URL = "https://connect.facebook.net/en_US/sdk.js";

/** SPEC 8 messages, word for word. */
export const FACEBOOK_MESSAGES = {
  sdkMissing: "Facebook SDK loaded, but window.FB is undefined",
  loadFailed: "Failed to load Facebook SDK",
  loginFailed: "Login was unsuccessful!",
  revokeFailed: "Failed to revoke permissions.",
  notLoggedIn: "User not logged in or already logged out.",
  loggedOut: "Logged out successfully!",
} as const;

interface AuthResponse {
  accessToken: string;
  userID: string;
}

export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  getLoginStatus(callback: (response: { status: string; authResponse?: AuthResponse | null }) => void): void;
  login(callback: (response: { authResponse?: AuthResponse | null }) => void, options: { scope: string }): void;
  api(path: string, ...args: unknown[]): void;
}

/** SPEC 3 first provider sign-in state. */
export interface FacebookState {
  signedIn: boolean;
  userData: SocialUser | null;
  token: string | null;
}

export { FACEBOOK_STORAGE_KEY };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isFilledText = (value: unknown): value is string => isText(value) && value !== "";

/**
 * A whole stored sign-in, or null, checked by hand rather than with zod: this runs in the browser,
 * on the few fields a page of ours saved, and zod would add its whole library to the bundle.
 */
function storedSignInOf(value: unknown): FacebookState | null {
  if (!isRecord(value) || value.signedIn !== true || !isFilledText(value.token)) return null;
  const user = value.userData;
  if (!isRecord(user) || !isFilledText(user.id)) return null;
  const { firstName, lastName, email } = user;
  if (!isText(firstName) || !isText(lastName) || !isText(email)) return null;
  return { signedIn: true, userData: { id: user.id, firstName, lastName, email }, token: value.token };
}

/**
 * The Facebook sign-in this browser keeps (saved at sign-in), or null: nothing stored, or
 * something that is not a whole sign-in (another version's format, a hand edit, blocked storage).
 */
export function storedFacebookSignIn(storage: Pick<Storage, "getItem"> | undefined): FacebookState | null {
  try {
    const raw = storage?.getItem(FACEBOOK_STORAGE_KEY);
    if (!raw) return null;
    return storedSignInOf(JSON.parse(raw));
  } catch {
    return null;
  }
}

export interface FacebookDependencies {
  load: () => Promise<void>;
  sdk: () => FacebookSdk | undefined;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/** The real SDK, script and localStorage of the page. */
export const browserDependencies = (): FacebookDependencies => ({
  load: () => loadScript(FACEBOOK_SDK_URL, { attributes: { crossorigin: "anonymous" } }),
  sdk: () => (window as unknown as { FB?: FacebookSdk }).FB,
  storage: window.localStorage,
});

/**
 * The Facebook sign-in of SPEC 4: load and status check, sign in asking only for the email
 * permission, sign out by revoking the app's permissions and clearing what was stored.
 */
export function createFacebookAuth(appId: string, deps: FacebookDependencies = browserDependencies()) {
  // A sign-in saved by an earlier page is this one's too: it can be checked and signed out of.
  const state: FacebookState = storedFacebookSignIn(deps.storage) ?? { signedIn: false, userData: null, token: null };
  let ready: Promise<FacebookSdk> | null = null;

  const save = () => deps.storage?.setItem(FACEBOOK_STORAGE_KEY, JSON.stringify(state));
  const clear = () => {
    state.signedIn = false;
    state.userData = null;
    state.token = null;
    deps.storage?.removeItem(FACEBOOK_STORAGE_KEY);
  };

  function sdk(): Promise<FacebookSdk> {
    ready ??= deps.load().then(
      () => {
        const FB = deps.sdk();
        if (!FB) throw new Error(FACEBOOK_MESSAGES.sdkMissing);
        FB.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: true, xfbml: false });
        return FB;
      },
      () => {
        ready = null;
        throw new Error(FACEBOOK_MESSAGES.loadFailed);
      },
    );
    return ready;
  }

  function me(FB: FacebookSdk, token: string): Promise<SocialUser> {
    return new Promise((resolve, reject) => {
      FB.api(
        "/me",
        { fields: "id,first_name,last_name,email", access_token: token },
        (profile: FacebookProfile & { error?: unknown }) => {
          if (!profile || profile.error) reject(new Error(FACEBOOK_MESSAGES.loginFailed));
          else resolve(socialUserFromFacebook(profile));
        },
      );
    });
  }

  async function signedInWith(FB: FacebookSdk, auth: AuthResponse) {
    state.token = auth.accessToken;
    state.userData = await me(FB, auth.accessToken);
    state.signedIn = true;
    save();
    return { ...state };
  }

  return {
    state: () => ({ ...state }),

    /** The initial status check: picks up a session the visitor already has with the app. */
    async checkStatus(): Promise<FacebookState> {
      const FB = await sdk();
      const response = await new Promise<{ status: string; authResponse?: AuthResponse | null }>((resolve) =>
        FB.getLoginStatus(resolve),
      );
      if (response.status === "connected" && response.authResponse) return signedInWith(FB, response.authResponse);
      clear();
      return { ...state };
    },

    /** Asks for the email permission only (SPEC 6). */
    async signIn(): Promise<FacebookState> {
      const FB = await sdk();
      const response = await new Promise<{ authResponse?: AuthResponse | null }>((resolve) =>
        FB.login(resolve, { scope: "email" }),
      );
      if (!response.authResponse) throw new Error(FACEBOOK_MESSAGES.loginFailed);
      return signedInWith(FB, response.authResponse);
    },

    async signOut(): Promise<string> {
      if (!state.signedIn || !state.userData || !state.token) return FACEBOOK_MESSAGES.notLoggedIn;
      const FB = await sdk();
      const userId = state.userData.id;
      const revoked = await new Promise<boolean>((resolve) =>
        FB.api(
          `/${userId}/permissions`,
          "DELETE",
          { access_token: state.token },
          (response: { success?: boolean; error?: unknown } | undefined) =>
            resolve(Boolean(response && !response.error)),
        ),
      );
      if (!revoked) throw new Error(FACEBOOK_MESSAGES.revokeFailed);
      clear();
      return FACEBOOK_MESSAGES.loggedOut;
    },
  };
}

export type FacebookAuth = ReturnType<typeof createFacebookAuth>;

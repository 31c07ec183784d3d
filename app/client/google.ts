import { loadScript } from "~/client/script-loader";
import { type SocialUser, decodeGoogleIdToken, socialUserFromGoogle } from "~/lib/social-profile";

export const GOOGLE_SDK_URL = "https://accounts.google.com/gsi/client";
export const GOOGLE_SDK_MISSING = "Google SDK not loaded";

export interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        ux_mode?: string;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

interface Dependencies {
  load: () => Promise<void>;
  sdk: () => GoogleIdentityServices | undefined;
}

const browserDependencies = (): Dependencies => ({
  load: () => loadScript(GOOGLE_SDK_URL),
  sdk: () => (window as unknown as { google?: GoogleIdentityServices }).google,
});

/**
 * Google Identity Services with an ID-token callback (SPEC 7): renders Google's button and
 * hands each credential, decoded into the SPEC 3 social user, to `onSignIn`.
 */
export async function renderGoogleButton(
  element: HTMLElement,
  clientId: string,
  onSignIn: (user: SocialUser, credential: string) => void,
  deps: Dependencies = browserDependencies(),
): Promise<void> {
  await deps.load().catch(() => undefined);
  const google = deps.sdk();
  if (!google) throw new Error(GOOGLE_SDK_MISSING);
  google.accounts.id.initialize({
    client_id: clientId,
    callback: ({ credential }) => onSignIn(socialUserFromGoogle(decodeGoogleIdToken(credential)), credential),
  });
  google.accounts.id.renderButton(element, {
    type: "standard",
    theme: "outline",
    size: "large",
    text: "continue_with",
    shape: "pill",
    width: 320,
  });
}
